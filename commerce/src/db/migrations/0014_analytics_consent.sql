-- The shop's customer privacy settings, the visitors' consent choices and the storefront's
-- analytics events (Shopify's Monorail batches), which the owner's analytics page sums per day.

-- Where visitors must be asked before analytics and marketing cookies are set: one row per
-- country (ISO 3166 alpha-2), and '*' for every country without a row of its own.
CREATE TABLE consent_regions (
  region TEXT PRIMARY KEY CHECK (region = '*' OR (length(region) = 2 AND region = upper(region))),
  consent_required INTEGER NOT NULL CHECK (consent_required IN (0, 1))
);

-- Each choice a visitor made (the consentManagement calls that carried one). NULL: not given.
CREATE TABLE consent_decisions (
  id INTEGER PRIMARY KEY,
  decided_at TEXT NOT NULL,
  region TEXT NOT NULL,
  analytics INTEGER CHECK (analytics IN (0, 1)),
  marketing INTEGER CHECK (marketing IN (0, 1)),
  preferences INTEGER CHECK (preferences IN (0, 1)),
  sale_of_data INTEGER CHECK (sale_of_data IN (0, 1))
);

-- One row per storefront event the platform keeps: the Monorail event as sent, and the parts the
-- owner's page counts by. `day` is the UTC date of the event's creation.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('page_view', 'product_view', 'collection_view', 'search', 'add_to_cart')),
  schema_id TEXT NOT NULL,
  event_name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  day TEXT NOT NULL,
  unique_token TEXT,
  visit_token TEXT,
  cart_token TEXT,
  customer_id INTEGER,
  payload_json TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX analytics_events_by_day ON analytics_events (day, kind);

-- The carts whose hosted checkout was opened, once each, on the day it first was.
CREATE TABLE checkout_starts (
  cart_token TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  started_at TEXT NOT NULL
);
CREATE INDEX checkout_starts_by_day ON checkout_starts (day);
