/**
 * The shop's business constants that the storefront's logic and fixed labels use: shipping,
 * discounts and subscriptions. This is the one place these numbers live. The shop's own texts
 * (pages, policies, contact details) are the platform's, where the owner edits them.
 */

/** An inclusive range of whole numbers, e.g. "1-2 business days". */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/** Formats a range the way the shop's texts write it: "1-2" (or just "2" when min and max agree). */
export function formatRange({ min, max }: NumberRange): string {
  return min === max ? `${min}` : `${min}-${max}`;
}

// --- Shipping ------------------------------------------------------------------------------

export const CURRENCY_CODE = 'USD';
/** Domestic orders at or above this subtotal (after discounts) ship free. */
export const FREE_SHIPPING_THRESHOLD_USD = 50;
/** Where "domestic" is: free shipping, at the threshold or with a subscription, is for here. */
export const DOMESTIC_COUNTRY_CODE = 'US';
/** Orders leave the warehouse within this many business days. */
export const SHIPS_WITHIN_BUSINESS_DAYS: NumberRange = { min: 1, max: 2 };
/** A tracking number starts showing carrier scans within this many hours of shipping. */
export const TRACKING_ACTIVE_WITHIN_HOURS = 48;

// --- Discounts and subscriptions -----------------------------------------------------------

/** The mailing-list sign-up promise: this much off the first purchase. */
export const NEWSLETTER_DISCOUNT_PERCENT = 15;
/** Subscribe & save: this much off every subscription delivery. */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 15;

export interface SubscriptionFrequency {
  /** The selling-plan option value used by the commerce platform. */
  readonly value: 'monthly' | 'bimonthly' | 'quarterly';
  /** The label shown in the Delivery Frequency select */
  readonly label: string;
  /** Lower-case phrase for sentences: "delivered every 2 months". */
  readonly phrase: string;
  readonly intervalMonths: number;
}

export const SUBSCRIPTION_FREQUENCIES: readonly SubscriptionFrequency[] = [
  { value: 'monthly', label: 'Monthly Subscription', phrase: 'every month', intervalMonths: 1 },
  { value: 'bimonthly', label: 'Every 2 Months', phrase: 'every 2 months', intervalMonths: 2 },
  { value: 'quarterly', label: 'Every 3 Months', phrase: 'every 3 months', intervalMonths: 3 },
];

/**
 * A change to a subscription (skip, pause, cancel) reaches a delivery only when made at least
 * this many business days (Monday to Friday) before it; the platform refuses later ones.
 */
export const SUBSCRIPTION_CHANGE_NOTICE_BUSINESS_DAYS = 3;

export const DEFAULT_SUBSCRIPTION_FREQUENCY: SubscriptionFrequency['value'] = 'monthly';
/** What a subscription includes, as listed under the Delivery Frequency select, in order. */
export const SUBSCRIPTION_PERKS: readonly string[] = [
  'Cancel anytime',
  'Free shipping on all orders',
  'Modify frequency anytime',
  'Priority customer support',
];
