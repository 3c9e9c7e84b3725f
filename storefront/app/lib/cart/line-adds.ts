import type { Cart, CartLineAddInput } from './types';

/**
 * Lines the platform confirmed adding to the cart, for whoever follows them (the analytics
 * events' add to cart), without the cart knowing who that is.
 */

type LinesAddedListener = (lines: readonly CartLineAddInput[], cart: Cart) => void;

const listeners = new Set<LinesAddedListener>();

/** Follows confirmed additions; returns the stop. */
export function onLinesAdded(listener: LinesAddedListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function notifyLinesAdded(lines: readonly CartLineAddInput[], cart: Cart): void {
  for (const listener of [...listeners]) listener(lines, cart);
}
