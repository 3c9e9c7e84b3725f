-- Subscriptions: paying for a selling-plan line starts a subscription contract, whose billing
-- cycles each place a renewal order when billed (the Admin API's billing attempt).

-- How often a plan bills and delivers, as JSON {"interval": "MONTH", "intervalCount": 2}.
-- NULL only in a database seeded before plans had policies; the server fills them in at start.
-- The catalogue_revision triggers of migration 0003 already cover this table.
ALTER TABLE selling_plans ADD COLUMN billing_policy_json TEXT;
ALTER TABLE selling_plans ADD COLUMN delivery_policy_json TEXT;

CREATE TABLE subscription_contracts (
  -- gid://shopify/SubscriptionContract/{id}
  id INTEGER PRIMARY KEY,
  -- The checkout email: the contract is the customer's with this address (in any case), as
  -- orders are, whether their account existed at checkout or came later.
  email TEXT NOT NULL,
  origin_order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The selling plan as it was bought; no foreign key, so re-seeding never touches contracts.
  selling_plan_id INTEGER NOT NULL,
  selling_plan_name TEXT NOT NULL,
  -- Shopify's SubscriptionContractSubscriptionStatus.
  status TEXT NOT NULL DEFAULT 'ACTIVE'
    CHECK (status IN ('ACTIVE', 'PAUSED', 'CANCELLED', 'EXPIRED', 'FAILED', 'STALE')),
  currency_code TEXT NOT NULL,
  billing_interval TEXT NOT NULL CHECK (billing_interval IN ('DAY', 'WEEK', 'MONTH', 'YEAR')),
  billing_interval_count INTEGER NOT NULL CHECK (billing_interval_count > 0),
  delivery_interval TEXT NOT NULL CHECK (delivery_interval IN ('DAY', 'WEEK', 'MONTH', 'YEAR')),
  delivery_interval_count INTEGER NOT NULL CHECK (delivery_interval_count > 0),
  -- What each renewal's shipping costs, and its title (from the shop's rate table at purchase).
  delivery_price_cents INTEGER NOT NULL CHECK (delivery_price_cents >= 0),
  delivery_title TEXT NOT NULL,
  -- The billing schedule: cycle `anchor_cycle_index` bills at `anchor_at`, and cycle n at
  -- anchor_at + (n - anchor_cycle_index) billing intervals. Cycle 0 is the origin order; moving
  -- the next billing date moves the anchor.
  anchor_at TEXT NOT NULL,
  anchor_cycle_index INTEGER NOT NULL DEFAULT 0 CHECK (anchor_cycle_index >= 0),
  -- Shopify's revisionId: moves with every change.
  revision INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- One contract per selling plan of an order.
  UNIQUE (origin_order_id, selling_plan_id)
);

CREATE INDEX subscription_contracts_by_email ON subscription_contracts (email COLLATE NOCASE);

CREATE TABLE subscription_lines (
  -- gid://shopify/SubscriptionLine/{id}
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES subscription_contracts (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- The catalogue rows as they were bought, as on an order line.
  variant_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  product_handle TEXT NOT NULL,
  title TEXT NOT NULL,
  variant_title TEXT,
  sku TEXT,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- The variant's price at purchase and the plan's price adjustments: the price of each
  -- delivery follows from them (a contract keeps its prices, as on Shopify).
  base_price_cents INTEGER NOT NULL CHECK (base_price_cents >= 0),
  price_adjustments_json TEXT NOT NULL DEFAULT '[]',
  image_url TEXT,
  image_alt_text TEXT,
  image_width INTEGER,
  image_height INTEGER,
  UNIQUE (contract_id, position)
);

-- The billing cycles that are more than their schedule: skipped, committed, or billed with a
-- renewal order.
CREATE TABLE subscription_billing_cycles (
  contract_id INTEGER NOT NULL REFERENCES subscription_contracts (id) ON DELETE CASCADE,
  cycle_index INTEGER NOT NULL CHECK (cycle_index >= 1),
  skipped INTEGER NOT NULL DEFAULT 0 CHECK (skipped IN (0, 1)),
  -- The delivery was already being prepared when the contract was paused or cancelled (less than
  -- 3 business days before it): it stays due, and is billed and sent all the same.
  committed INTEGER NOT NULL DEFAULT 0 CHECK (committed IN (0, 1)),
  -- The renewal order, once billed; a cycle is billed at most once.
  order_id INTEGER UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (contract_id, cycle_index),
  CHECK (skipped = 0 OR (order_id IS NULL AND committed = 0))
);

-- The Admin API's billing attempts. The idempotency key makes a retried attempt answer the
-- first one instead of charging again.
CREATE TABLE subscription_billing_attempts (
  -- gid://shopify/SubscriptionBillingAttempt/{id}
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES subscription_contracts (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  cycle_index INTEGER NOT NULL,
  order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  origin_time TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT,
  UNIQUE (contract_id, idempotency_key)
);
