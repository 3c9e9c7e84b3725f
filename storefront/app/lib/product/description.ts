/**
 * The product description as plain text (spec section 2: "markup tags stripped").
 *
 * Shopify's descriptionHtml is merchant-written HTML. The page never injects it: this parses
 * it into text blocks that React renders as text nodes, so a `<script>` or an `onerror`
 * attribute can only ever be dropped, never run. There is no DOM on the server, hence a small
 * tokenizer: tags (with quoted attributes that may hold `>`), comments and declarations are
 * skipped, the content of script-like elements is dropped, entities are decoded, and block
 * elements become paragraph (or list item) boundaries.
 */

export type DescriptionBlock =
  { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/** Elements whose content is code, styling or inert markup, never description text. */
const DROPPED_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
]);

/** Elements that start or end a paragraph of their own. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

const LIST_ELEMENTS = new Set(['ul', 'ol']);

/** Named entities merchants' editors actually produce; others are left as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  micro: 'µ',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  cent: '¢',
  sect: '§',
  para: '¶',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  aacute: 'á',
  ccedil: 'ç',
  ntilde: 'ñ',
  ouml: 'ö',
  uuml: 'ü',
  auml: 'ä',
  szlig: 'ß',
};

const REPLACEMENT_CHARACTER = '\ufffd';

function decodeCodePoint(point: number): string {
  // NUL, surrogates and values beyond Unicode are what browsers replace too.
  if (!Number.isFinite(point) || point === 0 || point > 0x10ffff) return REPLACEMENT_CHARACTER;
  if (point >= 0xd800 && point <= 0xdfff) return REPLACEMENT_CHARACTER;
  return String.fromCodePoint(point);
}

export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#[xX]([0-9a-fA-F]{1,8})|#(\d{1,10})|([a-zA-Z][a-zA-Z0-9]*));/g,
    (entity, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (hex !== undefined) return decodeCodePoint(Number.parseInt(hex, 16));
      if (decimal !== undefined) return decodeCodePoint(Number.parseInt(decimal, 10));
      return (name !== undefined && NAMED_ENTITIES[name]) || entity;
    },
  );
}

/** Index just past the `>` ending the tag that starts at `start`, honouring quoted values. */
function endOfTag(html: string, start: number): number {
  let quote: string | null = null;
  for (let index = start; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index + 1;
    }
  }
  // An unterminated tag swallows the rest, as in a browser.
  return html.length;
}

/** Index of the closing tag `</name` at or after `from`, or the end of the input. */
function closingTagIndex(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}(?=[\\s/>]|$)`, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? match.index : html.length;
}

/** `<svg … />` and `<math … />` are complete; every other element ignores a trailing slash. */
function isSelfClosedForeign(html: string, name: string, tagEnd: number): boolean {
  return (name === 'svg' || name === 'math') && html.slice(tagEnd - 2, tagEnd) === '/>';
}

function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The description as paragraphs and lists of plain text, in document order. Empty blocks are
 * left out; consecutive list items form one list.
 */
export function descriptionBlocks(html: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  let buffer = '';
  let listDepth = 0;

  const flush = () => {
    const text = normalizeSpace(buffer);
    buffer = '';
    if (!text) return;
    if (listDepth > 0) {
      const last = blocks.at(-1);
      if (last?.type === 'list') last.items.push(text);
      else blocks.push({ type: 'list', items: [text] });
    } else {
      blocks.push({ type: 'paragraph', text });
    }
  };

  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      buffer += decodeEntities(html.slice(index));
      break;
    }
    // Entities are decoded per run of text, so markup can never assemble one across tags.
    buffer += decodeEntities(html.slice(index, open));

    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[open + 1] === '!' || html[open + 1] === '?') {
      index = endOfTag(html, open);
      continue;
    }

    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(open, open + 64));
    if (!tag) {
      // A lone "<" ("a < b") is text.
      buffer += '<';
      index = open + 1;
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    index = endOfTag(html, open);

    if (BLOCK_ELEMENTS.has(name)) {
      flush();
      if (LIST_ELEMENTS.has(name)) listDepth = Math.max(0, listDepth + (closing ? -1 : 1));
    } else if (!closing && DROPPED_CONTENT.has(name) && !isSelfClosedForeign(html, name, index)) {
      const close = closingTagIndex(html, name, index);
      index = close === html.length ? close : endOfTag(html, close);
    }
  }
  flush();
  return blocks;
}

/** The description as one line of text (meta description, JSON-LD). */
export function descriptionText(html: string): string {
  return descriptionBlocks(html)
    .flatMap((block) => (block.type === 'paragraph' ? [block.text] : block.items))
    .join(' ');
}

/**
 * At most `maxLength` characters, cut at a word boundary with an ellipsis, for search snippets
 * (about 155 characters show in results).
 */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}
