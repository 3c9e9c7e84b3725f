-- Emailed links that prove someone holds an address before it opens an account: the activation
-- of an address the shop already knew (from a guest order, the newsletter, the contact form or
-- a passwordless sign-in), which sets the account's first password, and the confirmation of a
-- customer's new address, which moves the account to it. Only a SHA-256 of each token is kept.
CREATE TABLE email_verifications (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('activate', 'change_email')),
  -- The address the link was sent to: using the link proves it.
  email TEXT NOT NULL COLLATE NOCASE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX email_verifications_by_customer ON email_verifications (customer_id, purpose);

-- The link an outbox message carries (an activation or confirmation link), so /__outbox can
-- show it as one.
ALTER TABLE outbox_messages ADD COLUMN link TEXT;
