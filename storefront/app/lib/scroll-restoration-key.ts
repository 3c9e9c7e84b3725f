import type { Location } from 'react-router';

/** Jumps to a #fragment so far, so that each gets a key of its own. */
let fragmentJumps = 0;

/**
 * The key under which <ScrollRestoration> keeps a history entry's scroll position. Entries the
 * router made (its links and navigations) have keys of their own. The browser makes the others,
 * all keyed "default": the page as loaded, keyed by its address so a reload comes back to where
 * it was, and each jump to a #fragment (a contents link, the skip link). A jump must land on its
 * target every time, so it gets a key never used before: no position saved for an earlier jump
 * (or for another page) is ever restored over it, and the router scrolls to the target instead.
 */
export function scrollRestorationKey(location: Location): string {
  if (location.key !== 'default') return location.key;
  const address = `${location.pathname}${location.search}`;
  if (!location.hash) return address;
  fragmentJumps += 1;
  return `${address}${location.hash}@${fragmentJumps}`;
}
