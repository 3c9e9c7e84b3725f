-- The online store's URL redirects, loaded from commerce/seed/url-redirects.json.

CREATE TABLE url_redirects (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  target TEXT NOT NULL
);
