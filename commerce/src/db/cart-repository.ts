import type { CommerceDatabase } from './connection';
import type { CartLineRecord, CartRecord } from './records';
import { insertRow, prefixed, toRecord, updateRow } from './rows';

/** A cart's columns, the buyer's identity as one JSON object. */
const CART_COLUMNS = `token, secret_key, note, attributes_json, discount_codes_json, gift_card_ids_json,
  json_object('countryCode', buyer_country_code, 'email', buyer_email, 'phone', buyer_phone,
    'customerAccessToken', buyer_customer_access_token) AS buyer_identity_json,
  created_at, updated_at, completed_at`;

/** What the buyer sets of a cart. */
type CartFields = Pick<
  CartRecord,
  'note' | 'attributes' | 'discountCodes' | 'giftCardIds' | 'buyerIdentity'
>;

type NewCart = CartFields & Pick<CartRecord, 'token' | 'secretKey'> & { now: string };

export type CartChanges = Partial<CartFields>;

/**
 * Cart persistence. Writes are plain statements: callers group them in one transaction per
 * mutation (see storefront-api/resolvers/cart-mutations.ts).
 */
export class CartRepository {
  constructor(private readonly db: CommerceDatabase) {}

  findByToken(token: string): CartRecord | undefined {
    const row = this.db
      .prepare<[string], object>(`SELECT ${CART_COLUMNS} FROM carts WHERE token = ?`)
      .get(token);
    return row && toRecord<CartRecord>(row);
  }

  linesOf(cartToken: string): CartLineRecord[] {
    return this.db
      .prepare<[string], object>('SELECT * FROM cart_lines WHERE cart_token = ? ORDER BY position')
      .all(cartToken)
      .map((row) => toRecord<CartLineRecord>(row));
  }

  insertCart({ buyerIdentity, now, ...cart }: NewCart): void {
    insertRow(this.db, 'carts', {
      ...cart,
      ...prefixed('buyer', buyerIdentity),
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Applies the given changes to the cart and stamps updated_at. */
  updateCart(cart: CartRecord, { buyerIdentity, ...changes }: CartChanges, now: string): void {
    updateRow(this.db, 'carts', 'token', cart.token, {
      ...changes,
      ...prefixed('buyer', buyerIdentity ?? {}),
      updatedAt: now,
    });
  }

  insertLine(line: Omit<CartLineRecord, 'position' | 'createdAt' | 'updatedAt'> & { now: string }) {
    this.db
      .prepare(
        `INSERT INTO cart_lines (id, cart_token, position, variant_id, selling_plan_id, quantity,
           attributes_json, created_at, updated_at)
         VALUES (@id, @cartToken, (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_lines
           WHERE cart_token = @cartToken), @variantId, @sellingPlanId, @quantity, @attributes,
           @now, @now)`,
      )
      .run({ ...line, attributes: JSON.stringify(line.attributes) });
  }

  updateLine(line: CartLineRecord, now: string): void {
    this.db
      .prepare(
        `UPDATE cart_lines SET variant_id = @variantId, selling_plan_id = @sellingPlanId,
           quantity = @quantity, attributes_json = @attributes, updated_at = @now
         WHERE id = @id AND cart_token = @cartToken`,
      )
      .run({ ...line, attributes: JSON.stringify(line.attributes), now });
  }

  deleteLine(cartToken: string, lineId: string): void {
    this.db
      .prepare('DELETE FROM cart_lines WHERE id = ? AND cart_token = ?')
      .run(lineId, cartToken);
  }

  /**
   * Marks the cart as checked out; from then on it no longer exists for the Storefront API.
   * Returns false when it was already completed.
   */
  markCompleted(token: string, now: string): boolean {
    return (
      this.db
        .prepare(
          'UPDATE carts SET completed_at = ?, updated_at = ? WHERE token = ? AND completed_at IS NULL',
        )
        .run(now, now, token).changes === 1
    );
  }
}
