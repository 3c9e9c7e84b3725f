import type { CommerceDatabase } from '../db/connection';
import { timestamp } from '../db/rows';
import type {
  SubscriptionContractRecord,
  SubscriptionRepository,
} from '../db/subscription-repository';
import type { Outbox } from '../outbox/outbox';
import {
  CHANGE_NOTICE_BUSINESS_DAYS,
  cycleIndexAt,
  formatScheduleDate,
  isTooLateToChange,
} from './billing-schedule';
import { sendCancellationEmail } from './cancellation-email';
import {
  billingCycle,
  firstUpcomingIndex,
  isTerminated,
  nextCycleToBill,
  nextScheduledCycle,
  requireContract,
  scheduleOf,
  tooLateFor,
  UPCOMING_CYCLE_LIMIT,
  type BillingCycle,
} from './contracts';

/**
 * The changes a customer (through the Customer Account API) or the shop (through the Admin API)
 * makes to a contract, with the shop's stated terms:
 * - a cancelled or expired contract is over: it cannot be paused, resumed, cancelled again or
 *   have its deliveries skipped;
 * - pausing a paused contract or resuming an active one changes nothing and is no error, as is
 *   skipping a skipped cycle or restoring one that was not skipped;
 * - pausing and cancelling are always accepted, at once. Less than CHANGE_NOTICE_BUSINESS_DAYS
 *   business days before an active contract's next delivery, that delivery is already being
 *   prepared: it stays due (billed and sent as normal), and nothing is billed after it (cancelled)
 *   or until the contract is resumed (paused). Resuming is always accepted;
 * - a delivery cannot be skipped or restored less than CHANGE_NOTICE_BUSINESS_DAYS business days
 *   before it (a change then would take effect from the delivery after), nor one already being
 *   prepared;
 * - every cancellation is confirmed by email to the contract's address.
 * Each API turns a refusal into its own user error codes.
 */

export interface ContractStores {
  db: CommerceDatabase;
  subscriptions: SubscriptionRepository;
}

/** What a status change needs besides the contracts: where the cancellation email goes. */
export interface StatusChangeStores extends ContractStores {
  outbox: Outbox;
  /** The shop that signs the cancellation email. */
  shopName: string;
}

/** Why a change was refused; `field` names the input at fault, relative to the mutation's. */
export interface ChangeRefusal {
  reason: 'terminated' | 'tooLate' | 'invalid';
  field: string[] | null;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & ChangeRefusal);

const refuse = (
  reason: ChangeRefusal['reason'],
  message: string,
  field: string[] | null = null,
): { ok: false } & ChangeRefusal => ({ ok: false, reason, field, message });

const tooLate = (action: 'skip' | 'restore', cycle: BillingCycle) =>
  refuse(
    'tooLate',
    `It's too late to ${action} the delivery on ${formatScheduleDate(cycle.billingAt)}: ` +
      `changes must be made at least ${CHANGE_NOTICE_BUSINESS_DAYS} business days before a ` +
      'delivery, so a change made now takes effect from the delivery after.',
  );

const over = (contract: SubscriptionContractRecord, cannot: string) =>
  refuse(
    'terminated',
    `This subscription ${contract.status === 'EXPIRED' ? 'has ended' : 'was cancelled'}, so ${cannot}.`,
  );

export type StatusAction = 'pause' | 'activate' | 'cancel';

const TARGET_STATUS = { pause: 'PAUSED', activate: 'ACTIVE', cancel: 'CANCELLED' } as const;

const CANNOT = {
  pause: 'it can no longer be paused',
  activate: 'it can no longer be resumed',
  cancel: 'there is nothing left to cancel',
} as const;

/**
 * Pauses, resumes (activates) or cancels a contract, in one transaction; a cancellation sends
 * its confirmation email in the same transaction. The contract answered shows what comes next:
 * after a late pause or cancel, its nextBillingDate is the delivery already being prepared.
 */
export function changeStatus(
  { db, subscriptions, outbox, shopName }: StatusChangeStores,
  contractId: number,
  action: StatusAction,
  now = new Date(),
): Outcome<SubscriptionContractRecord> {
  return db
    .transaction((): Outcome<SubscriptionContractRecord> => {
      const contract = requireContract(subscriptions, contractId);
      if (isTerminated(contract.status)) return over(contract, CANNOT[action]);
      const status = TARGET_STATUS[action];
      if (contract.status === status) return { ok: true, value: contract };
      const at = timestamp(now);
      if (action !== 'activate' && contract.status === 'ACTIVE') {
        // Too late to stop the next delivery: it is already being prepared, so it stays due.
        const next = nextCycleToBill(contract, subscriptions.cyclesOf(contract.id), now);
        if (next && isTooLateToChange(next.billingAt, now)) {
          subscriptions.markCommitted(contract.id, next.index, at);
        }
      }
      const changed = subscriptions.update(contract.id, { status }, at);
      if (action === 'cancel') {
        sendCancellationEmail(outbox, {
          contract: changed,
          lines: subscriptions.linesOf(changed.id),
          cancelledAt: now,
          lastDelivery: nextCycleToBill(changed, subscriptions.cyclesOf(changed.id), now),
          shopName,
        });
      }
      return { ok: true, value: changed };
    })
    .immediate();
}

/** Shopify's SubscriptionBillingCycleSelector: a cycle by its index or by a date within it. */
export interface CycleSelector {
  index?: number | null;
  date?: string | null;
}

/**
 * The index of the cycle a selector names, or why it names none. `field` is the selector's path
 * in the mutation's input.
 */
export function selectedCycleIndex(
  contract: SubscriptionContractRecord,
  selector: CycleSelector,
  field: string[],
): Outcome<number> {
  const hasIndex = selector.index !== null && selector.index !== undefined;
  const hasDate = selector.date !== null && selector.date !== undefined;
  if (hasIndex === hasDate) {
    return refuse('invalid', 'Select a billing cycle by either its index or its date.', field);
  }
  if (hasIndex) {
    const index = selector.index as number;
    return index >= 1
      ? { ok: true, value: index }
      : refuse('invalid', 'Billing cycle indexes start at 1.', [...field, 'index']);
  }
  const date = new Date(selector.date as string);
  if (Number.isNaN(date.getTime())) {
    return refuse('invalid', 'The date is not a date and time.', [...field, 'date']);
  }
  const index = cycleIndexAt(scheduleOf(contract), date);
  return index >= 1
    ? { ok: true, value: index }
    : refuse('invalid', 'No billing cycle starts on or before that date.', [...field, 'date']);
}

/**
 * Skips a billing cycle, or restores a skipped one (`skipped` false), in one transaction. Only
 * a cycle still to come (up to UPCOMING_CYCLE_LIMIT ahead) and not billed can change.
 */
export function setCycleSkipped(
  { db, subscriptions }: ContractStores,
  contractId: number,
  selector: CycleSelector,
  skipped: boolean,
  now = new Date(),
): Outcome<BillingCycle> {
  const selectorField = ['billingCycleInput', 'selector'];
  return db
    .transaction((): Outcome<BillingCycle> => {
      const contract = requireContract(subscriptions, contractId);
      if (isTerminated(contract.status)) {
        return over(
          contract,
          `its deliveries can no longer be ${skipped ? 'skipped' : 'restored'}`,
        );
      }
      const selected = selectedCycleIndex(contract, selector, selectorField);
      if (!selected.ok) return selected;
      const first = firstUpcomingIndex(contract, now);
      if (selected.value < first || selected.value >= first + UPCOMING_CYCLE_LIMIT) {
        return refuse(
          'invalid',
          `Billing cycle ${selected.value} is not one of the next ${UPCOMING_CYCLE_LIMIT} billing cycles.`,
          selectorField,
        );
      }
      const cycles = subscriptions.cyclesOf(contract.id);
      const cycle = billingCycle(contract, cycles, selected.value);
      if (cycle.orderId !== null) {
        return refuse(
          'invalid',
          `Billing cycle ${cycle.index} has already been billed.`,
          selectorField,
        );
      }
      if (cycle.skipped === skipped) return { ok: true, value: cycle };
      if (tooLateFor(cycle, now)) return tooLate(skipped ? 'skip' : 'restore', cycle);
      subscriptions.setSkipped(contract.id, cycle.index, skipped, timestamp(now));
      const updated = subscriptions.findById(contract.id) as SubscriptionContractRecord;
      return { ok: true, value: { ...cycle, contract: updated, skipped } };
    })
    .immediate();
}

/**
 * Moves the next billing date (the Admin API's subscriptionContractSetNextBillingDate): the next
 * cycle to bill bills at `date`, and the cycles after it follow on from there.
 */
export function setNextBillingDate(
  { db, subscriptions }: ContractStores,
  contractId: number,
  date: Date,
  now = new Date(),
): Outcome<SubscriptionContractRecord> {
  return db
    .transaction((): Outcome<SubscriptionContractRecord> => {
      const contract = requireContract(subscriptions, contractId);
      if (isTerminated(contract.status)) return over(contract, 'it no longer bills');
      if (Number.isNaN(date.getTime()) || date <= now) {
        return refuse('invalid', 'The next billing date must be in the future.', ['date']);
      }
      // A paused contract's schedule moves too, for when it is resumed.
      const next = nextScheduledCycle(contract, subscriptions.cyclesOf(contract.id), now);
      if (!next) return refuse('invalid', 'This subscription has no billing cycle to move.');
      const value = subscriptions.update(
        contract.id,
        { anchorAt: timestamp(date), anchorCycleIndex: next.index },
        timestamp(now),
      );
      return { ok: true, value };
    })
    .immediate();
}
