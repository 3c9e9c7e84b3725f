import type { CartWarningCode } from '../shopify/generated/storefront-api.generated';

/**
 * Why a discount code does not apply, in the shopper's words: the cart drawer's alone, so the
 * words load with it rather than with every page.
 */

/** What the shopper is told for each reason the platform gives. */
const REJECTION_TEXT: Partial<Record<CartWarningCode, string>> = {
  DISCOUNT_NOT_FOUND: 'Unknown code',
  // The shop's only code for some customers is the newsletter's first-order welcome.
  DISCOUNT_CUSTOMER_NOT_ELIGIBLE: 'This code only applies to a first order',
  DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED: 'You have already used this code',
  DISCOUNT_ELIGIBLE_CUSTOMER_MISSING: 'Sign in to use this code',
  DISCOUNT_CODE_NOT_HONOURED: 'Can’t be combined with the code already applied',
  DISCOUNT_NO_ENTITLED_LINE_ITEMS: 'No item in your cart qualifies',
  DISCOUNT_NO_ENTITLED_SHIPPING_LINES: 'Your shipping does not qualify',
  DISCOUNT_CURRENTLY_INACTIVE: 'This code is not active right now',
  DISCOUNT_USAGE_LIMIT_REACHED: 'This code is no longer available',
  DISCOUNT_PURCHASE_NOT_IN_RANGE: 'Your cart total does not qualify for this code',
  DISCOUNT_QUANTITY_NOT_IN_RANGE: 'The quantity in your cart does not qualify for this code',
  DISCOUNT_INCOMPATIBLE_PURCHASE_TYPE: 'Not valid for this kind of purchase',
};

/** Said when the reason is not known (the cart was read rather than changed). */
const UNKNOWN_REJECTION = 'Can’t be applied to this cart';

/** Why a code does not apply, in the shopper's words. */
export function discountRejectionText(reason: CartWarningCode | null | undefined): string {
  return (reason && REJECTION_TEXT[reason]) || UNKNOWN_REJECTION;
}
