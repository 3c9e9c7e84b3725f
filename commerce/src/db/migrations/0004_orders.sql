-- Orders placed through the hosted checkout. Every amount is integer cents and every order line
-- is a snapshot (titles, prices, image), so an order reads the same after the catalogue changes.

CREATE TABLE orders (
  -- gid://shopify/Order/{id}
  id INTEGER PRIMARY KEY,
  -- Shown as the order name "#{number}"; sequential from 1001.
  number INTEGER NOT NULL UNIQUE CHECK (number >= 1001),
  -- The token of the cart that was checked out. UNIQUE makes paying twice for one cart
  -- impossible, whatever the timing. No foreign key: an order outlives its cart.
  checkout_token TEXT NOT NULL UNIQUE,
  -- Customers arrive with customer accounts (a later issue).
  customer_id INTEGER,
  email TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  financial_status TEXT NOT NULL CHECK (financial_status IN ('PENDING', 'PAID', 'REFUNDED', 'VOIDED')),
  -- Sum of the lines before discounts.
  line_items_subtotal_cents INTEGER NOT NULL CHECK (line_items_subtotal_cents >= 0),
  discount_code TEXT,
  discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  shipping_title TEXT NOT NULL,
  shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
  -- Percentage applied to the discounted subtotal, e.g. 8.25.
  tax_rate REAL NOT NULL CHECK (tax_rate >= 0),
  tax_cents INTEGER NOT NULL CHECK (tax_cents >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  shipping_first_name TEXT NOT NULL,
  shipping_last_name TEXT NOT NULL,
  shipping_address1 TEXT NOT NULL,
  shipping_address2 TEXT,
  shipping_city TEXT NOT NULL,
  -- Two-letter state code for the United States; NULL elsewhere.
  shipping_province_code TEXT,
  shipping_zip TEXT NOT NULL,
  shipping_country_code TEXT NOT NULL,
  -- The only card detail kept.
  card_last4 TEXT,
  processed_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (total_cents = line_items_subtotal_cents - discount_cents + shipping_cents + tax_cents)
);

CREATE INDEX orders_by_email ON orders (email COLLATE NOCASE);
CREATE INDEX orders_by_customer ON orders (customer_id) WHERE customer_id IS NOT NULL;

CREATE TABLE order_lines (
  -- gid://shopify/LineItem/{id}
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- The catalogue rows as they were; no foreign keys, so re-seeding never touches orders.
  variant_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  product_handle TEXT NOT NULL,
  title TEXT NOT NULL,
  variant_title TEXT,
  sku TEXT,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- What one item cost (a subscription line: the plan's first-delivery price).
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  -- The line's share of the order discount.
  discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  selling_plan_id INTEGER,
  selling_plan_name TEXT,
  image_url TEXT,
  image_alt_text TEXT,
  image_width INTEGER,
  image_height INTEGER,
  UNIQUE (order_id, position)
);
