import type { CartRepository } from '../db/cart-repository';
import type { CartLineRecord, CartRecord } from '../db/records';
import { priceCart, type PricedLine } from './cart-pricing';
import type { RequestContext } from './context';
import { tokenMatches } from '../http/access-token';
import { gid, parseGid } from '../lib/ids';

export const cartGid = (cart: CartRecord): string =>
  gid('Cart', cart.token, { key: cart.secretKey });

export const cartLineGid = (line: CartLineRecord): string =>
  gid('CartLine', line.id, { cart: line.cartToken });

export function checkoutUrl(context: RequestContext, cart: CartRecord): string {
  return `${context.origin}/cart/c/${encodeURIComponent(cart.token)}?key=${encodeURIComponent(cart.secretKey)}`;
}

/**
 * The cart with this token, completed or not, when `key` is its secret; else null. The key is
 * compared in constant time.
 */
export function findCartWithKey(
  carts: CartRepository,
  token: string,
  key: string,
): CartRecord | null {
  const cart = carts.findByToken(token);
  return cart && tokenMatches(key, cart.secretKey) ? cart : null;
}

/**
 * The cart a cart id names, or null when the id is malformed, the key is missing or wrong, or
 * the cart is unknown or already completed: all of them are "does not exist" to a client.
 */
export function findActiveCart(context: RequestContext, cartId: string): CartRecord | null {
  const parsed = parseGid(cartId);
  if (!parsed || parsed.resource !== 'Cart') return null;
  const key = parsed.params.get('key');
  if (!key) return null;
  const cart = findCartWithKey(context.carts, parsed.id, key);
  return cart && cart.completedAt === null ? cart : null;
}

/**
 * First-order codes (WELCOME15) are for buyers without a paid order. The buyer is known by the
 * email the checkout was given, else the cart's buyer identity; unknown buyers count as new
 * until the checkout asks for their email.
 */
function buyerHasOrdered(context: RequestContext, email: string | null | undefined): boolean {
  if (!email) return false;
  return (
    context.db
      .prepare<[string], { found: number }>(
        `SELECT 1 AS found FROM orders WHERE email = ? COLLATE NOCASE AND financial_status = 'PAID'
         LIMIT 1`,
      )
      .get(email.trim()) !== undefined
  );
}

/**
 * A cart as the Cart GraphQL type resolves it: its lines with their merchandise and plan,
 * priced. Each line carries the cart's order discount, of which `cost.discountCents` is its share.
 */
export function buildCartView(
  context: RequestContext,
  cart: CartRecord,
  /** The email the checkout was given, which names the buyer better than the cart does. */
  { buyerEmail }: { buyerEmail?: string | null | undefined } = {},
) {
  const lines = context.carts.linesOf(cart.token).flatMap((record) => {
    const variant = context.catalogue.variant(record.variantId);
    if (!variant) return [];
    const sellingPlan =
      record.sellingPlanId === null
        ? null
        : (context.catalogue.sellingPlan(record.sellingPlanId) ?? null);
    return [{ record, variant, sellingPlan }];
  });
  const pricing = priceCart(
    lines.map(({ record, variant, sellingPlan }) => ({
      quantity: record.quantity,
      unitPriceCents: variant.priceCents,
      compareAtPriceCents: variant.compareAtPriceCents,
      sellingPlan,
    })),
    cart.discountCodes,
    {
      lookup: (code) => context.catalogue.discountCode(code),
      buyerHasOrdered: () => buyerHasOrdered(context, buyerEmail || cart.buyerIdentity.email),
    },
  );
  return {
    record: cart,
    pricing,
    lines: lines.map((line, index) => ({
      __typename: 'CartLine' as const,
      ...line,
      cost: pricing.lines[index] as PricedLine,
      appliedDiscount: pricing.appliedDiscount,
    })),
  };
}

export type CartView = ReturnType<typeof buildCartView>;
export type CartLineView = CartView['lines'][number];
