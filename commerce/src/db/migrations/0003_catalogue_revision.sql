-- A counter that every change to a catalogue table bumps, whichever connection or process makes
-- it (the server, `npm run seed`, later checkout code adjusting stock). The server keeps the
-- catalogue in memory and reloads it when this number moves.
-- A new catalogue table needs the same three triggers.

CREATE TABLE catalogue_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL
);

INSERT INTO catalogue_revision (id, revision) VALUES (1, 0);

CREATE TRIGGER shop_inserted AFTER INSERT ON shop BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER shop_updated AFTER UPDATE ON shop BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER shop_deleted AFTER DELETE ON shop BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;

CREATE TRIGGER products_inserted AFTER INSERT ON products BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER products_updated AFTER UPDATE ON products BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER products_deleted AFTER DELETE ON products BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;

CREATE TRIGGER product_images_inserted AFTER INSERT ON product_images BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER product_images_updated AFTER UPDATE ON product_images BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER product_images_deleted AFTER DELETE ON product_images BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;

CREATE TRIGGER product_options_inserted AFTER INSERT ON product_options BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER product_options_updated AFTER UPDATE ON product_options BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER product_options_deleted AFTER DELETE ON product_options BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;

CREATE TRIGGER product_option_values_inserted AFTER INSERT ON product_option_values BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER product_option_values_updated AFTER UPDATE ON product_option_values BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER product_option_values_deleted AFTER DELETE ON product_option_values BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;

CREATE TRIGGER product_variants_inserted AFTER INSERT ON product_variants BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER product_variants_updated AFTER UPDATE ON product_variants BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER product_variants_deleted AFTER DELETE ON product_variants BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;

CREATE TRIGGER selling_plan_groups_inserted AFTER INSERT ON selling_plan_groups BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER selling_plan_groups_updated AFTER UPDATE ON selling_plan_groups BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER selling_plan_groups_deleted AFTER DELETE ON selling_plan_groups BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;

CREATE TRIGGER selling_plans_inserted AFTER INSERT ON selling_plans BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER selling_plans_updated AFTER UPDATE ON selling_plans BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER selling_plans_deleted AFTER DELETE ON selling_plans BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;

CREATE TRIGGER discount_codes_inserted AFTER INSERT ON discount_codes BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER discount_codes_updated AFTER UPDATE ON discount_codes BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER discount_codes_deleted AFTER DELETE ON discount_codes BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
