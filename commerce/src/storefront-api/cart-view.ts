import type { CartWarningCode } from '@shopify/hydrogen-react/storefront-api-types';
import type { CartRepository } from '../db/cart-repository';
import { GiftCardRepository } from '../db/gift-card-repository';
import { allocateGiftCards } from '../gift-cards/gift-card-codes';
import type { CartLineRecord, CartRecord, SellingPlanRecord, VariantRecord } from '../db/records';
import type { RequestContext } from './context';
import { tokenMatches } from '../http/access-token';
import { gid, parseGid } from '../lib/ids';
import { allocateProportionally, percentageOfCents } from '../lib/money';
import { planPricesCents } from './resolvers/selling-plans';

export const cartGid = (cart: CartRecord): string =>
  gid('Cart', cart.token, { key: cart.secretKey });

export const cartLineGid = (line: CartLineRecord): string =>
  gid('CartLine', line.id, { cart: line.cartToken });

/** The hosted checkout's path; its key is the cart's secret. */
export const checkoutPath = (cart: CartRecord): string =>
  `/cart/c/${encodeURIComponent(cart.token)}?key=${encodeURIComponent(cart.secretKey)}`;

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

/** A line's price from the catalogue, before the order discount. */
function priceLine(
  quantity: number,
  variant: VariantRecord,
  sellingPlan: SellingPlanRecord | null,
) {
  // A subscription line costs what its plan charges for the first delivery.
  const amount = sellingPlan
    ? (planPricesCents(variant.priceCents, sellingPlan)[0] ?? variant.priceCents)
    : variant.priceCents;
  return {
    amountPerQuantityCents: amount,
    // A subscription line shows the one-time price it saves against.
    compareAtAmountPerQuantityCents:
      amount < variant.priceCents ? variant.priceCents : variant.compareAtPriceCents,
    subtotalCents: amount * quantity,
  };
}

/**
 * Why a discount code on a cart does not apply, as Shopify's CartWarningCode names it, or null
 * when it applies. Checked in this order: the code must exist, the cart must hold something to
 * discount, codes do not combine (the first applicable one wins), and a first-order code is
 * refused to a buyer who has already paid for an order.
 */
function discountCodeRejection(
  context: RequestContext,
  code: string,
  {
    hasLines,
    alreadyApplied,
    buyerEmail,
  }: { hasLines: boolean; alreadyApplied: boolean; buyerEmail: string | null | undefined },
): DiscountRejection | null {
  const discount = context.catalogue.discountCode(code);
  if (!discount) return 'DISCOUNT_NOT_FOUND';
  if (!hasLines) return 'DISCOUNT_NO_ENTITLED_LINE_ITEMS';
  if (alreadyApplied) return 'DISCOUNT_CODE_NOT_HONOURED';
  // Whether the buyer has ordered is asked only of a first-order code (it queries the orders).
  if (discount.firstOrderOnly && buyerHasOrdered(context, buyerEmail)) {
    return 'DISCOUNT_CUSTOMER_NOT_ELIGIBLE';
  }
  return null;
}

/**
 * A cart as the Cart GraphQL type resolves it: its lines with their merchandise and plan,
 * priced on the server from catalogue prices. Order discount codes are percentages of the
 * subtotal; only the first applicable code applies (codes do not combine), and its amount is
 * spread over the lines in proportion to their subtotals so line totals add up to the cart
 * total. Each line carries the applied discount, of which `cost.discountCents` is its share;
 * each code that does not apply carries the reason.
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
    return [{ record, variant, sellingPlan, ...priceLine(record.quantity, variant, sellingPlan) }];
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);

  let appliedDiscount: { code: string; percentage: number; amountCents: number } | null = null;
  // Codes are kept once each (in any letter case), so the code names the applied one.
  const discountCodes: {
    code: string;
    applicable: boolean;
    rejection: DiscountRejection | null;
  }[] = [];
  for (const code of cart.discountCodes) {
    const rejection = discountCodeRejection(context, code, {
      hasLines: lines.length > 0,
      alreadyApplied: appliedDiscount !== null,
      buyerEmail: buyerEmail || cart.buyerIdentity.email,
    });
    const discount = context.catalogue.discountCode(code);
    if (!rejection && discount) {
      const amountCents = percentageOfCents(subtotalCents, discount.percentage);
      appliedDiscount = { code, percentage: discount.percentage, amountCents };
    }
    discountCodes.push({ code, applicable: rejection === null, rejection });
  }
  const discountCents = appliedDiscount?.amountCents ?? 0;
  const totalCents = subtotalCents - discountCents;
  const giftCards = new GiftCardRepository(context.db);
  const shares = allocateProportionally(
    discountCents,
    lines.map((line) => line.subtotalCents),
  );

  return {
    record: cart,
    pricing: {
      subtotalCents,
      discountCents,
      totalCents,
      totalQuantity: lines.reduce((sum, line) => sum + line.record.quantity, 0),
      discountCodes,
      appliedDiscount,
      /**
       * The applied gift cards and what each would pay of the cart's total; they are a way to
       * pay, so the total itself stays as it is (the checkout applies them to the order total).
       */
      giftCards: allocateGiftCards(
        cart.giftCardIds.flatMap((id) => giftCards.findById(id) ?? []),
        totalCents,
      ),
    },
    lines: lines.map(({ record, variant, sellingPlan, ...cost }, index) => {
      const share = shares[index] ?? 0;
      return {
        __typename: 'CartLine' as const,
        record,
        variant,
        sellingPlan,
        cost: { ...cost, discountCents: share, totalCents: cost.subtotalCents - share },
        appliedDiscount,
      };
    }),
  };
}

export type CartView = ReturnType<typeof buildCartView>;
export type CartLineView = CartView['lines'][number];
export type AppliedDiscount = NonNullable<CartView['pricing']['appliedDiscount']>;

/** The CartWarningCodes a discount code that does not apply is reported with. */
export type DiscountRejection = Extract<
  CartWarningCode,
  | 'DISCOUNT_NOT_FOUND'
  | 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'
  | 'DISCOUNT_CODE_NOT_HONOURED'
  | 'DISCOUNT_CUSTOMER_NOT_ELIGIBLE'
>;
