/** Small helpers for building sentences from data. */

/** ["a", "b", "c"] -> "a, b and c" (no serial comma, matching the rest of the copy). */
export function joinWithAnd(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "up to" -> "Up to": the first letter upper-cased. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
