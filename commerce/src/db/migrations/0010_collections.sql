-- The shop's collections, loaded from commerce/seed/collections.json. A collection either lists
-- its products (collection_products, in order) or has rules (rules_json, like Shopify's smart
-- collections) that decide which products belong; an empty rule list takes every product.

CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description_html TEXT NOT NULL DEFAULT '',
  -- Base name of the SVG source in seed/images, without extension; NULL for no image.
  image_file_name TEXT,
  image_alt_text TEXT,
  image_width INTEGER CHECK (image_width > 0),
  image_height INTEGER CHECK (image_height > 0),
  -- NULL for a collection whose products are listed.
  rules_json TEXT,
  -- Rules: a product belongs when it matches any rule (1) or every rule (0).
  disjunctive INTEGER NOT NULL DEFAULT 0 CHECK (disjunctive IN (0, 1)),
  updated_at TEXT NOT NULL
);

CREATE TABLE collection_products (
  collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, product_id)
);

CREATE TRIGGER collections_inserted AFTER INSERT ON collections BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER collections_updated AFTER UPDATE ON collections BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER collections_deleted AFTER DELETE ON collections BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;

CREATE TRIGGER collection_products_inserted AFTER INSERT ON collection_products BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER collection_products_updated AFTER UPDATE ON collection_products BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER collection_products_deleted AFTER DELETE ON collection_products BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
