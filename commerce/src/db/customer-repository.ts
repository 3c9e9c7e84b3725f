import type { CommerceDatabase } from './connection';
import { columnName, insertRow, toRecord, updateRow } from './rows';

/** Shopify's CustomerEmailMarketingState. */
export type EmailMarketingState =
  'NOT_SUBSCRIBED' | 'PENDING' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'REDACTED' | 'INVALID';

/** A customer's default address, in the columns `default_address_{field}`. */
const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'provinceCode',
  'zip',
  'countryCode',
  'phone',
] as const;

export type CustomerAddressRecord = Record<(typeof ADDRESS_FIELDS)[number], string | null>;

export interface CustomerRecord {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  /** scrypt hash, never sent anywhere; null when the customer has no password. */
  passwordHash: string | null;
  emailMarketingState: EmailMarketingState;
  emailMarketingConsentUpdatedAt: string | null;
  note: string | null;
  tags: string[];
  /** null when no address field is set. */
  defaultAddress: CustomerAddressRecord | null;
  createdAt: string;
  updatedAt: string;
}

export interface ContactMessageRecord {
  id: number;
  customerId: number;
  name: string | null;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
}

/** What callers set of a customer. */
type CustomerFields = Omit<
  CustomerRecord,
  'id' | 'emailMarketingConsentUpdatedAt' | 'createdAt' | 'updatedAt'
>;

type NewCustomer = Partial<Omit<CustomerFields, 'defaultAddress'>> & { email: string };

export type CustomerChanges = Partial<CustomerFields>;

const addressColumn = (field: string) => `default_address_${columnName(field)}`;

const ADDRESS_JSON = ADDRESS_FIELDS.map((field) => `'${field}', ${addressColumn(field)}`);

/** A customer's columns, the default address as one JSON object (null when no field is set). */
const CUSTOMER_COLUMNS = `id, email, first_name, last_name, phone, password_hash,
  email_marketing_state, email_marketing_consent_updated_at, note, tags, created_at, updated_at,
  CASE WHEN coalesce(${ADDRESS_FIELDS.map(addressColumn).join(', ')}) IS NULL THEN NULL
    ELSE json_object(${ADDRESS_JSON.join(', ')}) END AS default_address_json`;

const toCustomer = (row: { tags: string }): CustomerRecord => ({
  ...toRecord<CustomerRecord>(row),
  tags: row.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0),
});

/** Email addresses compare without case and surrounding space, as Shopify's do. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Customer persistence: one row per email address (UNIQUE, case-insensitive). Methods are
 * plain statements; callers that change several rows wrap them in `db.transaction`.
 */
export class CustomerRepository {
  constructor(private readonly db: CommerceDatabase) {}

  #select(where: string, ...params: (string | number)[]): CustomerRecord[] {
    return this.db
      .prepare<(string | number)[], { tags: string }>(
        `SELECT ${CUSTOMER_COLUMNS} FROM customers ${where}`,
      )
      .all(...params)
      .map(toCustomer);
  }

  findById(id: number): CustomerRecord | null {
    return this.#select('WHERE id = ?', id)[0] ?? null;
  }

  findByEmail(email: string): CustomerRecord | null {
    return this.#select('WHERE email = ?', normalizeEmail(email))[0] ?? null;
  }

  /** Inserts a customer; throws on a duplicate email (check with findByEmail first). */
  create({ email, ...fields }: NewCustomer, now = new Date().toISOString()): CustomerRecord {
    const id = insertRow(this.db, 'customers', {
      email: normalizeEmail(email),
      createdAt: now,
      updatedAt: now,
    });
    // Not subscribed is the column's default, and has no consent time.
    const subscribed = fields.emailMarketingState !== 'NOT_SUBSCRIBED';
    return this.update(
      id,
      { ...fields, emailMarketingState: subscribed ? fields.emailMarketingState : undefined },
      now,
    );
  }

  /** The customer with this email, created with `fields` when there is none. */
  findOrCreate(customer: NewCustomer, now = new Date().toISOString()): CustomerRecord {
    return this.db.transaction(
      () => this.findByEmail(customer.email) ?? this.create(customer, now),
    )();
  }

  /** Applies the given fields (undefined = unchanged); returns the updated customer. */
  update(id: number, changes: CustomerChanges, now = new Date().toISOString()): CustomerRecord {
    const { email, tags, defaultAddress, ...fields } = changes;
    // A new default address replaces every field of the old one; null clears them all.
    const addressFields = defaultAddress === undefined ? [] : ADDRESS_FIELDS;
    const record = {
      ...fields,
      email: email && normalizeEmail(email),
      tags: tags?.join(', '),
      ...Object.fromEntries(
        addressFields.map((field) => [addressColumn(field), defaultAddress?.[field] ?? null]),
      ),
      emailMarketingConsentUpdatedAt: changes.emailMarketingState && now,
    };
    if (Object.values(record).some((value) => value !== undefined)) {
      updateRow(this.db, 'customers', 'id', id, { ...record, updatedAt: now });
    }
    const updated = this.findById(id);
    if (!updated) throw new Error(`Customer ${id} does not exist`);
    return updated;
  }

  /** Customers newest first, for the owner's page and the Admin API. */
  list({ limit }: { limit: number }): CustomerRecord[] {
    return this.#select('ORDER BY id DESC LIMIT ?', limit);
  }

  addContactMessage(
    message: Omit<ContactMessageRecord, 'id' | 'createdAt'>,
    now = new Date().toISOString(),
  ): ContactMessageRecord {
    const id = insertRow(this.db, 'contact_messages', { ...message, createdAt: now });
    return { ...message, id, createdAt: now };
  }

  contactMessagesOf(customerId: number): ContactMessageRecord[] {
    return this.db
      .prepare<[number], object>('SELECT * FROM contact_messages WHERE customer_id = ? ORDER BY id')
      .all(customerId)
      .map((row) => toRecord<ContactMessageRecord>(row));
  }
}
