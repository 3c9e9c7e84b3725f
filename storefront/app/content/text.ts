/** Small helpers for building sentences from data. */

/** ["a", "b", "c"] -> "a, b and c" (no serial comma, matching the rest of the copy). */
export function joinWithAnd(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
