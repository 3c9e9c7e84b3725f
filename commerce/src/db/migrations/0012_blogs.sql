-- The shop's blogs and their articles, loaded from commerce/seed/journal/.

CREATE TABLE blogs (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  blog_id INTEGER NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  handle TEXT NOT NULL,
  title TEXT NOT NULL,
  author_first_name TEXT NOT NULL,
  author_last_name TEXT NOT NULL,
  author_email TEXT NOT NULL,
  author_bio TEXT,
  excerpt TEXT NOT NULL,
  content_html TEXT NOT NULL,
  -- Base name of the SVG source in seed/images, without extension; NULL for no image.
  image_file_name TEXT,
  image_alt_text TEXT,
  image_width INTEGER CHECK (image_width > 0),
  image_height INTEGER CHECK (image_height > 0),
  tags_json TEXT NOT NULL DEFAULT '[]',
  seo_title TEXT,
  seo_description TEXT,
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (blog_id, handle)
);
