import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ContactMessageRecord,
  CustomerRecord,
  CustomerRepository,
} from '../db/customer-repository';
import { fullName } from '../graphql/shared-fields';
import { Page, renderPage } from '../http/page';
import { sendHtml, sendJsonError } from '../http/responses';

/**
 * GET /admin/customers, the owner's page of the local commerce server: a local stand-in for
 * Shopify's admin, which a real store's owner uses. It shows who signed up and who wrote, newest
 * first: email, name, email marketing consent and its date, the note, and every contact message
 * in full with its time. Notes keep their line breaks through CSS, never through markup. Like the
 * development outbox it needs no token on loopback, and the Admin API token anywhere else (see
 * http/owner-pages-auth.ts).
 */

interface CustomerWithMessages {
  customer: CustomerRecord;
  messages: ContactMessageRecord[];
}

const CUSTOMERS_CSS = readFileSync(new URL('./customers-page.css', import.meta.url), 'utf8');

/** "2026-11-22 04:40 UTC": unambiguous for an owner in any time zone. */
const Time = ({ iso }: { iso: string }) => (
  <time dateTime={iso}>{`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`}</time>
);

function CustomerSection({ customer, messages }: CustomerWithMessages) {
  const state = customer.emailMarketingState;
  return (
    <article className="customer" aria-labelledby={`customer-${customer.id}`}>
      <h2 id={`customer-${customer.id}`}>{customer.email}</h2>
      <dl>
        <dt>Name</dt>
        <dd>{fullName(customer) || '—'}</dd>
        {customer.phone && (
          <>
            <dt>Phone</dt>
            <dd>{customer.phone}</dd>
          </>
        )}
        <dt>Email marketing</dt>
        <dd>
          <span className={`consent consent-${state.toLowerCase()}`}>
            {state.replace(/_/g, ' ').toLowerCase()}
          </span>
          {customer.emailMarketingConsentUpdatedAt && (
            <>
              {' since '}
              <Time iso={customer.emailMarketingConsentUpdatedAt} />
            </>
          )}
        </dd>
        <dt>Customer since</dt>
        <dd>
          <Time iso={customer.createdAt} />
        </dd>
        <dt>Note</dt>
        <dd className="text">{customer.note || '—'}</dd>
      </dl>
      {messages.length > 0 && (
        <>
          <h3>Contact messages ({messages.length})</h3>
          <ol className="messages" reversed>
            {[...messages].reverse().map((message) => (
              <li key={message.id} className="message">
                <p className="meta">
                  <Time iso={message.createdAt} />
                  {[message.name, message.phone].map((part) => part && ` · ${part}`)}
                </p>
                <p className="text">{message.message || <em>(no message)</em>}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}

const renderCustomersPage = (shopName: string, customers: CustomerWithMessages[]) =>
  renderPage(
    <Page title={`Customers · ${shopName} · local commerce server`} css={CUSTOMERS_CSS}>
      <main>
        <h1>Customers</h1>
        <p>
          {shopName}&apos;s customers on the local commerce server, newest first: newsletter
          sign-ups, contact messages and accounts. Development only; a real store&apos;s owner uses
          Shopify&apos;s admin.
        </p>
        {customers.length === 0 ? (
          <p>No customers yet. Newsletter sign-ups and contact messages appear here.</p>
        ) : (
          customers.map((entry) => <CustomerSection key={entry.customer.id} {...entry} />)
        )}
      </main>
    </Page>,
  );

/** How many customers the page shows: the newest ones; this is a development tool. */
const CUSTOMERS_SHOWN = 200;

export function createCustomersPageHandler(options: {
  customers: CustomerRepository;
  shopName: () => string;
}) {
  return function handleCustomersPage(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      request.resume();
      return sendJsonError(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    }
    const customers = options.customers.list({ limit: CUSTOMERS_SHOWN }).map((customer) => ({
      customer,
      messages: options.customers.contactMessagesOf(customer.id),
    }));
    sendHtml(response, 200, renderCustomersPage(options.shopName(), customers), {
      'cache-control': 'no-store',
    });
  };
}
