import type { OrderRepository } from '../db/order-repository';
import type { OrderRecord } from '../db/records';
import { timestamp } from '../db/rows';
import type {
  BillingAttemptRecord,
  SubscriptionContractRecord,
} from '../db/subscription-repository';
import { selectedCycleIndex, type ContractStores, type CycleSelector } from './contract-changes';
import {
  billingCycle,
  firstUpcomingIndex,
  nextCycleToBill,
  pricedLinesOf,
  renewalQuote,
  requireContract,
  UPCOMING_CYCLE_LIMIT,
  type BillingCycle,
} from './contracts';

/**
 * Billing attempts (the Admin API's subscriptionBillingAttemptCreate): bill one cycle of a
 * contract, placing its renewal order at the contract's prices. Locally the charge always
 * succeeds (the origin order's test card) and completes at once, so an attempt is ready with its
 * order as soon as it is made.
 */

/** Shopify's BillingAttemptUserErrorCode values this server answers. */
export type BillingAttemptErrorCode =
  | 'BILLING_CYCLE_SKIPPED'
  | 'BLANK'
  | 'CONTRACT_PAUSED'
  | 'CONTRACT_TERMINATED'
  | 'CYCLE_INDEX_OUT_OF_RANGE'
  | 'CYCLE_START_DATE_OUT_OF_RANGE'
  | 'INVALID'
  | 'ORIGIN_TIME_BEFORE_CONTRACT_CREATION'
  | 'UPCOMING_CYCLE_LIMIT_EXCEEDED';

export interface BillingAttemptInput {
  idempotencyKey: string;
  originTime?: string | null;
  billingCycleSelector?: CycleSelector | null;
}

type AttemptOutcome =
  | { ok: true; attempt: BillingAttemptRecord }
  | { ok: false; code: BillingAttemptErrorCode; field: string[] | null; message: string };

const INPUT = 'subscriptionBillingAttemptInput';
/** Shopify's limit on idempotency keys. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

const refuse = (
  code: BillingAttemptErrorCode,
  message: string,
  field: string[] | null = null,
): AttemptOutcome => ({ ok: false, code, field, message });

/**
 * Why a paused, cancelled or expired contract has nothing to bill. Such a contract bills only the
 * delivery that was already being prepared when it was paused or cancelled.
 */
function nothingDue(contract: SubscriptionContractRecord): AttemptOutcome {
  if (contract.status === 'PAUSED') {
    return refuse(
      'CONTRACT_PAUSED',
      'This subscription is paused: nothing is billed until it is resumed.',
    );
  }
  return refuse(
    'CONTRACT_TERMINATED',
    `This subscription ${contract.status === 'CANCELLED' ? 'was cancelled' : 'has ended'}: ` +
      'nothing more is billed.',
  );
}

/** The cycle an attempt bills: the one selected, else the next one due that is not skipped. */
function cycleToBill(
  { subscriptions }: ContractStores,
  contract: SubscriptionContractRecord,
  selector: CycleSelector | null | undefined,
  now: Date,
): { cycle: BillingCycle } | { refusal: AttemptOutcome } {
  const cycles = subscriptions.cyclesOf(contract.id);
  const active = contract.status === 'ACTIVE';
  if (!selector) {
    const next = nextCycleToBill(contract, cycles, now);
    if (next) return { cycle: next };
    return {
      refusal: active
        ? refuse('INVALID', 'This subscription has no billing cycle left to bill.')
        : nothingDue(contract),
    };
  }
  const field = [INPUT, 'billingCycleSelector'];
  const selected = selectedCycleIndex(contract, selector, field);
  if (!selected.ok) {
    const SELECTOR_CODES: Record<string, BillingAttemptErrorCode> = {
      index: 'CYCLE_INDEX_OUT_OF_RANGE',
      date: 'CYCLE_START_DATE_OUT_OF_RANGE',
    };
    const code = SELECTOR_CODES[selected.field?.at(-1) ?? ''] ?? 'INVALID';
    return { refusal: refuse(code, selected.message, selected.field) };
  }
  if (selected.value >= firstUpcomingIndex(contract, now) + UPCOMING_CYCLE_LIMIT) {
    return {
      refusal: refuse(
        'UPCOMING_CYCLE_LIMIT_EXCEEDED',
        `Only the next ${UPCOMING_CYCLE_LIMIT} billing cycles can be billed.`,
        field,
      ),
    };
  }
  const cycle = billingCycle(contract, cycles, selected.value);
  if (!active && !cycle.committed) return { refusal: nothingDue(contract) };
  if (cycle.skipped) {
    return {
      refusal: refuse('BILLING_CYCLE_SKIPPED', `Billing cycle ${cycle.index} is skipped.`, field),
    };
  }
  if (cycle.orderId !== null) {
    return {
      refusal: refuse('INVALID', `Billing cycle ${cycle.index} has already been billed.`, field),
    };
  }
  return { cycle };
}

/** Places the cycle's renewal order: the contract's lines and delivery, to the origin order's address. */
function placeRenewalOrder(
  orders: OrderRepository,
  contract: SubscriptionContractRecord,
  stores: ContractStores,
  cycle: BillingCycle,
  now: string,
): OrderRecord {
  const origin = orders.findById(contract.originOrderId);
  if (!origin) throw new Error(`The origin order of subscription contract ${contract.id} is gone`);
  const quote = renewalQuote(contract, pricedLinesOf(contract, stores), origin);
  return orders.insert({
    // Not a cart's: one order per cycle, which the UNIQUE token also guarantees.
    checkoutToken: `subscription-${contract.id}-cycle-${cycle.index}`,
    email: contract.email,
    currencyCode: contract.currencyCode,
    financialStatus: 'PAID',
    lineItemsSubtotalCents: quote.subtotalCents,
    discountCode: null,
    discountCents: 0,
    shippingTitle: quote.shipping.title,
    shippingCents: quote.shipping.priceCents,
    taxRate: quote.taxRate,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
    shippingAddress: origin.shippingAddress,
    cardLast4: origin.cardLast4,
    now,
    lines: quote.lines.map(({ line, unitPriceCents }) => ({
      variantId: line.variantId,
      productId: line.productId,
      productHandle: line.productHandle,
      title: line.title,
      variantTitle: line.variantTitle,
      sku: line.sku,
      quantity: line.quantity,
      unitPriceCents,
      discountCents: 0,
      sellingPlanId: contract.sellingPlanId,
      sellingPlanName: contract.sellingPlanName,
      image: line.image,
    })),
  });
}

/**
 * Bills a cycle of the contract in one IMMEDIATE transaction. The same idempotency key for the
 * same contract answers the first attempt again and charges nothing more.
 */
export function createBillingAttempt(
  stores: ContractStores & { orders: OrderRepository },
  contractId: number,
  input: BillingAttemptInput,
  now = new Date(),
): AttemptOutcome {
  const key = input.idempotencyKey.trim();
  if (key === '')
    return refuse('BLANK', "Idempotency key can't be blank", [INPUT, 'idempotencyKey']);
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    return refuse(
      'INVALID',
      `Idempotency key is too long (maximum is ${MAX_IDEMPOTENCY_KEY_LENGTH} characters)`,
      [INPUT, 'idempotencyKey'],
    );
  }
  return stores.db
    .transaction((): AttemptOutcome => {
      const contract = requireContract(stores.subscriptions, contractId);
      const earlier = stores.subscriptions.findAttempt(contract.id, key);
      if (earlier) return { ok: true, attempt: earlier };
      const originTime = input.originTime ? new Date(input.originTime) : null;
      if (originTime && Number.isNaN(originTime.getTime())) {
        return refuse('INVALID', 'The origin time is not a date and time.', [INPUT, 'originTime']);
      }
      if (originTime && originTime < new Date(contract.createdAt)) {
        return refuse(
          'ORIGIN_TIME_BEFORE_CONTRACT_CREATION',
          'The origin time cannot be before the subscription started.',
          [INPUT, 'originTime'],
        );
      }
      const chosen = cycleToBill(stores, contract, input.billingCycleSelector, now);
      if ('refusal' in chosen) return chosen.refusal;
      const at = timestamp(now);
      const order = placeRenewalOrder(stores.orders, contract, stores, chosen.cycle, at);
      stores.subscriptions.recordBilled(contract.id, chosen.cycle.index, order.id, at);
      const attempt = stores.subscriptions.insertAttempt({
        contractId: contract.id,
        idempotencyKey: key,
        cycleIndex: chosen.cycle.index,
        orderId: order.id,
        originTime: originTime && timestamp(originTime),
        createdAt: at,
        completedAt: at,
      });
      return { ok: true, attempt };
    })
    .immediate();
}
