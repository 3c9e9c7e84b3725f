import type { CommerceDatabase } from './connection';
import { toRecord } from './rows';

/** Shopify's CustomerEmailMarketingState. */
export type EmailMarketingState =
  'NOT_SUBSCRIBED' | 'PENDING' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'REDACTED' | 'INVALID';

export interface CustomerAddressRecord {
  firstName: string | null;
  lastName: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  provinceCode: string | null;
  zip: string | null;
  countryCode: string | null;
  phone: string | null;
}

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

export type NewCustomer = Partial<
  Pick<
    CustomerRecord,
    'firstName' | 'lastName' | 'phone' | 'passwordHash' | 'emailMarketingState' | 'note' | 'tags'
  >
> & { email: string };

export type CustomerChanges = Partial<
  Pick<
    CustomerRecord,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'passwordHash'
    | 'emailMarketingState'
    | 'note'
    | 'tags'
    | 'defaultAddress'
  >
>;

const ADDRESS_COLUMNS = {
  firstName: 'default_address_first_name',
  lastName: 'default_address_last_name',
  address1: 'default_address_address1',
  address2: 'default_address_address2',
  city: 'default_address_city',
  provinceCode: 'default_address_province_code',
  zip: 'default_address_zip',
  countryCode: 'default_address_country_code',
  phone: 'default_address_phone',
} as const satisfies Record<keyof CustomerAddressRecord, string>;

const SCALAR_COLUMNS = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  passwordHash: 'password_hash',
  emailMarketingState: 'email_marketing_state',
  note: 'note',
} as const satisfies Partial<Record<keyof CustomerChanges, string>>;

const parseTags = (tags: string): string[] =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);

/** A customer's columns, the default address as one JSON object (null when no field is set). */
const CUSTOMER_COLUMNS = `id, email, first_name, last_name, phone, password_hash,
  email_marketing_state, email_marketing_consent_updated_at, note, tags, created_at, updated_at,
  CASE WHEN coalesce(${Object.values(ADDRESS_COLUMNS).join(', ')}) IS NULL THEN NULL
    ELSE json_object(${Object.entries(ADDRESS_COLUMNS)
      .map(([field, column]) => `'${field}', ${column}`)
      .join(', ')}) END AS default_address_json`;

const toCustomer = (row: { tags: string }): CustomerRecord => ({
  ...toRecord<CustomerRecord>(row),
  tags: parseTags(row.tags),
});

/** Email addresses compare without case and surrounding space, as Shopify's do. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Customer persistence: one row per email address (UNIQUE, case-insensitive). Methods are
 * plain statements; callers that change several rows wrap them in `db.transaction`.
 */
export class CustomerRepository {
  readonly #db: CommerceDatabase;
  readonly #statements;

  constructor(db: CommerceDatabase) {
    this.#db = db;
    this.#statements = {
      byId: db.prepare<[number], { tags: string }>(
        `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = ?`,
      ),
      byEmail: db.prepare<[string], { tags: string }>(
        `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE email = ?`,
      ),
      insert: db.prepare(
        `INSERT INTO customers (email, first_name, last_name, phone, password_hash,
           email_marketing_state, email_marketing_consent_updated_at, note, tags, created_at,
           updated_at)
         VALUES (@email, @firstName, @lastName, @phone, @passwordHash, @emailMarketingState,
           @consentUpdatedAt, @note, @tags, @now, @now)`,
      ),
      insertContactMessage: db.prepare(
        `INSERT INTO contact_messages (customer_id, name, email, phone, message, created_at)
         VALUES (@customerId, @name, @email, @phone, @message, @now)`,
      ),
      contactMessagesOf: db.prepare<[number], object>(
        'SELECT * FROM contact_messages WHERE customer_id = ? ORDER BY id',
      ),
    };
  }

  findById(id: number): CustomerRecord | null {
    const row = this.#statements.byId.get(id);
    return row ? toCustomer(row) : null;
  }

  findByEmail(email: string): CustomerRecord | null {
    const row = this.#statements.byEmail.get(normalizeEmail(email));
    return row ? toCustomer(row) : null;
  }

  /** Inserts a customer; throws on a duplicate email (check with findByEmail first). */
  create(customer: NewCustomer, now = new Date().toISOString()): CustomerRecord {
    const state = customer.emailMarketingState ?? 'NOT_SUBSCRIBED';
    const { lastInsertRowid } = this.#statements.insert.run({
      email: normalizeEmail(customer.email),
      firstName: customer.firstName ?? null,
      lastName: customer.lastName ?? null,
      phone: customer.phone ?? null,
      passwordHash: customer.passwordHash ?? null,
      emailMarketingState: state,
      consentUpdatedAt: state === 'NOT_SUBSCRIBED' ? null : now,
      note: customer.note ?? null,
      tags: (customer.tags ?? []).join(', '),
      now,
    });
    return this.findById(Number(lastInsertRowid)) as CustomerRecord;
  }

  /** The customer with this email, created with `fields` when there is none. */
  findOrCreate(customer: NewCustomer, now = new Date().toISOString()): CustomerRecord {
    return this.#db.transaction(
      () => this.findByEmail(customer.email) ?? this.create(customer, now),
    )();
  }

  /** Applies the given fields (undefined = unchanged); returns the updated customer. */
  update(id: number, changes: CustomerChanges, now = new Date().toISOString()): CustomerRecord {
    const assignments: string[] = [];
    const params: Record<string, string | number | null> = { id, now };
    for (const [field, column] of Object.entries(SCALAR_COLUMNS)) {
      const value = changes[field as keyof typeof SCALAR_COLUMNS];
      if (value === undefined) continue;
      assignments.push(`${column} = @${field}`);
      params[field] = field === 'email' && value !== null ? normalizeEmail(value) : value;
    }
    if (changes.emailMarketingState !== undefined) {
      assignments.push('email_marketing_consent_updated_at = @now');
    }
    if (changes.tags !== undefined) {
      assignments.push('tags = @tags');
      params.tags = changes.tags.join(', ');
    }
    if (changes.defaultAddress !== undefined) {
      for (const [field, column] of Object.entries(ADDRESS_COLUMNS)) {
        const key = `address_${field}`;
        assignments.push(`${column} = @${key}`);
        params[key] = changes.defaultAddress?.[field as keyof CustomerAddressRecord] ?? null;
      }
    }
    if (assignments.length > 0) {
      this.#db
        .prepare(`UPDATE customers SET ${assignments.join(', ')}, updated_at = @now WHERE id = @id`)
        .run(params);
    }
    const updated = this.findById(id);
    if (!updated) throw new Error(`Customer ${id} does not exist`);
    return updated;
  }

  /** Customers newest first, for the owner's page and the Admin API. */
  list({ limit = 50, offset = 0 }: { limit?: number; offset?: number } = {}): CustomerRecord[] {
    return this.#db
      .prepare<[number, number], { tags: string }>(
        `SELECT ${CUSTOMER_COLUMNS} FROM customers ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(limit, offset)
      .map(toCustomer);
  }

  addContactMessage(
    message: Omit<ContactMessageRecord, 'id' | 'createdAt'>,
    now = new Date().toISOString(),
  ): ContactMessageRecord {
    const { lastInsertRowid } = this.#statements.insertContactMessage.run({ ...message, now });
    return { ...message, id: Number(lastInsertRowid), createdAt: now };
  }

  contactMessagesOf(customerId: number): ContactMessageRecord[] {
    return this.#statements.contactMessagesOf
      .all(customerId)
      .map((row) => toRecord<ContactMessageRecord>(row));
  }
}
