-- A colour swatch per product option value (e.g. a tote's Charcoal), shown by variant pickers.

ALTER TABLE product_option_values ADD COLUMN swatch_color TEXT;
