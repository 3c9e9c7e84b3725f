import { splitName } from '../auth/name';
import { searchTerm, type AdminClient } from './admin.server';
import type {
  CustomerCreateMutation,
  NewsletterCustomerFragment,
} from './generated/admin-api.generated';
import { PlatformError } from './platform-error';

/**
 * The newsletter and the contact form through Shopify's Admin API (server only). Shopify's
 * Storefront API customerCreate needs a password and answers TAKEN for a returning address, so
 * the product's server does this instead, with the same visible outcomes.
 */

export const CUSTOMER_BY_EMAIL_QUERY = `#graphql
  query CustomerByEmail($query: String!) {
    customers(first: 1, query: $query) {
      nodes {
        ...NewsletterCustomer
      }
    }
  }
  fragment NewsletterCustomer on Customer {
    id
    note
    emailMarketingConsent { marketingState }
  }
` as const;

export const CUSTOMER_CREATE_MUTATION = `#graphql
  mutation CustomerCreate($input: CustomerInput!) {
    customerCreate(input: $input) {
      userErrors { field message }
    }
  }
` as const;

export const CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation CustomerUpdate($input: CustomerInput!) {
    customerUpdate(input: $input) {
      userErrors { field message }
    }
  }
` as const;

export const CUSTOMER_EMAIL_MARKETING_SUBSCRIBE_MUTATION = `#graphql
  mutation CustomerEmailMarketingSubscribe($customerId: ID!) {
    customerEmailMarketingConsentUpdate(
      input: {
        customerId: $customerId
        emailMarketingConsent: { marketingState: SUBSCRIBED, marketingOptInLevel: SINGLE_OPT_IN }
      }
    ) {
      userErrors { field message }
    }
  }
` as const;

/** What the three customer mutations answer (they select the same fields). */
type CustomerPayload = NonNullable<CustomerCreateMutation['customerCreate']>;
type UserError = CustomerPayload['userErrors'][number];

/** A mutation refused for its input (a userError): the visitor's mistake, not the shop's. */
export class CustomerInputError extends Error {
  override name = 'CustomerInputError';

  constructor(userErrors: UserError[]) {
    super(userErrors[0]?.message ?? 'The shop refused the request');
  }
}

const isTaken = (errors: UserError[]) =>
  errors.some((error) => error.field?.includes('email') && /taken/i.test(error.message));
const mentions = (errors: UserError[], field: string) =>
  errors.some((error) => error.field?.includes(field));

export async function findCustomerByEmail(
  admin: AdminClient,
  email: string,
): Promise<NewsletterCustomerFragment | null> {
  const data = await admin.request(CUSTOMER_BY_EMAIL_QUERY, {
    variables: { query: searchTerm('email', email) },
  });
  return data.customers.nodes[0] ?? null;
}

async function mutate(
  admin: AdminClient,
  document: string,
  key: 'customerCreate' | 'customerUpdate' | 'customerEmailMarketingConsentUpdate',
  variables: Record<string, unknown>,
): Promise<CustomerPayload> {
  const data = await admin.request(document, { variables });
  const payload = (data as Record<typeof key, CustomerPayload | null>)[key];
  if (!payload) {
    throw new PlatformError(`${key}: the Admin API answered no payload`, {
      api: 'admin',
      kind: 'invalid-response',
    });
  }
  return payload;
}

// --- Newsletter --------------------------------------------------------------------------

export type NewsletterOutcome = 'subscribed' | 'already-subscribed';

/**
 * Subscribes the address: a new customer with email marketing consent, or the consent given to
 * the customer who already has this address. An address already subscribed is Shopify's TAKEN
 * case. The store's marketing automation sends the 15% welcome code.
 */
export async function subscribeToNewsletter(
  admin: AdminClient,
  email: string,
): Promise<NewsletterOutcome> {
  let customer = await findCustomerByEmail(admin, email);
  if (!customer) {
    const created = await mutate(admin, CUSTOMER_CREATE_MUTATION, 'customerCreate', {
      input: {
        email,
        emailMarketingConsent: {
          marketingState: 'SUBSCRIBED',
          marketingOptInLevel: 'SINGLE_OPT_IN',
        },
      },
    });
    if (created.userErrors.length === 0) return 'subscribed';
    // Someone created this customer between the lookup and now: subscribe that one.
    if (!isTaken(created.userErrors)) throw new CustomerInputError(created.userErrors);
    customer = await findCustomerByEmail(admin, email);
    if (!customer) throw new CustomerInputError(created.userErrors);
  }
  if (customer.emailMarketingConsent?.marketingState === 'SUBSCRIBED') return 'already-subscribed';
  const updated = await mutate(
    admin,
    CUSTOMER_EMAIL_MARKETING_SUBSCRIBE_MUTATION,
    'customerEmailMarketingConsentUpdate',
    { customerId: customer.id },
  );
  if (updated.userErrors.length > 0) throw new CustomerInputError(updated.userErrors);
  return 'subscribed';
}

// --- Contact messages ----------------------------------------------------------------------

export interface ContactMessage {
  email: string;
  name: string;
  phone: string;
  message: string;
}

const CONTACT_NOTE_PREFIX = 'Contact form submission: ';

/**
 * A phone number Shopify accepts (E.164), or null. Shopify refuses anything else with "Phone is
 * invalid", which must not cost the visitor their message; ten digits are a US number (the
 * shop's country).
 */
export function toE164(phone: string): string | null {
  const compact = phone.replace(/[\s().-]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  if (/^\d{10}$/.test(compact)) return `+1${compact}`;
  if (/^1\d{10}$/.test(compact)) return `+${compact}`;
  return null;
}

/** "2026-11-22 04:40 UTC": when a returning customer's message arrived, in their note. */
const noteTime = (now: Date) => `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The note paragraph for one message: 'Contact form submission: ' followed by the message, then
 * the sender's details the customer's fields do not carry, e.g. "(Name: Ada; Phone: 555-0100)".
 * Who wrote, as the form says, is the note's to keep, never a customer field's.
 */
function contactParagraph(
  message: string,
  sender: { name?: string | null; phone?: string | null },
): string {
  const details = [
    sender.name ? `Name: ${sender.name}` : null,
    sender.phone ? `Phone: ${sender.phone}` : null,
  ].filter(Boolean);
  return `${CONTACT_NOTE_PREFIX}${message}${details.length ? `\n(${details.join('; ')})` : ''}`;
}

/** Shopify refuses a customer note longer than this ("Note is too long"). */
export const SHOPIFY_NOTE_LIMIT = 5000;
/** Starts a note whose oldest text was dropped to make room (the local server knows it too). */
export const NOTE_TRIMMED_MARK = '[…]';

/**
 * The note with the message appended as its own timestamped paragraph (or the first one). When
 * that would pass Shopify's limit, the oldest text goes, so the newest message always fits
 * (the local commerce server still keeps every message in full).
 */
export function appendContactNote(
  note: string | null,
  paragraph: string,
  now = new Date(),
): string {
  if (!note?.trim()) return paragraph;
  const added = `\n\n[${noteTime(now)}] ${paragraph}`;
  if (note.length + added.length <= SHOPIFY_NOTE_LIMIT) return note + added;
  const room = Math.max(0, SHOPIFY_NOTE_LIMIT - NOTE_TRIMMED_MARK.length - added.length);
  return `${NOTE_TRIMMED_MARK}${room > 0 ? note.slice(-room) : ''}${added}`;
}

/**
 * Messages from one address are written one after the other in this process, so two sent at
 * once cannot both read the old note and drop each other's paragraph (Shopify has no atomic
 * append; several storefront instances would need a shared lock).
 */
const contactQueues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = contactQueues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  contactQueues.set(key, settled);
  void settled.then(() => {
    if (contactQueues.get(key) === settled) contactQueues.delete(key);
  });
  return run;
}

/**
 * Delivers a contact message to the shop: a new customer made from the form (name, phone, the
 * message as their note), or the message appended to the note of the customer who already has
 * this address. An existing customer's fields are never written from the form: anyone can send
 * it with any address, so the name and phone it carries go into the appended paragraph only.
 * Never refused for the phone: one Shopify refuses goes into the note instead.
 */
export function sendContactMessage(
  admin: AdminClient,
  contact: ContactMessage,
  now = new Date(),
): Promise<void> {
  return oneAtATime(contact.email.toLowerCase(), async () => {
    const { firstName, lastName } = splitName(contact.name);
    const e164 = contact.phone ? toE164(contact.phone) : null;

    const attempt = async (usePhoneField: boolean, retried = false): Promise<UserError[]> => {
      const existing = await findCustomerByEmail(admin, contact.email);
      if (!existing) {
        const phoneField = usePhoneField ? e164 : null;
        const created = await mutate(admin, CUSTOMER_CREATE_MUTATION, 'customerCreate', {
          input: {
            email: contact.email,
            // A part the form leaves out is none, not an empty name.
            firstName: firstName || null,
            lastName: lastName || null,
            ...(phoneField ? { phone: phoneField } : {}),
            note: contactParagraph(contact.message, { phone: phoneField ? null : contact.phone }),
          },
        });
        // Created meanwhile by someone else: append to that customer instead.
        if (isTaken(created.userErrors) && !retried) return attempt(usePhoneField, true);
        return created.userErrors;
      }
      const paragraph = contactParagraph(contact.message, {
        name: contact.name.trim(),
        phone: contact.phone,
      });
      const updated = await mutate(admin, CUSTOMER_UPDATE_MUTATION, 'customerUpdate', {
        input: { id: existing.id, note: appendContactNote(existing.note, paragraph, now) },
      });
      return updated.userErrors;
    };

    let errors = await attempt(e164 !== null);
    // A new customer's phone "has already been taken" or "is invalid": keep the message, not
    // the field.
    if (errors.length > 0 && mentions(errors, 'phone')) errors = await attempt(false);
    if (errors.length > 0) throw new CustomerInputError(errors);
  });
}
