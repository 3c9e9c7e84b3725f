/**
 * The shop's business constants: commerce, shipping, returns, legal and support.
 *
 * This is the one place these numbers live. Page copy, banners and product-page labels build
 * their sentences from these values, so a policy change is a one-line edit here.
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

// --- Company and contact -------------------------------------------------------------------

export const COMPANY_NAME = 'Clearwell';
/** US state where the company is based, whose law governs its terms and privacy policy. */
export const COMPANY_STATE = 'Texas';
/** Reserved `.example` domain until the shop owner supplies the real mailbox. */
export const SUPPORT_EMAIL = 'support@clearwell.example';
/** A number in the 555-01xx range reserved for fiction; replace with the real line. */
export const SUPPORT_PHONE_DISPLAY = '(512) 555-0143';
/** The same number in E.164 form, for `tel:` links. */
export const SUPPORT_PHONE_E164 = '+15125550143';
/** The shop's exact wording; shown verbatim on /contact and in the legal texts. */
export const SUPPORT_HOURS = '9AM-5PM PST Mon-Fri';
export const SUPPORT_REPLY_BUSINESS_DAYS: NumberRange = { min: 1, max: 3 };

// --- Shipping ------------------------------------------------------------------------------

export const CURRENCY_CODE = 'USD';
/** Domestic orders at or above this subtotal ship free. */
export const FREE_SHIPPING_THRESHOLD_USD = 50;
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

export const DEFAULT_SUBSCRIPTION_FREQUENCY: SubscriptionFrequency['value'] = 'monthly';
/** Cancel (or change) at least this many business days before the next delivery. */
export const SUBSCRIPTION_CANCEL_NOTICE_BUSINESS_DAYS = 3;
/** What a subscription includes, as listed under the Delivery Frequency select, in order. */
export const SUBSCRIPTION_PERKS: readonly string[] = [
  'Cancel anytime',
  'Free shipping on all orders',
  'Modify frequency anytime',
  'Priority customer support',
];

// --- Returns and refunds -------------------------------------------------------------------

/** Returned items must be shipped back within this many days of the customer receiving them. */
export const RETURN_SHIP_WITHIN_DAYS = 14;
/** Time to process a return once it reaches us. */
export const RETURN_PROCESSING_BUSINESS_DAYS: NumberRange = { min: 7, max: 10 };
/** A processed refund can take up to this long to show on the customer's statement. */
export const REFUND_REFLECTION_MAX_BUSINESS_DAYS = 10;
/** Defective or damaged items must be reported within this many days of delivery. */
export const DEFECTIVE_REPORT_WITHIN_DAYS = 2;
/** ...and shipped back within this many days of the prepaid label being issued. */
export const DEFECTIVE_SHIP_BACK_WITHIN_DAYS = 7;
export const SALE_ITEMS_ARE_FINAL = true;
export const PRICE_ADJUSTMENTS_OFFERED = false;

// --- Legal ---------------------------------------------------------------------------------

/** Days after first accepting the terms in which a customer may opt out of arbitration. */
export const ARBITRATION_OPT_OUT_DAYS = 30;
/** Upper bound on recurring SMS marketing messages. */
export const SMS_MAX_MESSAGES_PER_MONTH = 5;
