/**
 * The shop's business constants that the storefront's logic and fixed labels use: shipping,
 * discounts and subscriptions. This is the one place these numbers live. The shop's own texts
 * (pages, policies, contact details, the sentences pages share) are the platform's, where the
 * owner edits them.
 */

// --- Shipping ------------------------------------------------------------------------------

export const CURRENCY_CODE = 'USD';
/** Domestic orders at or above this subtotal (after discounts) ship free. */
export const FREE_SHIPPING_THRESHOLD_USD = 50;
/** Where "domestic" is: free shipping, at the threshold or with a subscription, is for here. */
export const DOMESTIC_COUNTRY_CODE = 'US';

// --- Discounts and subscriptions -----------------------------------------------------------

/** The mailing-list sign-up promise: this much off the first purchase. */
export const NEWSLETTER_DISCOUNT_PERCENT = 15;
/** Subscribe & save: this much off every subscription delivery. */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 15;

export interface SubscriptionFrequency {
  /** The selling-plan option value used by the commerce platform. */
  readonly value: 'monthly' | 'bimonthly' | 'quarterly';
  /** Lower-case phrase for sentences: "delivered every 2 months". */
  readonly phrase: string;
  readonly intervalMonths: number;
}

export const SUBSCRIPTION_FREQUENCIES: readonly SubscriptionFrequency[] = [
  { value: 'monthly', phrase: 'every month', intervalMonths: 1 },
  { value: 'bimonthly', phrase: 'every 2 months', intervalMonths: 2 },
  { value: 'quarterly', phrase: 'every 3 months', intervalMonths: 3 },
];

/**
 * A change to a subscription (skip, pause, cancel) reaches a delivery only when made at least
 * this many business days (Monday to Friday) before it; the platform refuses later ones.
 */
export const SUBSCRIPTION_CHANGE_NOTICE_BUSINESS_DAYS = 3;

export const DEFAULT_SUBSCRIPTION_FREQUENCY: SubscriptionFrequency['value'] = 'monthly';
