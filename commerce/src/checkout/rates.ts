import { percentageOfCents } from '../lib/money';
import { DOMESTIC_COUNTRY } from '../lib/regions';

/**
 * Shipping and sales tax: the shop's one rate table. The checkout page, its live estimates and
 * the order all read amounts from here.
 */

/** Domestic shipping is free at $50 or more (after discounts). */
const FREE_SHIPPING_THRESHOLD_CENTS = 5000;

interface ShippingRate {
  title: string;
  priceCents: number;
}

const FREE_SHIPPING: ShippingRate = { title: 'Free Shipping', priceCents: 0 };
const STANDARD_SHIPPING: ShippingRate = { title: 'Standard Shipping', priceCents: 595 };
const INTERNATIONAL_SHIPPING: ShippingRate = {
  title: 'International Shipping',
  priceCents: 1995,
};

/** Sales tax percentages by state. No sales tax in AK, DE, MT, NH and OR. */
const STATE_TAX_RATES: ReadonlyMap<string, number> = new Map([
  ['TX', 8.25],
  ['CA', 7.25],
  ['NY', 8.875],
  ['WA', 6.5],
  ['FL', 6],
  ['AK', 0],
  ['DE', 0],
  ['MT', 0],
  ['NH', 0],
  ['OR', 0],
]);
const DEFAULT_STATE_TAX_RATE = 5;

/** What of the cart decides its shipping rate. */
interface ShippedCart {
  discountedSubtotalCents: number;
  /** A subscription line ships the order free at home, whatever its total (the plans' promise). */
  hasSubscription: boolean;
}

export function shippingRateFor(countryCode: string, cart: ShippedCart): ShippingRate {
  if (countryCode !== DOMESTIC_COUNTRY) return INTERNATIONAL_SHIPPING;
  return cart.hasSubscription || cart.discountedSubtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS
    ? FREE_SHIPPING
    : STANDARD_SHIPPING;
}

/** Percentage of sales tax; orders shipped abroad carry none (duties are the buyer's). */
export function taxRateFor(countryCode: string, provinceCode: string): number {
  if (countryCode !== DOMESTIC_COUNTRY) return 0;
  return STATE_TAX_RATES.get(provinceCode) ?? DEFAULT_STATE_TAX_RATE;
}

interface Destination {
  countryCode: string;
  /** A US state code; ignored abroad. */
  provinceCode: string;
}

/**
 * What the buyer pays for a cart shipped to `destination`. Tax is charged on the discounted
 * subtotal, not on shipping, rounded half up to the cent.
 */
export function orderAmounts(
  subtotalCents: number,
  discountCents: number,
  destination: Destination,
  hasSubscription: boolean,
) {
  const discountedCents = subtotalCents - discountCents;
  const shipping = shippingRateFor(destination.countryCode, {
    discountedSubtotalCents: discountedCents,
    hasSubscription,
  });
  const taxRate = taxRateFor(destination.countryCode, destination.provinceCode);
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
