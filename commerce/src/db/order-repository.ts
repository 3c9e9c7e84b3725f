import type { CommerceDatabase } from './connection';
import type { OrderLineRecord, OrderRecord } from './records';
import { insertRow, prefixed, toRecord } from './rows';

/** An order's columns, its shipping address as one JSON object. */
const ORDER_COLUMNS = `id, number, checkout_token, customer_id, email, currency_code,
  financial_status, line_items_subtotal_cents, discount_code, discount_cents, shipping_title,
  shipping_cents, tax_rate, tax_cents, total_cents, card_last4, processed_at, created_at,
  updated_at,
  json_object('firstName', shipping_first_name, 'lastName', shipping_last_name,
    'address1', shipping_address1, 'address2', shipping_address2, 'city', shipping_city,
    'provinceCode', shipping_province_code, 'zip', shipping_zip,
    'countryCode', shipping_country_code) AS shipping_address_json`;

/** An order line's columns, its image (if any) as one JSON object. */
const ORDER_LINE_COLUMNS = `id, order_id, position, variant_id, product_id, product_handle,
  title, variant_title, sku, quantity, unit_price_cents, discount_cents, selling_plan_id,
  selling_plan_name,
  CASE WHEN image_url IS NULL THEN 'null' ELSE json_object('url', image_url,
    'altText', image_alt_text, 'width', coalesce(image_width, 0),
    'height', coalesce(image_height, 0)) END AS image_json`;

const toOrder = (row: object) => toRecord<OrderRecord>(row);

type NewOrderLine = Omit<OrderLineRecord, 'id' | 'orderId' | 'position'>;

/** An order as checkout writes it: the record less what the database assigns. */
type NewOrder = Omit<
  OrderRecord,
  'id' | 'number' | 'customerId' | 'processedAt' | 'createdAt' | 'updatedAt'
> & {
  now: string;
  lines: NewOrderLine[];
};

/**
 * One condition of an order search; the Admin API's search syntax compiles to these. `text` is
 * free text: part of the email or the buyer's name, or the order name.
 */
export type OrderCondition = { negated: boolean } & (
  | { field: 'checkoutToken' | 'email' | 'financialStatus' | 'text'; value: string }
  | { field: 'number' | 'id'; value: number }
);

export type OrderSortColumn =
  'id' | 'number' | 'created_at' | 'processed_at' | 'updated_at' | 'total_cents';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The test of each field but free text, on its one parameter. */
const FIELD_SQL = {
  checkoutToken: 'checkout_token = ?',
  email: 'email = ? COLLATE NOCASE',
  number: 'number = ?',
  id: 'id = ?',
  financialStatus: 'financial_status = ? COLLATE NOCASE',
} as const;

function conditionSql(condition: OrderCondition): { sql: string; params: (string | number)[] } {
  if (condition.field !== 'text') {
    return { sql: FIELD_SQL[condition.field], params: [condition.value] };
  }
  const like = `%${escapeLike(condition.value)}%`;
  return {
    sql: `('#' || number = ? OR CAST(number AS TEXT) = ?
           OR email LIKE ? ESCAPE '\\'
           OR (shipping_first_name || ' ' || shipping_last_name) LIKE ? ESCAPE '\\')`,
    params: [condition.value, condition.value, like, like],
  };
}

/**
 * Order persistence. `insert` is plain statements: the checkout runs it inside the transaction
 * that also completes the cart (see checkout/place-order.ts).
 */
export class OrderRepository {
  constructor(private readonly db: CommerceDatabase) {}

  findById(id: number): OrderRecord | undefined {
    return this.search([{ field: 'id', value: id, negated: false }], 'id')[0];
  }

  findByCheckoutToken(token: string): OrderRecord | undefined {
    return this.search([{ field: 'checkoutToken', value: token, negated: false }], 'id')[0];
  }

  linesOf(orderId: number): OrderLineRecord[] {
    return this.db
      .prepare<[number], object>(
        `SELECT ${ORDER_LINE_COLUMNS} FROM order_lines WHERE order_id = ? ORDER BY position`,
      )
      .all(orderId)
      .map((row) => toRecord<OrderLineRecord>(row));
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
    return this.db
      .prepare<(string | number)[], object>(
        `SELECT ${ORDER_COLUMNS} FROM orders ${where} ORDER BY ${sortColumn}, id`,
      )
      .all(...params)
      .map(toOrder);
  }

  /** Inserts the order and its lines; throws SQLITE_CONSTRAINT_UNIQUE for a checkout token already ordered. */
  insert({ shippingAddress, now, lines, ...order }: NewOrder): OrderRecord {
    const orderId = insertRow(this.db, 'orders', {
      ...order,
      ...prefixed('shipping', shippingAddress),
      number: this.db
        .prepare<[], number>('SELECT COALESCE(MAX(number), 1000) + 1 FROM orders')
        .pluck()
        .get(),
      processedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const insertLine = this.db.prepare(
      `INSERT INTO order_lines (order_id, position, variant_id, product_id, product_handle,
         title, variant_title, sku, quantity, unit_price_cents, discount_cents,
         selling_plan_id, selling_plan_name, image_url, image_alt_text, image_width,
         image_height)
       VALUES (@orderId, @position, @variantId, @productId, @productHandle, @title,
         @variantTitle, @sku, @quantity, @unitPriceCents, @discountCents, @sellingPlanId,
         @sellingPlanName, @imageUrl, @imageAltText, @imageWidth, @imageHeight)`,
    );
    lines.forEach((line, index) => {
      insertLine.run({
        ...line,
        orderId,
        position: index + 1,
        imageUrl: line.image?.url ?? null,
        imageAltText: line.image?.altText ?? null,
        imageWidth: line.image?.width ?? null,
        imageHeight: line.image?.height ?? null,
      });
    });
    return this.findById(orderId) as OrderRecord;
  }
}
