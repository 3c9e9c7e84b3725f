-- The shop's content, loaded from commerce/seed/content/ and edited through the Admin API: pages,
-- policies, menus, metafields, metaobjects, the images they show, and the shop's description and
-- brand. Reference values (metafields, metaobject fields, menu items) hold Shopify global ids.

-- Images content shows (the brand's logos, file_reference values).
CREATE TABLE media_images (
  -- gid://shopify/MediaImage/{id}
  id INTEGER PRIMARY KEY,
  -- Base name of the SVG source in seed/images, without extension (e.g. "logo").
  file_name TEXT NOT NULL UNIQUE,
  alt_text TEXT,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0)
);

ALTER TABLE shop ADD COLUMN description TEXT;
ALTER TABLE shop ADD COLUMN brand_slogan TEXT;
ALTER TABLE shop ADD COLUMN brand_short_description TEXT;
ALTER TABLE shop ADD COLUMN brand_logo_id INTEGER REFERENCES media_images (id);
ALTER TABLE shop ADD COLUMN brand_square_logo_id INTEGER REFERENCES media_images (id);
ALTER TABLE shop ADD COLUMN brand_cover_image_id INTEGER REFERENCES media_images (id);
-- {"primary": [{"background": "#…", "foreground": "#…"}], "secondary": [...]}
ALTER TABLE shop ADD COLUMN brand_colors_json TEXT NOT NULL DEFAULT '{"primary":[],"secondary":[]}';

-- A page's SEO title and description are its metafields global.title_tag and
-- global.description_tag, as on Shopify.
CREATE TABLE pages (
  -- gid://shopify/Page/{id}
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- A policy the shop has set; an unset policy has no row.
CREATE TABLE shop_policies (
  -- gid://shopify/ShopPolicy/{id}
  id INTEGER PRIMARY KEY,
  -- Shopify's ShopPolicyType; the handle is its lower-case, hyphenated form (terms-of-service).
  type TEXT NOT NULL UNIQUE CHECK (type IN ('CONTACT_INFORMATION', 'LEGAL_NOTICE',
    'PRIVACY_POLICY', 'REFUND_POLICY', 'SHIPPING_POLICY', 'SUBSCRIPTION_POLICY', 'TERMS_OF_SALE',
    'TERMS_OF_SERVICE')),
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE menus (
  -- gid://shopify/Menu/{id}
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL
);

CREATE TABLE menu_items (
  -- gid://shopify/MenuItem/{id}
  id INTEGER PRIMARY KEY,
  menu_id INTEGER NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  -- NULL for an item at the menu's top level.
  parent_id INTEGER REFERENCES menu_items (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  -- Shopify's MenuItemType.
  type TEXT NOT NULL,
  -- An HTTP item's target; NULL for the others, whose URL follows their type or resource.
  url TEXT,
  -- The page, product or policy the item links to (a global id), for those types.
  resource_id TEXT,
  tags_json TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX menu_items_by_menu ON menu_items (menu_id, parent_id, position);

CREATE TABLE metaobjects (
  -- gid://shopify/Metaobject/{id}
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  handle TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (type, handle)
);

CREATE TABLE metaobject_fields (
  metaobject_id INTEGER NOT NULL REFERENCES metaobjects (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  key TEXT NOT NULL,
  -- A metafield type, e.g. single_line_text_field or list.metaobject_reference.
  type TEXT NOT NULL,
  value TEXT,
  PRIMARY KEY (metaobject_id, key)
);

-- Custom fields of the shop, a product or a page. No foreign key to the owner, which is one of
-- three tables: pages and products are never deleted, only replaced all together by a re-seed.
CREATE TABLE metafields (
  -- gid://shopify/Metafield/{id}
  id INTEGER PRIMARY KEY,
  owner_type TEXT NOT NULL CHECK (owner_type IN ('SHOP', 'PRODUCT', 'PAGE')),
  -- The product's or page's id; 1 for the shop.
  owner_id INTEGER NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  type TEXT NOT NULL,
  -- As Shopify stores it: always text (JSON text for json, rating, rich text and lists).
  value TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (owner_type, owner_id, namespace, key)
);
