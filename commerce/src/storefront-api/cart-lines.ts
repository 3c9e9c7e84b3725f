import { randomUUID } from 'node:crypto';
import type { CartWarning } from '@shopify/hydrogen-react/storefront-api-types';
import type { Attribute, CartRecord, VariantRecord } from '../db/records';
import type { resolveLineUpdates, resolveNewLines } from './cart-input';
import type { RequestContext } from './context';
import { gid } from '../lib/ids';

/** How validated cart lines are written and checked against stock, inside a mutation's transaction. */

const sameAttributes = (a: Attribute[], b: Attribute[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * How many of `variant` a line may hold: all requested when stock is untracked or overselling
 * is allowed, else what is in stock (0 when the variant cannot be sold at all).
 */
function allowedQuantity(variant: VariantRecord, requested: number): number {
  if (!variant.availableForSale) return 0;
  if (variant.quantityAvailable === null || variant.quantityAvailable <= 0) return requested;
  return Math.min(requested, variant.quantityAvailable);
}

const outOfStock = (variant: VariantRecord): CartWarning => ({
  code: 'MERCHANDISE_OUT_OF_STOCK',
  message: 'The merchandise is out of stock.',
  target: gid('ProductVariant', variant.id),
});

const notEnoughStock = (cartToken: string, lineId: string, quantity: number): CartWarning => ({
  code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
  message: `Only ${quantity} items were added to your cart due to availability.`,
  target: gid('CartLine', lineId, { cart: cartToken }),
});

/**
 * Adds lines, merging each into an existing line with the same merchandise, selling plan and
 * attributes, and capping quantities to stock with a warning, as Shopify does.
 */
export function addLines(
  context: RequestContext,
  cart: CartRecord,
  lines: ReturnType<typeof resolveNewLines>,
  now: string,
): CartWarning[] {
  const warnings: CartWarning[] = [];
  for (const line of lines) {
    const sellingPlanId = line.sellingPlan?.id ?? null;
    // Read for each line: an earlier line of the same input may have added its match.
    const match = context.carts
      .linesOf(cart.token)
      .find(
        (candidate) =>
          candidate.variantId === line.variant.id &&
          candidate.sellingPlanId === sellingPlanId &&
          sameAttributes(candidate.attributes, line.attributes),
      );
    const requested = (match?.quantity ?? 0) + line.quantity;
    const quantity = allowedQuantity(line.variant, requested);
    if (quantity === 0) {
      warnings.push(outOfStock(line.variant));
      continue;
    }
    const lineId = match?.id ?? randomUUID();
    if (match) {
      context.carts.updateLine({ ...match, quantity }, now);
    } else {
      const { variant, attributes } = line;
      const record = { id: lineId, cartToken: cart.token, variantId: variant.id, sellingPlanId };
      context.carts.insertLine({ ...record, quantity, attributes, now });
    }
    if (quantity < requested) warnings.push(notEnoughStock(cart.token, lineId, quantity));
  }
  return warnings;
}

/** Writes validated updates: quantity 0 removes the line, stock caps the rest. */
export function writeLineUpdates(
  context: RequestContext,
  cart: CartRecord,
  updates: ReturnType<typeof resolveLineUpdates>,
  now: string,
): CartWarning[] {
  const warnings: CartWarning[] = [];
  for (const { line, variant } of updates) {
    const quantity = allowedQuantity(variant, line.quantity);
    if (quantity === 0) {
      context.carts.deleteLine(cart.token, line.id);
      if (line.quantity > 0) warnings.push(outOfStock(variant));
      continue;
    }
    if (quantity < line.quantity) warnings.push(notEnoughStock(cart.token, line.id, quantity));
    context.carts.updateLine({ ...line, quantity }, now);
  }
  return warnings;
}
