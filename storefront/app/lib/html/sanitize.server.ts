import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * Owner-written HTML as the storefront may render it. Any tag outside an allow-list is dropped
 * and its text kept; the content of script, style and similar elements is dropped with them, no
 * attribute outside the list survives (so no event handler or style), and links and images keep
 * only http(s), mailto: and tel: addresses or paths, so nothing the owner (or anyone with the
 * owner's password) writes can run in a shopper's browser or restyle the page. sanitize-html
 * parses with htmlparser2, as browsers would tokenise it.
 */

/** A product's description: paragraphs, lists, line breaks and emphasis, no attributes. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i'],
  allowedAttributes: {},
  // A heading in a description reads as a paragraph of its own, not as a page heading.
  transformTags: Object.fromEntries(
    ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'blockquote'].map((tag) => [tag, 'p']),
  ),
};

/** An anchor the page can link to: lower-case words and hyphens, as the owner typed it. */
const SECTION_ID = /^[a-z][a-z0-9-]{0,63}$/;

const keepSectionId: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs:
    attribs.id && SECTION_ID.test(attribs.id)
      ? { id: attribs.id }
      : ({} as sanitizeHtml.Attributes),
});

/**
 * A page's or a policy's body: the description's tags plus headings (h2-h4, each page has its
 * own h1), links, images, figures, quotes, tables, small print, dates and hgroup (a heading with
 * its eyebrow or subtitle).
 */
const PAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...(RICH_TEXT.allowedTags as string[]),
    'a',
    'h2',
    'h3',
    'h4',
    'hgroup',
    'small',
    'time',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    time: ['datetime'],
    h2: ['id'],
    h3: ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A body may be laid out over many lines; the page shows it as one run of words.
  textFilter: (text) => text.replace(/\s+/g, ' '),
  transformTags: {
    h1: (_tagName, attribs) => keepSectionId('h2', attribs),
    h5: 'h4',
    h6: 'h4',
    h2: keepSectionId,
    h3: keepSectionId,
    // Pictures in a body are below the fold: fetched as they come near, decoded off the main thread.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', decoding: 'async' },
    }),
  },
};

/**
 * A text is the same on every render of its page until the owner edits it, and parsing it costs
 * more than the rest of the page's loader: each one is sanitized once. Bounded by characters
 * held (texts and their results), not only by count.
 */
const sanitized = new LRUCache<string, string>({
  max: 1_000,
  maxSize: 8_000_000,
  sizeCalculation: (clean, key) => key.length + clean.length + 1,
});

/** A block-level tag of PAGE_HTML, with any white space around it. */
const BLOCK_TAG_AND_SPACE =
  /\s*(<\/?(?:p|ul|ol|li|h2|h3|h4|hgroup|blockquote|figure|figcaption|table|thead|tbody|tr|th|td|hr)\b[^>]*>)\s*/g;

function sanitizeOnce(profile: 'rich-text' | 'page', html: string): string {
  // The profile is part of the key: one text may be allowed more as a page than as a description.
  const key = `${profile}\n${html}`;
  let clean = sanitized.get(key);
  if (clean === undefined) {
    clean =
      profile === 'page'
        ? // White space between and at the edges of blocks shows nothing: the page is sent without it.
          sanitizeHtml(html, PAGE_HTML).replace(BLOCK_TAG_AND_SPACE, '$1')
        : sanitizeHtml(html, RICH_TEXT).trim();
    sanitized.set(key, clean);
  }
  return clean;
}

/** A product description, as the product page shows it. */
export function sanitizeRichText(html: string): string {
  return sanitizeOnce('rich-text', html);
}

/** A page's or a policy's body, as the content pages show it (see lib/content/page-body). */
export function sanitizePageHtml(html: string): string {
  return sanitizeOnce('page', html);
}
