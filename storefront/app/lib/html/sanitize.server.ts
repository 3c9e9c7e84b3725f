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

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT).trim();
