import { fromCents, toCents } from '../money';
import { SUBSCRIPTION_FREQUENCIES } from '../policies';
import { isPastNotice } from './notice';

/**
 * A subscription (the platform's subscription contract) as the storefront shows it, whichever
 * sign-in family the customer came through, and the rules read from it: its frequency, its
 * saving, its next delivery and what each change does. Shared by the server (which maps the
 * platform's answers to it) and the screens. Pure: no React, no requests.
 */

export type SubscriptionStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'EXPIRED' | 'FAILED' | 'STALE';

/** An amount in the platform's MoneyV2 shape. */
export interface Price {
  amount: string;
  currencyCode: string;
}

/** How often deliveries come: every `count` `unit`s. */
export interface SubscriptionInterval {
  unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  count: number;
}

export interface SubscriptionLine {
  title: string;
  variantTitle: string | null;
  quantity: number;
  /** What one item costs on each delivery now. */
  price: Price;
  /** What one item costs bought once today; null when the shop no longer sells it. */
  regularPrice: Price | null;
  image: { url: string; altText: string | null } | null;
  /** The product's handle, for a link to its page; null when it is not in the online store. */
  productHandle: string | null;
}

/** A delivery to come: one billing cycle of the contract. */
export interface SubscriptionDelivery {
  cycleIndex: number;
  /** When it is charged and sent (ISO 8601). */
  date: string;
  skipped: boolean;
}

/** An order the subscription placed: the first purchase or a renewal. */
export interface SubscriptionOrder {
  /** The numeric part of the order's gid, as /account/order/{id} carries it. */
  id: string;
  name: string;
  processedAt: string;
}

export interface Subscription {
  /** The numeric part of the contract's gid: what /account/subscriptions/{id} carries. */
  id: string;
  status: SubscriptionStatus;
  createdAt: string;
  /**
   * When the platform next charges and sends a delivery (ISO 8601); null when nothing is due. A
   * paused or cancelled contract keeps one when the change came too late for the delivery
   * already being prepared: that delivery is still charged and sent on this date.
   */
  nextBillingDate: string | null;
  interval: SubscriptionInterval;
  lines: SubscriptionLine[];
  deliveryPrice: Price;
  /** The next billing cycles, soonest first, skipped ones included. */
  upcoming: SubscriptionDelivery[];
  /** Its orders, newest first. */
  orders: SubscriptionOrder[];
}

/** What a shopper can do to a subscription. Skipping names the cycle, as the platform does. */
export type SubscriptionChange =
  { action: 'skip' | 'unskip'; cycleIndex: number } | { action: 'pause' | 'resume' | 'cancel' };

export type SubscriptionAction = SubscriptionChange['action'];

// --- Ids ------------------------------------------------------------------------------------

const CONTRACT_GID = /^gid:\/\/shopify\/SubscriptionContract\/(\d+)(?:\?.*)?$/;

/** `gid://shopify/SubscriptionContract/12` → `12`; null for anything else. */
export function subscriptionNumericId(gid: string): string | null {
  return CONTRACT_GID.exec(gid)?.[1] ?? null;
}

/** The URL parameter back to a gid, or null when it is not a plain positive number. */
export function subscriptionGid(numericId: string): string | null {
  return /^[1-9]\d{0,18}$/.test(numericId)
    ? `gid://shopify/SubscriptionContract/${numericId}`
    : null;
}

// --- What it is -----------------------------------------------------------------------------

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Ended',
  FAILED: 'Payment failed',
  STALE: 'Ended',
};

export const statusLabel = (status: SubscriptionStatus) => STATUS_LABELS[status];

/** Active or paused: a contract the shopper can still change. Any other status has ended. */
export const isOngoing = (subscription: Pick<Subscription, 'status'>) =>
  subscription.status === 'ACTIVE' || subscription.status === 'PAUSED';

const UNIT_WORDS: Record<SubscriptionInterval['unit'], string> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

/**
 * How often it comes, as a phrase for sentences: "every month", "every 2 months". The shop's
 * own frequencies use the words of its product page and terms.
 */
export function deliveryPhrase({ unit, count }: SubscriptionInterval): string {
  const known =
    unit === 'MONTH' && SUBSCRIPTION_FREQUENCIES.find((entry) => entry.intervalMonths === count);
  if (known) return known.phrase;
  const word = UNIT_WORDS[unit];
  return count === 1 ? `every ${word}` : `every ${count} ${word}s`;
}

/** The phrase as a label: "Every 2 months". */
export function frequencyLabel(interval: SubscriptionInterval): string {
  const phrase = deliveryPhrase(interval);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** The product names of the lines, for headings and names: "Bath Powder" or "A and B". */
export function subscriptionTitle({ lines }: Pick<Subscription, 'lines'>): string {
  const titles = lines.map((line) => line.title);
  if (titles.length <= 1) return titles[0] ?? 'Subscription';
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** What the products of one delivery cost now (shipping aside). */
export function pricePerDelivery(
  subscription: Pick<Subscription, 'lines' | 'deliveryPrice'>,
): Price {
  const cents = sum(subscription.lines.map((line) => toCents(line.price.amount) * line.quantity));
  const currencyCode =
    subscription.lines[0]?.price.currencyCode ?? subscription.deliveryPrice.currencyCode;
  return { amount: fromCents(cents), currencyCode };
}

/**
 * What each delivery saves against buying the same items once today, and that as a whole
 * percentage; null when nothing is saved or a line's one-time price is unknown.
 */
export function savingPerDelivery(
  lines: readonly SubscriptionLine[],
): { amount: Price; percent: number } | null {
  if (lines.length === 0 || lines.some((line) => !line.regularPrice)) return null;
  const regular = sum(lines.map((line) => toCents(line.regularPrice!.amount) * line.quantity));
  const now = sum(lines.map((line) => toCents(line.price.amount) * line.quantity));
  const saved = regular - now;
  if (saved <= 0 || regular <= 0) return null;
  return {
    amount: { amount: fromCents(saved), currencyCode: lines[0]!.price.currencyCode },
    percent: Math.round((saved / regular) * 100),
  };
}

/** The delivery the platform charges and sends next; `cycleIndex` null when it is not listed. */
export type NextDelivery = Omit<SubscriptionDelivery, 'cycleIndex'> & { cycleIndex: number | null };

const sameTime = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

/**
 * The next delivery that will be charged and sent, whatever the status: the one on the
 * platform's `nextBillingDate` (a paused or cancelled contract's is the delivery that was
 * already being prepared). Null when nothing is due.
 */
export function nextDelivery(
  subscription: Pick<Subscription, 'nextBillingDate' | 'upcoming'>,
): NextDelivery | null {
  const date = subscription.nextBillingDate;
  if (!date) return null;
  return (
    subscription.upcoming.find(
      (delivery) => !delivery.skipped && sameTime(delivery.date, date),
    ) ?? {
      cycleIndex: null,
      date,
      skipped: false,
    }
  );
}

/**
 * An active subscription's next delivery when it is already too close to change: it is being
 * prepared, so pausing or cancelling now still lets it be charged and sent, and skipping reaches
 * only the delivery after it. Null when there is none or it can still change.
 */
export function deliveryPastNotice(subscription: Subscription, now: Date): NextDelivery | null {
  if (subscription.status !== 'ACTIVE') return null;
  const next = nextDelivery(subscription);
  return next && isPastNotice(next.date, now) ? next : null;
}

/**
 * The delivery that pausing or cancelling now would still let be charged and sent: an active
 * subscription's next one past the notice, or the one a paused subscription still has coming.
 */
export function deliveryStillSent(subscription: Subscription, now: Date): NextDelivery | null {
  return subscription.status === 'ACTIVE'
    ? deliveryPastNotice(subscription, now)
    : nextDelivery(subscription);
}

/**
 * The delivery "Skip next delivery" skips: the next one still far enough away for a change to
 * reach it (an earlier one past the notice is sent as usual); null when there is none.
 */
export function skippableDelivery(
  subscription: Subscription,
  now: Date,
): SubscriptionDelivery | null {
  if (subscription.status !== 'ACTIVE') return null;
  return (
    subscription.upcoming.find(
      (delivery) => !delivery.skipped && !isPastNotice(delivery.date, now),
    ) ?? null
  );
}

/** An active subscription's next billing date: its first upcoming delivery not skipped. */
const firstDueDate = (upcoming: readonly SubscriptionDelivery[]) =>
  upcoming.find((delivery) => !delivery.skipped)?.date ?? null;

/**
 * The subscription as it will be once `change` is made: what the page shows at once, before the
 * platform confirms (and rolls back to if it refuses). A pause or cancel is shown as stopping
 * everything; only the platform knows whether a delivery was already being prepared, and its
 * answer (with that delivery's date) replaces this one.
 */
export function withChange(subscription: Subscription, change: SubscriptionChange): Subscription {
  switch (change.action) {
    case 'skip':
    case 'unskip': {
      const upcoming = subscription.upcoming.map((delivery) =>
        delivery.cycleIndex === change.cycleIndex
          ? { ...delivery, skipped: change.action === 'skip' }
          : delivery,
      );
      return { ...subscription, upcoming, nextBillingDate: firstDueDate(upcoming) };
    }
    case 'pause':
      return { ...subscription, status: 'PAUSED', nextBillingDate: null };
    case 'resume':
      return {
        ...subscription,
        status: 'ACTIVE',
        nextBillingDate: firstDueDate(subscription.upcoming),
      };
    case 'cancel':
      return { ...subscription, status: 'CANCELLED', nextBillingDate: null, upcoming: [] };
  }
}
