import type { CommerceDatabase } from './connection';
import type { Attribute, BuyerIdentityRecord, CartLineRecord, CartRecord } from './records';

interface CartRow {
  token: string;
  secret_key: string;
  note: string | null;
  attributes_json: string;
  discount_codes_json: string;
  buyer_country_code: string | null;
  buyer_email: string | null;
  buyer_phone: string | null;
  buyer_customer_access_token: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

interface CartLineRow {
  id: string;
  cart_token: string;
  position: number;
  variant_id: number;
  selling_plan_id: number | null;
  quantity: number;
  attributes_json: string;
  created_at: string;
  updated_at: string;
}

const toCart = (row: CartRow): CartRecord => ({
  token: row.token,
  secretKey: row.secret_key,
  note: row.note,
  attributes: JSON.parse(row.attributes_json) as Attribute[],
  discountCodes: JSON.parse(row.discount_codes_json) as string[],
  buyerIdentity: {
    countryCode: row.buyer_country_code,
    email: row.buyer_email,
    phone: row.buyer_phone,
    customerAccessToken: row.buyer_customer_access_token,
  },
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  completedAt: row.completed_at,
});

const toLine = (row: CartLineRow): CartLineRecord => ({
  id: row.id,
  cartToken: row.cart_token,
  position: row.position,
  variantId: row.variant_id,
  sellingPlanId: row.selling_plan_id,
  quantity: row.quantity,
  attributes: JSON.parse(row.attributes_json) as Attribute[],
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface NewCart {
  token: string;
  secretKey: string;
  note: string | null;
  attributes: Attribute[];
  discountCodes: string[];
  buyerIdentity: BuyerIdentityRecord;
  now: string;
}

export interface CartChanges {
  note?: string | null;
  attributes?: Attribute[];
  discountCodes?: string[];
  buyerIdentity?: BuyerIdentityRecord;
}

/**
 * Cart persistence. Writes are plain statements: callers group them in one transaction per
 * mutation (see storefront-api/resolvers/cart-mutations.ts).
 */
export class CartRepository {
  readonly #statements;

  constructor(db: CommerceDatabase) {
    this.#statements = {
      cartByToken: db.prepare<[string], CartRow>('SELECT * FROM carts WHERE token = ?'),
      linesOfCart: db.prepare<[string], CartLineRow>(
        'SELECT * FROM cart_lines WHERE cart_token = ? ORDER BY position',
      ),
      insertCart: db.prepare(
        `INSERT INTO carts (token, secret_key, note, attributes_json, discount_codes_json,
           buyer_country_code, buyer_email, buyer_phone, buyer_customer_access_token,
           created_at, updated_at)
         VALUES (@token, @secretKey, @note, @attributes, @discountCodes,
           @countryCode, @email, @phone, @customerAccessToken, @now, @now)`,
      ),
      updateCart: db.prepare(
        `UPDATE carts SET note = @note, attributes_json = @attributes,
           discount_codes_json = @discountCodes, buyer_country_code = @countryCode,
           buyer_email = @email, buyer_phone = @phone,
           buyer_customer_access_token = @customerAccessToken, updated_at = @now
         WHERE token = @token`,
      ),
      insertLine: db.prepare(
        `INSERT INTO cart_lines (id, cart_token, position, variant_id, selling_plan_id, quantity,
           attributes_json, created_at, updated_at)
         VALUES (@id, @cartToken, (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_lines
           WHERE cart_token = @cartToken), @variantId, @sellingPlanId, @quantity, @attributes,
           @now, @now)`,
      ),
      updateLine: db.prepare(
        `UPDATE cart_lines SET variant_id = @variantId, selling_plan_id = @sellingPlanId,
           quantity = @quantity, attributes_json = @attributes, updated_at = @now
         WHERE id = @id AND cart_token = @cartToken`,
      ),
      deleteLine: db.prepare<[string, string]>(
        'DELETE FROM cart_lines WHERE id = ? AND cart_token = ?',
      ),
      complete: db.prepare<[string, string, string]>(
        'UPDATE carts SET completed_at = ?, updated_at = ? WHERE token = ? AND completed_at IS NULL',
      ),
    };
  }

  findByToken(token: string): CartRecord | undefined {
    const row = this.#statements.cartByToken.get(token);
    return row && toCart(row);
  }

  linesOf(cartToken: string): CartLineRecord[] {
    return this.#statements.linesOfCart.all(cartToken).map(toLine);
  }

  insertCart(cart: NewCart): void {
    this.#statements.insertCart.run({
      token: cart.token,
      secretKey: cart.secretKey,
      note: cart.note,
      attributes: JSON.stringify(cart.attributes),
      discountCodes: JSON.stringify(cart.discountCodes),
      ...cart.buyerIdentity,
      now: cart.now,
    });
  }

  /** Applies the given changes to the cart and stamps updated_at. */
  updateCart(cart: CartRecord, changes: CartChanges, now: string): void {
    this.#statements.updateCart.run({
      token: cart.token,
      note: changes.note !== undefined ? changes.note : cart.note,
      attributes: JSON.stringify(changes.attributes ?? cart.attributes),
      discountCodes: JSON.stringify(changes.discountCodes ?? cart.discountCodes),
      ...(changes.buyerIdentity ?? cart.buyerIdentity),
      now,
    });
  }

  insertLine(line: {
    id: string;
    cartToken: string;
    variantId: number;
    sellingPlanId: number | null;
    quantity: number;
    attributes: Attribute[];
    now: string;
  }): void {
    this.#statements.insertLine.run({ ...line, attributes: JSON.stringify(line.attributes) });
  }

  updateLine(line: CartLineRecord, now: string): void {
    this.#statements.updateLine.run({
      id: line.id,
      cartToken: line.cartToken,
      variantId: line.variantId,
      sellingPlanId: line.sellingPlanId,
      quantity: line.quantity,
      attributes: JSON.stringify(line.attributes),
      now,
    });
  }

  deleteLine(cartToken: string, lineId: string): void {
    this.#statements.deleteLine.run(lineId, cartToken);
  }

  /**
   * Marks the cart as checked out; from then on it no longer exists for the Storefront API.
   * Returns false when it was already completed.
   */
  markCompleted(token: string, now: string): boolean {
    return this.#statements.complete.run(now, now, token).changes === 1;
  }
}
