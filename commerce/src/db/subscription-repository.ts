import type { CommerceDatabase } from './connection';
import type { IntervalPolicy, OrderLineRecord, PriceAdjustment } from './records';
import { insertRow, toRecord, updateRow } from './rows';

/** Shopify's SubscriptionContractSubscriptionStatus. */
export type SubscriptionStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'EXPIRED' | 'FAILED' | 'STALE';

export interface SubscriptionContractRecord {
  id: number;
  /** The checkout email: the contract is the customer's with this address. */
  email: string;
  originOrderId: number;
  sellingPlanId: number;
  sellingPlanName: string;
  status: SubscriptionStatus;
  currencyCode: string;
  billingPolicy: IntervalPolicy;
  deliveryPolicy: IntervalPolicy;
  deliveryPriceCents: number;
  deliveryTitle: string;
  /** Cycle `anchorCycleIndex` bills at `anchorAt` (see subscriptions/billing-schedule.ts). */
  anchorAt: string;
  anchorCycleIndex: number;
  /** Moves with every change (Shopify's revisionId). */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriptionLineRecord extends Pick<
  OrderLineRecord,
  | 'variantId'
  | 'productId'
  | 'productHandle'
  | 'title'
  | 'variantTitle'
  | 'sku'
  | 'quantity'
  | 'image'
> {
  id: number;
  contractId: number;
  position: number;
  /** The variant's price at purchase, before the plan's adjustments. */
  basePriceCents: number;
  priceAdjustments: PriceAdjustment[];
}

/** A billing cycle that is more than its schedule: skipped, committed, or billed. */
export interface BillingCycleRecord {
  contractId: number;
  cycleIndex: number;
  skipped: boolean;
  /** Already being prepared when the contract was paused or cancelled: it stays due. */
  committed: boolean;
  orderId: number | null;
  updatedAt: string;
}

export interface BillingAttemptRecord {
  id: number;
  contractId: number;
  idempotencyKey: string;
  cycleIndex: number;
  orderId: number | null;
  originTime: string | null;
  createdAt: string;
  completedAt: string | null;
}

type NewContract = Omit<
  SubscriptionContractRecord,
  'id' | 'status' | 'anchorCycleIndex' | 'revision' | 'createdAt' | 'updatedAt'
> & {
  lines: Omit<SubscriptionLineRecord, 'id' | 'contractId' | 'position'>[];
  now: string;
};

/** What may change on a contract. */
export type ContractChanges = Partial<
  Pick<SubscriptionContractRecord, 'status' | 'anchorAt' | 'anchorCycleIndex'>
>;

const CONTRACT_COLUMNS = `id, email, origin_order_id, selling_plan_id, selling_plan_name, status,
  currency_code, delivery_price_cents, delivery_title, anchor_at, anchor_cycle_index, revision,
  created_at, updated_at,
  json_object('interval', billing_interval, 'intervalCount', billing_interval_count)
    AS billing_policy_json,
  json_object('interval', delivery_interval, 'intervalCount', delivery_interval_count)
    AS delivery_policy_json`;

const LINE_COLUMNS = `id, contract_id, position, variant_id, product_id, product_handle, title,
  variant_title, sku, quantity, base_price_cents, price_adjustments_json,
  CASE WHEN image_url IS NULL THEN 'null' ELSE json_object('url', image_url,
    'altText', image_alt_text, 'width', coalesce(image_width, 0),
    'height', coalesce(image_height, 0)) END AS image_json`;

const toContract = (row: object) => toRecord<SubscriptionContractRecord>(row);

/**
 * Subscription contracts, their lines, billing cycles and billing attempts. Methods are plain
 * statements; the callers that change several rows run them in one transaction.
 */
export class SubscriptionRepository {
  constructor(private readonly db: CommerceDatabase) {}

  #contracts(where: string, ...params: (string | number)[]): SubscriptionContractRecord[] {
    return this.db
      .prepare<(string | number)[], object>(
        `SELECT ${CONTRACT_COLUMNS} FROM subscription_contracts ${where}`,
      )
      .all(...params)
      .map(toContract);
  }

  findById(id: number): SubscriptionContractRecord | null {
    return this.#contracts('WHERE id = ?', id)[0] ?? null;
  }

  /** The contracts bought with this email (in any case), oldest first. */
  listByEmail(email: string): SubscriptionContractRecord[] {
    return this.#contracts('WHERE email = ? COLLATE NOCASE ORDER BY id', email.trim());
  }

  /** Every contract, oldest first, up to `limit`. */
  list({ limit }: { limit: number }): SubscriptionContractRecord[] {
    return this.#contracts('ORDER BY id LIMIT ?', limit);
  }

  /** Inserts a contract with its lines (billing from cycle 0 at `anchorAt`). */
  insert({ lines, now, billingPolicy, deliveryPolicy, ...contract }: NewContract) {
    const contractId = insertRow(this.db, 'subscription_contracts', {
      ...contract,
      billingInterval: billingPolicy.interval,
      billingIntervalCount: billingPolicy.intervalCount,
      deliveryInterval: deliveryPolicy.interval,
      deliveryIntervalCount: deliveryPolicy.intervalCount,
      createdAt: now,
      updatedAt: now,
    });
    lines.forEach(({ image, ...line }, index) =>
      insertRow(this.db, 'subscription_lines', {
        ...line,
        contractId,
        position: index + 1,
        imageUrl: image?.url,
        imageAltText: image?.altText,
        imageWidth: image?.width,
        imageHeight: image?.height,
      }),
    );
    return this.findById(contractId) as SubscriptionContractRecord;
  }

  /** Applies the changes and moves the revision; returns the contract as it now is. */
  update(id: number, changes: ContractChanges, now: string): SubscriptionContractRecord {
    updateRow(this.db, 'subscription_contracts', 'id', id, { ...changes, updatedAt: now });
    this.db
      .prepare('UPDATE subscription_contracts SET revision = revision + 1 WHERE id = ?')
      .run(id);
    return this.findById(id) as SubscriptionContractRecord;
  }

  linesOf(contractId: number): SubscriptionLineRecord[] {
    return this.db
      .prepare<[number], object>(
        `SELECT ${LINE_COLUMNS} FROM subscription_lines WHERE contract_id = ? ORDER BY position`,
      )
      .all(contractId)
      .map((row) => toRecord<SubscriptionLineRecord>(row));
  }

  /** The contract's skipped, committed and billed cycles, by index. */
  cyclesOf(contractId: number): Map<number, BillingCycleRecord> {
    const rows = this.db
      .prepare<[number], object>(
        'SELECT * FROM subscription_billing_cycles WHERE contract_id = ? ORDER BY cycle_index',
      )
      .all(contractId)
      .map((row) => toRecord<BillingCycleRecord>(row, ['skipped', 'committed']));
    return new Map(rows.map((cycle) => [cycle.cycleIndex, cycle]));
  }

  /** Marks a cycle skipped or not, and moves the contract's revision. */
  setSkipped(contractId: number, cycleIndex: number, skipped: boolean, now: string): void {
    this.db
      .prepare(
        `INSERT INTO subscription_billing_cycles (contract_id, cycle_index, skipped, updated_at)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (contract_id, cycle_index)
         DO UPDATE SET skipped = excluded.skipped, updated_at = excluded.updated_at`,
      )
      .run(contractId, cycleIndex, skipped ? 1 : 0, now);
    this.update(contractId, {}, now);
  }

  /**
   * Marks a cycle committed: its delivery is already being prepared, so it stays due after the
   * contract is paused or cancelled. The status change that follows moves the revision.
   */
  markCommitted(contractId: number, cycleIndex: number, now: string): void {
    this.db
      .prepare(
        `INSERT INTO subscription_billing_cycles (contract_id, cycle_index, committed, updated_at)
         VALUES (?, ?, 1, ?)
         ON CONFLICT (contract_id, cycle_index)
         DO UPDATE SET committed = 1, updated_at = excluded.updated_at`,
      )
      .run(contractId, cycleIndex, now);
  }

  /** Records a cycle's renewal order (a cycle is billed once: UNIQUE order, no skipped flag). */
  recordBilled(contractId: number, cycleIndex: number, orderId: number, now: string): void {
    this.db
      .prepare(
        `INSERT INTO subscription_billing_cycles (contract_id, cycle_index, order_id, updated_at)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (contract_id, cycle_index)
         DO UPDATE SET order_id = excluded.order_id, updated_at = excluded.updated_at`,
      )
      .run(contractId, cycleIndex, orderId, now);
    this.update(contractId, {}, now);
  }

  findAttempt(contractId: number, idempotencyKey: string): BillingAttemptRecord | null {
    const row = this.db
      .prepare<[number, string], object>(
        `SELECT * FROM subscription_billing_attempts
          WHERE contract_id = ? AND idempotency_key = ?`,
      )
      .get(contractId, idempotencyKey);
    return row ? toRecord<BillingAttemptRecord>(row) : null;
  }

  insertAttempt(attempt: Omit<BillingAttemptRecord, 'id'>): BillingAttemptRecord {
    const id = insertRow(this.db, 'subscription_billing_attempts', attempt);
    return { ...attempt, id };
  }
}
