-- Carts of the Storefront API. A cart is addressed by its public token plus a secret key,
-- both carried in the cart id (gid://shopify/Cart/{token}?key={key}).

CREATE TABLE carts (
  token TEXT PRIMARY KEY,
  secret_key TEXT NOT NULL,
  note TEXT,
  attributes_json TEXT NOT NULL DEFAULT '[]',
  -- Codes as the buyer entered them, in order; applicability is computed when read.
  discount_codes_json TEXT NOT NULL DEFAULT '[]',
  buyer_country_code TEXT,
  buyer_email TEXT,
  buyer_phone TEXT,
  buyer_customer_access_token TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- Set once checkout turns the cart into an order; a completed cart no longer exists
  -- for the Storefront API.
  completed_at TEXT
);

CREATE TABLE cart_lines (
  id TEXT PRIMARY KEY,
  cart_token TEXT NOT NULL REFERENCES carts (token) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  variant_id INTEGER NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
  selling_plan_id INTEGER REFERENCES selling_plans (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  attributes_json TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX cart_lines_by_cart ON cart_lines (cart_token, position);
