import { addLinesOptimistically } from './optimistic';
import type { Cart, CartLineAddInput } from './types';

/**
 * The cart as it will be once the platform creates it with these lines: what the badge and
 * drawer show while the very first add is on its way (there is no cart yet to edit
 * optimistically). It has no id or checkout link, so nothing can act on it but the queue.
 */
export function draftCart(lines: readonly CartLineAddInput[]): Cart | undefined {
  const first = lines[0];
  if (!first) return undefined;
  const currencyCode = (first.unitPrice ?? first.merchandise.price).currencyCode;
  const zero = { amount: '0.0', currencyCode };
  const empty: Cart = {
    id: '',
    checkoutUrl: '',
    totalQuantity: 0,
    attributes: [],
    discountCodes: [],
    buyerIdentity: { countryCode: null },
    cost: { subtotalAmount: zero, totalAmount: zero },
    lines: [],
  };
  return addLinesOptimistically(empty, lines);
}
