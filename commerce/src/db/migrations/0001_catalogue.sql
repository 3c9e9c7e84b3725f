-- The shop's catalogue, loaded from commerce/seed/catalogue.json.
-- Money is stored as integer cents; lists that are only ever read whole are JSON text.

CREATE TABLE shop (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL,
  currency_code TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description_html TEXT NOT NULL,
  vendor TEXT NOT NULL,
  product_type TEXT NOT NULL,
  tags_json TEXT NOT NULL DEFAULT '[]',
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE product_images (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- Base name of the SVG source in seed/images, without extension (e.g. "powder-pack").
  file_name TEXT NOT NULL,
  alt_text TEXT,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  UNIQUE (product_id, position)
);

CREATE TABLE product_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (product_id, position)
);

CREATE TABLE product_option_values (
  id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES product_options (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (option_id, position)
);

CREATE TABLE product_variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  sku TEXT,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  compare_at_price_cents INTEGER CHECK (compare_at_price_cents >= 0),
  available_for_sale INTEGER NOT NULL CHECK (available_for_sale IN (0, 1)),
  requires_shipping INTEGER NOT NULL CHECK (requires_shipping IN (0, 1)),
  -- NULL when inventory is not tracked.
  quantity_available INTEGER,
  selected_options_json TEXT NOT NULL DEFAULT '[]',
  image_id INTEGER REFERENCES product_images (id) ON DELETE SET NULL,
  UNIQUE (product_id, position)
);

CREATE TABLE selling_plan_groups (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  app_name TEXT,
  options_json TEXT NOT NULL DEFAULT '[]',
  UNIQUE (product_id, position)
);

CREATE TABLE selling_plans (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES selling_plan_groups (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  recurring_deliveries INTEGER NOT NULL CHECK (recurring_deliveries IN (0, 1)),
  options_json TEXT NOT NULL DEFAULT '[]',
  price_adjustments_json TEXT NOT NULL DEFAULT '[]',
  UNIQUE (group_id, position)
);

CREATE TABLE discount_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  title TEXT NOT NULL,
  percentage REAL NOT NULL CHECK (percentage > 0 AND percentage <= 100),
  first_order_only INTEGER NOT NULL CHECK (first_order_only IN (0, 1))
);
