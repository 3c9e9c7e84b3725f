-- Customers, shared by the three APIs that know them: the Storefront API (legacy password
-- accounts), the Customer Account API (passwordless sign-in) and the Admin API (newsletter,
-- contact messages). One customer per email address, whatever the family that created it.

CREATE TABLE customers (
  -- gid://shopify/Customer/{id}
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  first_name TEXT,
  last_name TEXT,
  phone TEXT,
  -- scrypt hash ("scrypt$N$r$p$salt$hash", base64 parts); NULL for customers who never set a
  -- password (passwordless sign-in, newsletter, contact form).
  password_hash TEXT,
  -- Shopify's CustomerEmailMarketingState.
  email_marketing_state TEXT NOT NULL DEFAULT 'NOT_SUBSCRIBED'
    CHECK (email_marketing_state IN ('NOT_SUBSCRIBED', 'PENDING', 'SUBSCRIBED', 'UNSUBSCRIBED', 'REDACTED', 'INVALID')),
  email_marketing_consent_updated_at TEXT,
  -- Free text kept by the shop (contact form messages are appended here too).
  note TEXT,
  -- Comma-separated, as Shopify's Customer.tags input.
  tags TEXT NOT NULL DEFAULT '',
  default_address_first_name TEXT,
  default_address_last_name TEXT,
  default_address_address1 TEXT,
  default_address_address2 TEXT,
  default_address_city TEXT,
  default_address_province_code TEXT,
  default_address_zip TEXT,
  default_address_country_code TEXT,
  default_address_phone TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Every contact-form message, in full and with its time, whatever happens to the note.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name TEXT,
  email TEXT NOT NULL,
  phone TEXT,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX contact_messages_by_customer ON contact_messages (customer_id, id);

-- The development outbox: every email the local platform "sends" lands here instead.
CREATE TABLE outbox_messages (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL COLLATE NOCASE,
  -- What the message is, e.g. 'sign_in_code', 'welcome_discount'.
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  -- The code the message carries (a sign-in code, a discount code), for tests and /__outbox.
  code TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_messages_by_address ON outbox_messages (to_address, id);
