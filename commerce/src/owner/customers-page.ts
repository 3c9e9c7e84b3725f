import type { ContactMessageRecord, CustomerRecord } from '../db/customer-repository';
import { escapeHtml } from '../http/responses';

/**
 * GET /admin/customers: the shop owner's view of who signed up and who wrote, newest first:
 * email, name, email marketing consent and its date, the note, and every contact message in
 * full with its time. All customer text is escaped; notes keep their line breaks through CSS,
 * never through markup.
 */

export interface CustomerWithMessages {
  customer: CustomerRecord;
  messages: ContactMessageRecord[];
}

/** "2026-11-22 04:40 UTC": unambiguous for an owner in any time zone. */
const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '');

const time = (iso: string | null) =>
  iso ? `<time datetime="${escapeHtml(iso)}">${escapeHtml(when(iso))}</time>` : '';

function messageItem(message: ContactMessageRecord): string {
  const from = [message.name, message.phone].filter(Boolean).map((part) => escapeHtml(part ?? ''));
  return `<li class="message">
  <p class="meta">${time(message.createdAt)}${from.length > 0 ? ` · ${from.join(' · ')}` : ''}</p>
  <p class="text">${message.message ? escapeHtml(message.message) : '<em>(no message)</em>'}</p>
</li>`;
}

function customerSection({ customer, messages }: CustomerWithMessages): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const consent = customer.emailMarketingState.replace(/_/g, ' ').toLowerCase();
  return `<article class="customer" aria-labelledby="customer-${customer.id}">
  <h2 id="customer-${customer.id}">${escapeHtml(customer.email)}</h2>
  <dl>
    <dt>Name</dt><dd>${name ? escapeHtml(name) : '—'}</dd>
    ${customer.phone ? `<dt>Phone</dt><dd>${escapeHtml(customer.phone)}</dd>` : ''}
    <dt>Email marketing</dt>
    <dd><span class="consent consent-${customer.emailMarketingState.toLowerCase()}">${escapeHtml(consent)}</span>${
      customer.emailMarketingConsentUpdatedAt
        ? ` since ${time(customer.emailMarketingConsentUpdatedAt)}`
        : ''
    }</dd>
    <dt>Customer since</dt><dd>${time(customer.createdAt)}</dd>
    <dt>Note</dt><dd class="text">${customer.note ? escapeHtml(customer.note) : '—'}</dd>
  </dl>
  ${
    messages.length > 0
      ? `<h3>Contact messages (${messages.length})</h3>
  <ol class="messages" reversed>${[...messages].reverse().map(messageItem).join('\n')}</ol>`
      : ''
  }
</article>`;
}

const STYLES = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; }
.customer { border: 1px solid #8884; border-radius: 0.5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
.customer h2 { font-size: 1.1rem; margin: 0 0 0.5rem; overflow-wrap: anywhere; }
.customer h3 { font-size: 1rem; margin: 1rem 0 0.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
@media (max-width: 30rem) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 0.5rem; } }
.text { white-space: pre-wrap; overflow-wrap: anywhere; }
.meta { margin: 0; font-size: 0.875rem; opacity: 0.8; }
.messages { padding-left: 1.25rem; }
.message { margin: 0.5rem 0; }
.message .text { margin: 0; }
.consent { font-weight: 600; }
.consent-subscribed { color: #1a7f4b; }
@media (prefers-color-scheme: dark) { .consent-subscribed { color: #5fd49a; } }
`;

export function customersPage(shopName: string, customers: CustomerWithMessages[]): string {
  const name = escapeHtml(shopName);
  const body =
    customers.length === 0
      ? '<p>No customers yet. Newsletter sign-ups and contact messages appear here.</p>'
      : customers.map(customerSection).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Customers · ${name} · local commerce server</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<h1>Customers</h1>
<p>${name}'s customers on the local commerce server, newest first: newsletter sign-ups, contact messages and accounts. Development only; a real store's owner uses Shopify's admin.</p>
${body}
</main>
</body>
</html>
`;
}
