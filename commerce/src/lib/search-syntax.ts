/**
 * Shopify's search syntax, read the same way for every API's `query:` argument: terms separated
 * by spaces must all match (AND is implied and may be written), OR between terms, NOT or a
 * leading `-` negates, parentheses group. A term is `field:value` or a bare value; quotes (double,
 * with `\"` for a quote inside, or single) keep spaces and parentheses in a value. What a field
 * means, and which of this an API supports, is that API's own.
 */

export interface SearchTerm {
  type: 'term';
  /** The field as written, or null for a bare value. */
  field: string | null;
  value: string;
  /** The value was written in quotes: a phrase, taken as written. */
  quoted: boolean;
}

/**
 * A term's value as matched: a trailing `*` on an unquoted value makes it a prefix (and is not
 * part of the value); a quoted value is taken as written.
 */
export function termPattern(term: SearchTerm): { value: string; prefix: boolean } {
  const prefix = !term.quoted && term.value.endsWith('*');
  return { value: prefix ? term.value.slice(0, -1) : term.value, prefix };
}

export type SearchNode =
  { type: 'and' | 'or'; items: SearchNode[] } | { type: 'not'; item: SearchNode } | SearchTerm;

/**
 * A parenthesis, or a word: it runs to whitespace or a parenthesis, and quotes (also after
 * `field:`) keep spaces and parentheses inside it; an unclosed quote runs to the end.
 */
const TOKEN = /[()]|(?:[^\s()"']|"(?:[^"\\]|\\[\s\S]?)*(?:"|$)|'[^']*(?:'|$))+/g;

/** [-][field:]value; a lone `-` is a value. */
const WORD = /^(-(?=[\s\S]))?(?:([a-z_.]+):)?([\s\S]*)$/i;

const QUOTED = /"((?:[^"\\]|\\[\s\S]?)*)"?|'([^']*)'?/g;

const unquote = (text: string) =>
  text.replace(QUOTED, (_match, double?: string, single?: string) =>
    double === undefined ? (single ?? '') : double.replace(/\\([\s\S]?)/g, '$1'),
  );

function termOf(word: string): SearchNode {
  const [, minus, field, value = ''] = WORD.exec(word) ?? [];
  const term: SearchTerm = {
    type: 'term',
    field: field ?? null,
    value: unquote(value),
    quoted: /^["']/.test(value),
  };
  return minus ? { type: 'not', item: term } : term;
}

export function parseSearch(query: string): SearchNode {
  const tokens = Array.from(query.matchAll(TOKEN), ([token]) => token);
  let position = 0;
  const at = (token: string) => tokens[position] === token;

  const parseOr = (): SearchNode => {
    const items = [parseAnd()];
    while (at('OR')) {
      position += 1;
      items.push(parseAnd());
    }
    return items.length === 1 ? (items[0] as SearchNode) : { type: 'or', items };
  };

  const parseAnd = (): SearchNode => {
    const items: SearchNode[] = [];
    while (position < tokens.length && !at(')') && !at('OR')) {
      if (at('AND')) position += 1;
      else items.push(parseUnary());
    }
    return items.length === 1 ? (items[0] as SearchNode) : { type: 'and', items };
  };

  const parseUnary = (): SearchNode => {
    const token = tokens[position];
    position += 1;
    if (token === undefined || token === ')') return { type: 'and', items: [] };
    if (token === '(') {
      const inner = parseOr();
      if (at(')')) position += 1;
      return inner;
    }
    if (token === 'NOT') return { type: 'not', item: parseUnary() };
    return termOf(token);
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
