/**
 * The accordion's behaviour as pure functions, so the rules from the spec and the WAI-ARIA
 * accordion pattern are unit-tested without a DOM.
 */

/** Which item is open: an item id, or null when every item is closed. */
export type OpenItem = string | null;

/**
 * Only one item is open at a time, and clicking the open one closes it.
 * Opening another item therefore replaces the open one.
 */
export function toggleOpenItem(open: OpenItem, clicked: string): OpenItem {
  return open === clicked ? null : clicked;
}

/** The keys that move focus between accordion headers (WAI-ARIA APG, accordion pattern). */
export const HEADER_NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'] as const;
export type HeaderNavigationKey = (typeof HEADER_NAVIGATION_KEYS)[number];

export function isHeaderNavigationKey(key: string): key is HeaderNavigationKey {
  return (HEADER_NAVIGATION_KEYS as readonly string[]).includes(key);
}

/**
 * The header that receives focus after `key` is pressed on header `current` of `count`.
 * Arrow keys wrap around at either end, as in the APG example, so a keyboard user never hits
 * a dead end; Home and End jump to the first and last header.
 */
export function headerIndexAfterKey(
  key: HeaderNavigationKey,
  current: number,
  count: number,
): number {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
