-- Customer accounts: the OpenID provider's state (so sign-ins survive a restart), its keys,
-- the emailed sign-in codes of the hosted passwordless page, and the Storefront API's
-- customer access tokens (legacy password accounts).

-- oidc-provider's models (Session, Interaction, AuthorizationCode, AccessToken, RefreshToken,
-- Grant, ...) as JSON, one row per model instance.
CREATE TABLE oidc_payloads (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  -- Lets a revoked grant take all its tokens with it.
  grant_id TEXT,
  -- Session lookups by their uid.
  uid TEXT,
  -- Device flow lookups; unused by this shop but part of the adapter contract.
  user_code TEXT,
  -- Unix seconds; NULL never expires.
  expires_at INTEGER,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_by_grant ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_by_uid ON oidc_payloads (uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_by_expiry ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;

-- Secrets generated at first start: the ID token signing key (a private JWK) and the cookie
-- signing key. Kept here so tokens and sessions stay valid across restarts.
CREATE TABLE customer_account_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- One row per emailed sign-in code. The code itself is never stored, only its HMAC.
CREATE TABLE sign_in_codes (
  id INTEGER PRIMARY KEY,
  -- The sign-in attempt (oidc-provider interaction uid) the code belongs to.
  interaction_uid TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  code_hash TEXT NOT NULL,
  -- Wrong codes typed so far; the code is locked at the configured maximum.
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX sign_in_codes_by_interaction ON sign_in_codes (interaction_uid, id);

-- Storefront API customer access tokens (customerAccessTokenCreate). Only a SHA-256 of each
-- token is kept, so the table cannot be replayed.
CREATE TABLE customer_access_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX customer_access_tokens_by_customer ON customer_access_tokens (customer_id);
