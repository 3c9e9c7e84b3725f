import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * Owner-written HTML (a product's description) as the storefront may render it: paragraphs,
 * lists, line breaks and emphasis only, with no attributes. Any other tag is dropped and its
 * text kept; the content of script, style and similar elements is dropped with them, so nothing
 * the owner (or anyone with the owner's password) writes can run in a shopper's browser or
 * restyle the page. sanitize-html parses with htmlparser2, as browsers would tokenise it.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i'],
  allowedAttributes: {},
  // A heading in a description reads as a paragraph of its own, not as a page heading.
  transformTags: Object.fromEntries(
    ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'blockquote'].map((tag) => [tag, 'p']),
  ),
};

/**
 * A description is the same on every render of its page until the owner edits it, and parsing
 * it costs more than the rest of the page's loader: each one is sanitized once. Bounded by
 * characters held (descriptions and their results), not only by count.
 */
const sanitized = new LRUCache<string, string>({
  max: 1_000,
  maxSize: 4_000_000,
  sizeCalculation: (clean, html) => html.length + clean.length + 1,
});

export function sanitizeRichText(html: string): string {
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, RICH_TEXT).trim();
    sanitized.set(html, clean);
  }
  return clean;
}
