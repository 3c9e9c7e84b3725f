import type { CommerceDatabase } from './connection';
import type { FinancialStatus, OrderLineRecord, OrderRecord } from './records';

interface OrderRow {
  id: number;
  number: number;
  checkout_token: string;
  customer_id: number | null;
  email: string;
  currency_code: string;
  financial_status: FinancialStatus;
  line_items_subtotal_cents: number;
  discount_code: string | null;
  discount_cents: number;
  shipping_title: string;
  shipping_cents: number;
  tax_rate: number;
  tax_cents: number;
  total_cents: number;
  shipping_first_name: string;
  shipping_last_name: string;
  shipping_address1: string;
  shipping_address2: string | null;
  shipping_city: string;
  shipping_province_code: string | null;
  shipping_zip: string;
  shipping_country_code: string;
  card_last4: string | null;
  processed_at: string;
  created_at: string;
  updated_at: string;
}

interface OrderLineRow {
  id: number;
  order_id: number;
  position: number;
  variant_id: number;
  product_id: number;
  product_handle: string;
  title: string;
  variant_title: string | null;
  sku: string | null;
  quantity: number;
  unit_price_cents: number;
  discount_cents: number;
  selling_plan_id: number | null;
  selling_plan_name: string | null;
  image_url: string | null;
  image_alt_text: string | null;
  image_width: number | null;
  image_height: number | null;
}

const toOrder = (row: OrderRow): OrderRecord => ({
  id: row.id,
  number: row.number,
  checkoutToken: row.checkout_token,
  customerId: row.customer_id,
  email: row.email,
  currencyCode: row.currency_code,
  financialStatus: row.financial_status,
  lineItemsSubtotalCents: row.line_items_subtotal_cents,
  discountCode: row.discount_code,
  discountCents: row.discount_cents,
  shippingTitle: row.shipping_title,
  shippingCents: row.shipping_cents,
  taxRate: row.tax_rate,
  taxCents: row.tax_cents,
  totalCents: row.total_cents,
  shippingAddress: {
    firstName: row.shipping_first_name,
    lastName: row.shipping_last_name,
    address1: row.shipping_address1,
    address2: row.shipping_address2,
    city: row.shipping_city,
    provinceCode: row.shipping_province_code,
    zip: row.shipping_zip,
    countryCode: row.shipping_country_code,
  },
  cardLast4: row.card_last4,
  processedAt: row.processed_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toLine = (row: OrderLineRow): OrderLineRecord => ({
  id: row.id,
  orderId: row.order_id,
  position: row.position,
  variantId: row.variant_id,
  productId: row.product_id,
  productHandle: row.product_handle,
  title: row.title,
  variantTitle: row.variant_title,
  sku: row.sku,
  quantity: row.quantity,
  unitPriceCents: row.unit_price_cents,
  discountCents: row.discount_cents,
  sellingPlanId: row.selling_plan_id,
  sellingPlanName: row.selling_plan_name,
  image:
    row.image_url === null
      ? null
      : {
          url: row.image_url,
          altText: row.image_alt_text,
          width: row.image_width ?? 0,
          height: row.image_height ?? 0,
        },
});

export type NewOrderLine = Omit<OrderLineRecord, 'id' | 'orderId' | 'position'>;

/** An order as checkout writes it: the record less what the database assigns. */
export type NewOrder = Omit<
  OrderRecord,
  'id' | 'number' | 'customerId' | 'processedAt' | 'createdAt' | 'updatedAt'
> & {
  now: string;
  lines: NewOrderLine[];
};

/** One condition of an order search; the Admin API's search syntax compiles to these. */
export type OrderCondition = { negated: boolean } & (
  | { field: 'checkoutToken'; value: string }
  | { field: 'email'; value: string }
  | { field: 'number'; value: number }
  | { field: 'id'; value: number }
  | { field: 'financialStatus'; value: string }
  /** Free text: part of the email or the buyer's name, or the order name. */
  | { field: 'text'; value: string }
);

export type OrderSortColumn =
  'id' | 'number' | 'created_at' | 'processed_at' | 'updated_at' | 'total_cents';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function conditionSql(condition: OrderCondition): { sql: string; params: (string | number)[] } {
  switch (condition.field) {
    case 'checkoutToken':
      return { sql: 'checkout_token = ?', params: [condition.value] };
    case 'email':
      return { sql: 'email = ? COLLATE NOCASE', params: [condition.value] };
    case 'number':
      return { sql: 'number = ?', params: [condition.value] };
    case 'id':
      return { sql: 'id = ?', params: [condition.value] };
    case 'financialStatus':
      return { sql: 'financial_status = ? COLLATE NOCASE', params: [condition.value] };
    case 'text': {
      const like = `%${escapeLike(condition.value)}%`;
      return {
        sql: `('#' || number = ? OR CAST(number AS TEXT) = ?
               OR email LIKE ? ESCAPE '\\'
               OR (shipping_first_name || ' ' || shipping_last_name) LIKE ? ESCAPE '\\')`,
        params: [condition.value, condition.value, like, like],
      };
    }
  }
}

/**
 * Order persistence. `insert` is plain statements: the checkout runs it inside the transaction
 * that also completes the cart (see checkout/place-order.ts).
 */
export class OrderRepository {
  readonly #db: CommerceDatabase;
  readonly #statements;

  constructor(db: CommerceDatabase) {
    this.#db = db;
    this.#statements = {
      byId: db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?'),
      byCheckoutToken: db.prepare<[string], OrderRow>(
        'SELECT * FROM orders WHERE checkout_token = ?',
      ),
      linesOf: db.prepare<[number], OrderLineRow>(
        'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position',
      ),
      insertOrder: db.prepare(
        `INSERT INTO orders (number, checkout_token, customer_id, email, currency_code,
           financial_status, line_items_subtotal_cents, discount_code, discount_cents,
           shipping_title, shipping_cents, tax_rate, tax_cents, total_cents,
           shipping_first_name, shipping_last_name, shipping_address1, shipping_address2,
           shipping_city, shipping_province_code, shipping_zip, shipping_country_code,
           card_last4, processed_at, created_at, updated_at)
         VALUES ((SELECT COALESCE(MAX(number), 1000) + 1 FROM orders), @checkoutToken, NULL,
           @email, @currencyCode, @financialStatus, @lineItemsSubtotalCents, @discountCode,
           @discountCents, @shippingTitle, @shippingCents, @taxRate, @taxCents, @totalCents,
           @firstName, @lastName, @address1, @address2, @city, @provinceCode, @zip,
           @countryCode, @cardLast4, @now, @now, @now)`,
      ),
      insertLine: db.prepare(
        `INSERT INTO order_lines (order_id, position, variant_id, product_id, product_handle,
           title, variant_title, sku, quantity, unit_price_cents, discount_cents,
           selling_plan_id, selling_plan_name, image_url, image_alt_text, image_width,
           image_height)
         VALUES (@orderId, @position, @variantId, @productId, @productHandle, @title,
           @variantTitle, @sku, @quantity, @unitPriceCents, @discountCents, @sellingPlanId,
           @sellingPlanName, @imageUrl, @imageAltText, @imageWidth, @imageHeight)`,
      ),
    };
  }

  findById(id: number): OrderRecord | undefined {
    const row = this.#statements.byId.get(id);
    return row && toOrder(row);
  }

  findByCheckoutToken(token: string): OrderRecord | undefined {
    const row = this.#statements.byCheckoutToken.get(token);
    return row && toOrder(row);
  }

  linesOf(orderId: number): OrderLineRecord[] {
    return this.#statements.linesOf.all(orderId).map(toLine);
  }

  /** Orders matching every condition, by the sort column then id. */
  search(conditions: OrderCondition[], sortColumn: OrderSortColumn): OrderRecord[] {
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    for (const condition of conditions) {
      const { sql, params: conditionParams } = conditionSql(condition);
      clauses.push(condition.negated ? `NOT (${sql})` : sql);
      params.push(...conditionParams);
    }
    const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
    // sortColumn is one of a fixed set of column names, never user text.
    return this.#db
      .prepare<(string | number)[], OrderRow>(
        `SELECT * FROM orders ${where} ORDER BY ${sortColumn}, id`,
      )
      .all(...params)
      .map(toOrder);
  }

  /** Inserts the order and its lines; throws SQLITE_CONSTRAINT_UNIQUE for a checkout token already ordered. */
  insert(order: NewOrder): OrderRecord {
    const { lastInsertRowid } = this.#statements.insertOrder.run({
      checkoutToken: order.checkoutToken,
      email: order.email,
      currencyCode: order.currencyCode,
      financialStatus: order.financialStatus,
      lineItemsSubtotalCents: order.lineItemsSubtotalCents,
      discountCode: order.discountCode,
      discountCents: order.discountCents,
      shippingTitle: order.shippingTitle,
      shippingCents: order.shippingCents,
      taxRate: order.taxRate,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      ...order.shippingAddress,
      cardLast4: order.cardLast4,
      now: order.now,
    });
    const orderId = Number(lastInsertRowid);
    order.lines.forEach((line, index) => {
      this.#statements.insertLine.run({
        orderId,
        position: index + 1,
        variantId: line.variantId,
        productId: line.productId,
        productHandle: line.productHandle,
        title: line.title,
        variantTitle: line.variantTitle,
        sku: line.sku,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountCents: line.discountCents,
        sellingPlanId: line.sellingPlanId,
        sellingPlanName: line.sellingPlanName,
        imageUrl: line.image?.url ?? null,
        imageAltText: line.image?.altText ?? null,
        imageWidth: line.image?.width ?? null,
        imageHeight: line.image?.height ?? null,
      });
    });
    return this.findById(orderId) as OrderRecord;
  }
}
