import { percentageOfCents } from '../lib/money';
import { DOMESTIC_COUNTRY } from '../lib/regions';

/**
 * Shipping and sales tax: the shop's one rate table. The checkout page, its live estimates and
 * the order all read amounts from here.
 */

/** Domestic shipping is free at $50 or more (after discounts). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;

/** Why an order ships free: a subscription line, or a domestic order over the threshold. */
export type FreeShippingReason = 'subscription' | 'threshold';

interface ShippingRate {
  title: string;
  priceCents: number;
  freeBecause: FreeShippingReason | null;
}

const freeShipping = (reason: FreeShippingReason): ShippingRate => ({
  title: 'Free Shipping',
  priceCents: 0,
  freeBecause: reason,
});
const STANDARD_SHIPPING: ShippingRate = {
  title: 'Standard Shipping',
  priceCents: 595,
  freeBecause: null,
};
const INTERNATIONAL_SHIPPING: ShippingRate = {
  title: 'International Shipping',
  priceCents: 1995,
  freeBecause: null,
};

/** Sales tax percentages by state, and the states with no sales tax. */
const STATE_TAX_RATES: ReadonlyMap<string, number> = new Map([
  ...Object.entries({ TX: 8.25, CA: 7.25, NY: 8.875, WA: 6.5, FL: 6 }),
  ...['AK', 'DE', 'MT', 'NH', 'OR'].map((state) => [state, 0] as const),
]);
const DEFAULT_STATE_TAX_RATE = 5;

/**
 * What the buyer pays for a cart shipped to `countryCode` (and, at home, the US state
 * `provinceCode`). A subscription line ships the order free at home, whatever its total (the
 * plans' promise). Tax is charged on the discounted subtotal, not on shipping, rounded half up to
 * the cent; orders shipped abroad carry none (duties are the buyer's).
 */
export function orderAmounts(
  subtotalCents: number,
  discountCents: number,
  { countryCode, provinceCode }: { countryCode: string; provinceCode: string },
  hasSubscription: boolean,
) {
  const discountedCents = subtotalCents - discountCents;
  const domestic = countryCode === DOMESTIC_COUNTRY;
  const homeShipping = hasSubscription
    ? freeShipping('subscription')
    : discountedCents >= FREE_SHIPPING_THRESHOLD_CENTS
      ? freeShipping('threshold')
      : STANDARD_SHIPPING;
  const shipping = domestic ? homeShipping : INTERNATIONAL_SHIPPING;
  const taxRate = domestic ? (STATE_TAX_RATES.get(provinceCode) ?? DEFAULT_STATE_TAX_RATE) : 0;
  const taxCents = percentageOfCents(discountedCents, taxRate);
  return {
    subtotalCents,
    discountCents,
    shipping,
    taxRate,
    taxCents,
    totalCents: discountedCents + shipping.priceCents + taxCents,
  };
}

export type OrderAmounts = ReturnType<typeof orderAmounts>;
