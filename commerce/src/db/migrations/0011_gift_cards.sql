-- Gift cards, loaded from commerce/seed/gift-cards.json. A cart keeps the ids of the cards
-- applied to it, in order; how much of each a purchase uses is computed when it is read.

CREATE TABLE gift_cards (
  id INTEGER PRIMARY KEY,
  -- Upper case, without spaces or dashes, as a buyer's entry is normalised before lookup.
  code TEXT NOT NULL UNIQUE,
  initial_value_cents INTEGER NOT NULL CHECK (initial_value_cents > 0),
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0 AND balance_cents <= initial_value_cents),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

ALTER TABLE carts ADD COLUMN gift_card_ids_json TEXT NOT NULL DEFAULT '[]';
