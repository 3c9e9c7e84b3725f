import type { ProductRecord, VariantRecord } from '../db/records';

/**
 * Shopify's search syntax for the `products(query:)` argument, as far as this shop needs it:
 * plain words (matched against title, product type, vendor and tags), `field:value` terms,
 * quoted phrases, a trailing `*` for prefixes, comparisons (`variants.price:>20`), implicit or
 * explicit AND, OR, NOT / `-term`, and parentheses.
 * Supported fields: title, handle, tag, tag_not, product_type, vendor, available_for_sale,
 * created_at, updated_at, published_at, variants.price, id. Unknown fields are ignored, as on Shopify.
 */

type Comparator = '=' | '>' | '<' | '>=' | '<=';

export type SearchNode =
  | { type: 'and' | 'or'; items: SearchNode[] }
  | { type: 'not'; item: SearchNode }
  | { type: 'term'; field: string | null; value: string; comparator: Comparator; prefix: boolean };

/** quoted: the word began with a quote, so it is a phrase and never `field:value`. */
type Token = { kind: 'open' } | { kind: 'close' } | { kind: 'word'; raw: string; quoted: boolean };

/**
 * A parenthesis, or a word: it runs to whitespace or a parenthesis, and quotes (also after
 * `field:`) keep spaces and parentheses inside it; an unclosed quote runs to the end.
 */
const TOKEN = /[()]|(?:[^\s()"']|"[^"]*(?:"|$)|'[^']*(?:'|$))+/g;

function tokenize(query: string): Token[] {
  return Array.from(query.matchAll(TOKEN), ([text]): Token => {
    if (text === '(' || text === ')') return { kind: text === '(' ? 'open' : 'close' };
    const quoted = text.startsWith('"') || text.startsWith("'");
    return { kind: 'word', raw: text.replace(/"([^"]*)"?|'([^']*)'?/g, '$1$2'), quoted };
  });
}

function toTerm(raw: string, quoted: boolean): SearchNode {
  const colon = quoted ? -1 : raw.indexOf(':');
  let field: string | null = null;
  let rest = raw;
  if (colon > 0 && /^[a-z_.]+$/i.test(raw.slice(0, colon))) {
    field = raw.slice(0, colon).toLowerCase();
    rest = raw.slice(colon + 1);
  }
  let comparator: Comparator = '=';
  const comparison = /^(>=|<=|>|<)/.exec(rest);
  if (field && comparison) {
    comparator = comparison[1] as Comparator;
    rest = rest.slice(comparator.length);
  }
  const prefix = !quoted && rest.endsWith('*');
  return { type: 'term', field, value: prefix ? rest.slice(0, -1) : rest, comparator, prefix };
}

export function parseProductSearch(query: string): SearchNode {
  const tokens = tokenize(query);
  let position = 0;
  const peekWord = (word: string) => {
    const token = tokens[position];
    return token?.kind === 'word' && !token.quoted && token.raw === word;
  };

  const parseOr = (): SearchNode => {
    const items = [parseAnd()];
    while (peekWord('OR')) {
      position += 1;
      items.push(parseAnd());
    }
    return items.length === 1 ? (items[0] as SearchNode) : { type: 'or', items };
  };

  const parseAnd = (): SearchNode => {
    const items: SearchNode[] = [];
    while (position < tokens.length) {
      const token = tokens[position];
      if (token?.kind === 'close' || peekWord('OR')) break;
      if (peekWord('AND')) {
        position += 1;
        continue;
      }
      items.push(parseUnary());
    }
    return items.length === 1 ? (items[0] as SearchNode) : { type: 'and', items };
  };

  const parseUnary = (): SearchNode => {
    const token = tokens[position];
    position += 1;
    if (!token || token.kind === 'close') return { type: 'and', items: [] };
    if (token.kind === 'open') {
      const inner = parseOr();
      if (tokens[position]?.kind === 'close') position += 1;
      return inner;
    }
    if (!token.quoted && token.raw === 'NOT') return { type: 'not', item: parseUnary() };
    if (!token.quoted && token.raw.startsWith('-') && token.raw.length > 1) {
      return { type: 'not', item: toTerm(token.raw.slice(1), token.quoted) };
    }
    return toTerm(token.raw, token.quoted);
  };

  const root = parseOr();
  // Stray closing parentheses: parse what follows them too, as a conjunction.
  const rest: SearchNode[] = [];
  while (position < tokens.length) {
    position += 1;
    if (position < tokens.length) rest.push(parseOr());
  }
  return rest.length > 0 ? { type: 'and', items: [root, ...rest] } : root;
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether the words of `value` appear consecutively in `text` (the last as a prefix if asked). */
function containsPhrase(text: string, value: string, prefix: boolean): boolean {
  const haystack = words(text);
  const needle = words(value);
  if (needle.length === 0) return true;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    const matches = needle.every((word, offset) => {
      const candidate = haystack[start + offset] ?? '';
      return prefix && offset === needle.length - 1
        ? candidate.startsWith(word)
        : candidate === word;
    });
    if (matches) return true;
  }
  return false;
}

function equalsIgnoringCase(actual: string, value: string, prefix: boolean): boolean {
  const a = actual.toLowerCase();
  const b = value.toLowerCase();
  return prefix ? a.startsWith(b) : a === b;
}

const COMPARATORS: Record<Comparator, (actual: number, expected: number) => boolean> = {
  '=': (actual, expected) => actual === expected,
  '>': (actual, expected) => actual > expected,
  '<': (actual, expected) => actual < expected,
  '>=': (actual, expected) => actual >= expected,
  '<=': (actual, expected) => actual <= expected,
};

const compare = (actual: number, comparator: Comparator, expected: number): boolean =>
  !Number.isNaN(expected) && COMPARATORS[comparator](actual, expected);

const dateValue = (value: string): number =>
  value.toLowerCase() === 'now' ? Date.now() : Date.parse(value);

export interface SearchableProduct {
  product: ProductRecord;
  variants: readonly VariantRecord[];
}

function matchesTerm(
  term: Extract<SearchNode, { type: 'term' }>,
  { product, variants }: SearchableProduct,
): boolean {
  const { value, prefix, comparator } = term;
  switch (term.field) {
    case null:
      return [product.title, product.productType, product.vendor, ...product.tags].some((text) =>
        containsPhrase(text, value, prefix),
      );
    case 'title':
      return containsPhrase(product.title, value, prefix);
    case 'handle':
      return equalsIgnoringCase(product.handle, value, prefix);
    case 'tag':
      return product.tags.some((tag) => equalsIgnoringCase(tag, value, prefix));
    case 'tag_not':
      return !product.tags.some((tag) => equalsIgnoringCase(tag, value, prefix));
    case 'product_type':
      return value
        .split(',')
        .some((type) => equalsIgnoringCase(product.productType, type.trim(), prefix));
    case 'vendor':
      return equalsIgnoringCase(product.vendor, value, prefix);
    case 'available_for_sale':
      return (
        variants.some((variant) => variant.availableForSale) === (value.toLowerCase() === 'true')
      );
    case 'created_at':
      return compare(Date.parse(product.createdAt), comparator, dateValue(value));
    case 'updated_at':
      return compare(Date.parse(product.updatedAt), comparator, dateValue(value));
    case 'published_at':
      return compare(Date.parse(product.publishedAt), comparator, dateValue(value));
    case 'variants.price':
      return variants.some((variant) =>
        compare(variant.priceCents / 100, comparator, Number(value)),
      );
    case 'id':
      return compare(product.id, comparator, Number(value));
    default:
      return true;
  }
}

export function matchesSearch(node: SearchNode, candidate: SearchableProduct): boolean {
  switch (node.type) {
    case 'and':
      return node.items.every((item) => matchesSearch(item, candidate));
    case 'or':
      return node.items.some((item) => matchesSearch(item, candidate));
    case 'not':
      return !matchesSearch(node.item, candidate);
    case 'term':
      return matchesTerm(node, candidate);
  }
}
