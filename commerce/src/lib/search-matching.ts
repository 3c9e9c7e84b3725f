import type { SearchNode, SearchTerm } from './search-syntax';

/** How the APIs' searches match a parsed query's terms against text, dates and numbers. */

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether the words of `value` appear consecutively in `text` (the last as a prefix if asked). */
export function containsPhrase(text: string, value: string, prefix: boolean): boolean {
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

export function equalsIgnoringCase(actual: string, value: string, prefix: boolean): boolean {
  const a = actual.toLowerCase();
  const b = value.toLowerCase();
  return prefix ? a.startsWith(b) : a === b;
}

type Comparator = '=' | '>' | '<' | '>=' | '<=';

const COMPARATORS: Record<Comparator, (actual: number, expected: number) => boolean> = {
  '=': (actual, expected) => actual === expected,
  '>': (actual, expected) => actual > expected,
  '<': (actual, expected) => actual < expected,
  '>=': (actual, expected) => actual >= expected,
  '<=': (actual, expected) => actual <= expected,
};

/** Whether `actual` passes `value`: an optional comparator, then a number as `read` reads it. */
export function compare(actual: number, value: string, read: (text: string) => number): boolean {
  const [, comparator = '=', operand = ''] = /^(>=|<=|>|<)?(.*)$/s.exec(value) ?? [];
  const expected = read(operand);
  return !Number.isNaN(expected) && COMPARATORS[comparator as Comparator](actual, expected);
}

export const dateValue = (value: string): number =>
  value.toLowerCase() === 'now' ? Date.now() : Date.parse(value);

/** Whether a candidate matches the whole query, `matchesTerm` deciding each term. */
export function matchesQuery(
  node: SearchNode,
  matchesTerm: (term: SearchTerm) => boolean,
): boolean {
  switch (node.type) {
    case 'and':
      return node.items.every((item) => matchesQuery(item, matchesTerm));
    case 'or':
      return node.items.some((item) => matchesQuery(item, matchesTerm));
    case 'not':
      return !matchesQuery(node.item, matchesTerm);
    case 'term':
      return matchesTerm(node);
  }
}
