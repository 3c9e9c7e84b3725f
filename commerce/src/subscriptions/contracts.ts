import { orderPriceCents } from '../catalogue/plan-prices';
import type { OrderRecord, PriceAdjustment } from '../db/records';
import { timestamp } from '../db/rows';
import type {
  BillingCycleRecord,
  SubscriptionContractRecord,
  SubscriptionLineRecord,
  SubscriptionRepository,
  SubscriptionStatus,
} from '../db/subscription-repository';
import { MAX_PAGE_SIZE } from '../graphql/connections';
import { percentageOfCents } from '../lib/money';
import {
  cycleBillingDate,
  cycleIndexAt,
  isTooLateToChange,
  type BillingSchedule,
} from './billing-schedule';

/** What a contract is at a given time: its billing cycles, next billing date and prices. */

/** How many cycles ahead a contract lists, skips and bills (Shopify's page size). */
export const UPCOMING_CYCLE_LIMIT = MAX_PAGE_SIZE;

/** Cancelled and expired contracts are over: nothing about them changes any more. */
export const isTerminated = (status: SubscriptionStatus) =>
  status === 'CANCELLED' || status === 'EXPIRED';

export const scheduleOf = (contract: SubscriptionContractRecord): BillingSchedule => ({
  policy: contract.billingPolicy,
  anchorAt: new Date(contract.anchorAt),
  anchorCycleIndex: contract.anchorCycleIndex,
});

/**
 * A contract its caller has already found, read again inside the change's transaction: gone by
 * then is a bug, not a client's mistake.
 */
export function requireContract(
  subscriptions: SubscriptionRepository,
  contractId: number,
): SubscriptionContractRecord {
  const contract = subscriptions.findById(contractId);
  if (!contract) throw new Error(`Subscription contract ${contractId} does not exist`);
  return contract;
}

/** One billing cycle of a contract: its dates and what happened to it. */
export interface BillingCycle {
  contract: SubscriptionContractRecord;
  index: number;
  /** When it bills (Shopify's billingAttemptExpectedDate and cycleStartAt). */
  billingAt: Date;
  /** When the next cycle bills. */
  endAt: Date;
  skipped: boolean;
  /**
   * Already being prepared when the contract was paused or cancelled (less than
   * CHANGE_NOTICE_BUSINESS_DAYS business days before it): it is still billed and sent.
   */
  committed: boolean;
  /** The renewal order, once billed. */
  orderId: number | null;
}

export function billingCycle(
  contract: SubscriptionContractRecord,
  cycles: ReadonlyMap<number, BillingCycleRecord>,
  index: number,
): BillingCycle {
  const schedule = scheduleOf(contract);
  const record = cycles.get(index);
  return {
    contract,
    index,
    billingAt: cycleBillingDate(schedule, index),
    endAt: cycleBillingDate(schedule, index + 1),
    skipped: record?.skipped ?? false,
    committed: record?.committed ?? false,
    orderId: record?.orderId ?? null,
  };
}

/**
 * The first cycle still to come at `now`: the one under way (if it is a renewal) or the next,
 * and never one before a moved next billing date (the anchor's cycle).
 */
export const firstUpcomingIndex = (contract: SubscriptionContractRecord, now: Date) =>
  Math.max(1, contract.anchorCycleIndex, cycleIndexAt(scheduleOf(contract), now));

/**
 * The cycles of the schedule not yet billed at `now`, skipped ones included, from the one under
 * way: a cycle that ended (the next one began) without a billing attempt is over, as on Shopify,
 * where only a billing attempt places an order. Whatever the contract's status.
 */
function scheduledCycles(
  contract: SubscriptionContractRecord,
  cycles: ReadonlyMap<number, BillingCycleRecord>,
  now: Date,
): BillingCycle[] {
  const upcoming: BillingCycle[] = [];
  const first = firstUpcomingIndex(contract, now);
  for (let index = first; index < first + UPCOMING_CYCLE_LIMIT; index += 1) {
    const cycle = billingCycle(contract, cycles, index);
    if (cycle.orderId === null) upcoming.push(cycle);
  }
  return upcoming;
}

/**
 * The contract's upcoming billing cycles at `now`: the schedule still to bill, skipped cycles
 * included (a paused contract resumes on it). A cancelled or expired contract has only the
 * delivery that was already being prepared when it was cancelled, until it is billed.
 */
export function upcomingCycles(
  contract: SubscriptionContractRecord,
  cycles: ReadonlyMap<number, BillingCycleRecord>,
  now: Date,
): BillingCycle[] {
  const scheduled = scheduledCycles(contract, cycles, now);
  return isTerminated(contract.status) ? scheduled.filter((cycle) => cycle.committed) : scheduled;
}

/**
 * The cycle the next billing attempt bills: for an active contract, the first upcoming one not
 * skipped; for a paused or cancelled one, the delivery that was already being prepared when it
 * was paused or cancelled, if it is still to bill. Null when nothing is due.
 */
export function nextCycleToBill(
  contract: SubscriptionContractRecord,
  cycles: ReadonlyMap<number, BillingCycleRecord>,
  now: Date,
): BillingCycle | null {
  const due = scheduledCycles(contract, cycles, now).filter((cycle) => !cycle.skipped);
  return (contract.status === 'ACTIVE' ? due[0] : due.find((cycle) => cycle.committed)) ?? null;
}

/** The next cycle of the schedule not skipped, whatever the contract's status. */
export const nextScheduledCycle = (
  contract: SubscriptionContractRecord,
  cycles: ReadonlyMap<number, BillingCycleRecord>,
  now: Date,
): BillingCycle | null =>
  scheduledCycles(contract, cycles, now).find((cycle) => !cycle.skipped) ?? null;

/**
 * Whether it is too late at `now` to skip or restore the cycle: its delivery is already being
 * prepared (committed), or it is an active contract's and less than CHANGE_NOTICE_BUSINESS_DAYS
 * business days away. A paused contract's other deliveries are not being prepared.
 */
export const tooLateFor = (cycle: BillingCycle, now: Date) =>
  cycle.committed ||
  (cycle.contract.status === 'ACTIVE' && isTooLateToChange(cycle.billingAt, now));

/** The orders a contract has placed so far: its origin order and each billed cycle's. */
export function contractOrderIds(
  contract: SubscriptionContractRecord,
  cycles: ReadonlyMap<number, BillingCycleRecord>,
): number[] {
  const renewals = [...cycles.values()].flatMap((cycle) =>
    cycle.orderId === null ? [] : [cycle.orderId],
  );
  return [contract.originOrderId, ...renewals.sort((a, b) => a - b)];
}

/** A line priced for one order. */
export interface PricedLine {
  line: SubscriptionLineRecord;
  contract: SubscriptionContractRecord;
  unitPriceCents: number;
  currencyCode: string;
}

/**
 * What the contract's next order costs: its lines as priced (currentLines), the contract's
 * delivery price, and sales tax on the subtotal at the origin order's rate (its delivery
 * address's, from the shop's rate table at purchase).
 */
export function renewalQuote(
  contract: SubscriptionContractRecord,
  lines: PricedLine[],
  origin: Pick<OrderRecord, 'taxRate'>,
) {
  const subtotalCents = lines.reduce(
    (sum, { line, unitPriceCents }) => sum + unitPriceCents * line.quantity,
    0,
  );
  const taxCents = percentageOfCents(subtotalCents, origin.taxRate);
  return {
    lines,
    subtotalCents,
    shipping: { title: contract.deliveryTitle, priceCents: contract.deliveryPriceCents },
    taxRate: origin.taxRate,
    taxCents,
    totalCents: subtotalCents + contract.deliveryPriceCents + taxCents,
  };
}

/** The lines of a new contract priced for its second order, for the delivery price. */
export function firstRenewalSubtotalCents(
  lines: { basePriceCents: number; priceAdjustments: PriceAdjustment[]; quantity: number }[],
): number {
  return lines.reduce(
    (sum, line) => sum + orderPriceCents(line.basePriceCents, line, 2) * line.quantity,
    0,
  );
}

/** The lines at the price of the contract's next order (Shopify's currentPrice). */
export function currentLines(
  contract: SubscriptionContractRecord,
  lines: SubscriptionLineRecord[],
  cycles: ReadonlyMap<number, BillingCycleRecord>,
): PricedLine[] {
  const nextOrderNumber = contractOrderIds(contract, cycles).length + 1;
  return lines.map((line) => ({
    line,
    contract,
    unitPriceCents: orderPriceCents(line.basePriceCents, line, nextOrderNumber),
    currencyCode: contract.currencyCode,
  }));
}

/** The contract's lines as stored, at the price of its next order. */
export const pricedLinesOf = (
  contract: SubscriptionContractRecord,
  { subscriptions }: { subscriptions: SubscriptionRepository },
) =>
  currentLines(contract, subscriptions.linesOf(contract.id), subscriptions.cyclesOf(contract.id));

/**
 * When the contract bills next (an ISO timestamp): the cycle nextCycleToBill names. Null when
 * nothing is due: cancelled, or paused, with no delivery already being prepared.
 */
export function nextBillingDate(
  contract: SubscriptionContractRecord,
  cycles: ReadonlyMap<number, BillingCycleRecord>,
  now: Date,
): string | null {
  const next = nextCycleToBill(contract, cycles, now);
  return next && timestamp(next.billingAt);
}
