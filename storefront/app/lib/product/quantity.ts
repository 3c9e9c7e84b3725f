import { CART_QUANTITY_MIN } from '../constants';

/**
 * The quantity a shopper typed or stepped to: a whole number, at least the cart's minimum.
 * Anything else (empty, "0", "-2", "2.5") counts as the nearest quantity that can be bought.
 */
export function quantityFrom(text: string): number {
  const typed = Math.floor(Number(text.trim() || NaN));
  if (!Number.isSafeInteger(typed)) return CART_QUANTITY_MIN;
  return Math.max(CART_QUANTITY_MIN, typed);
}
