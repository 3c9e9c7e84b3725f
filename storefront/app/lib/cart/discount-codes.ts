import type { CartWarning } from '../shopify';
import type { CartWarningCode } from '../shopify/generated/storefront-api.generated';
import type { Cart, CartDiscountCode } from './types';

/**
 * Why a discount code does not apply. The platform says so in the warnings of a cart mutation
 * (CartWarning, one per code, its message naming the code); the cart itself only says
 * `applicable: false`. The reasons are kept on the cart's codes until a later answer changes
 * them.
 */

/** Codes match without regard to case or surrounding spaces, as on the platform. */
export const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether `message` names `code` as a word of its own ("FOO" is not named by "FOOD"). */
function mentions(message: string, code: string): boolean {
  const escaped = code.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^\\w-])${escaped}(?:$|[^\\w-])`, 'i').test(message);
}

/**
 * `cart` with the reason each code that does not apply was given: the discount warning naming
 * it, or the only discount warning when only one code does not apply. A code this answer does
 * not explain keeps the reason `previous` (the cart before the call) knew.
 */
export function withDiscountReasons(
  cart: Cart,
  warnings: readonly CartWarning[],
  previous: Cart | undefined,
): Cart {
  const discountWarnings = warnings.filter((warning) => warning.code.startsWith('DISCOUNT_'));
  const rejected = cart.discountCodes.filter((code) => !code.applicable);
  if (rejected.length === 0) return cart;

  function reasonOf(code: string): CartWarningCode | null {
    const named = discountWarnings.find((warning) => mentions(warning.message, code));
    if (named) return named.code;
    const [only] = discountWarnings;
    if (only && rejected.length === 1 && discountWarnings.length === 1) return only.code;
    const known = previous?.discountCodes.find(
      (entry) => !entry.applicable && sameCode(entry.code, code),
    );
    return known?.reason ?? null;
  }

  return {
    ...cart,
    discountCodes: cart.discountCodes.map((entry): CartDiscountCode =>
      entry.applicable ? entry : { ...entry, reason: reasonOf(entry.code) },
    ),
  };
}
