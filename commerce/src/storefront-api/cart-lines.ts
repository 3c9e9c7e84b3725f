import { randomUUID } from 'node:crypto';
import type {
  CartLineUpdateInput,
  CartWarning,
} from '@shopify/hydrogen-react/storefront-api-types';
import type { Attribute, CartLineRecord, CartRecord, VariantRecord } from '../db/records';
import {
  checkQuantity,
  resolveAttributes,
  resolveSellingPlan,
  resolveVariant,
  type InputErrors,
  type ResolvedLine,
} from './cart-input';
import type { RequestContext } from './context';
import { gid, parseGid } from '../lib/ids';

/** How cart lines are added, changed and checked against stock, inside a mutation's transaction. */

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

/** A line of this cart named by a CartLine gid, or undefined. */
export function findLine(
  lines: CartLineRecord[],
  cart: CartRecord,
  lineId: string,
): CartLineRecord | undefined {
  const parsed = parseGid(lineId);
  if (!parsed || parsed.resource !== 'CartLine') return undefined;
  const cartParam = parsed.params.get('cart');
  if (cartParam !== null && cartParam !== cart.token) return undefined;
  return lines.find((line) => line.id === parsed.id);
}

/**
 * Adds lines, merging each into an existing line with the same merchandise, selling plan and
 * attributes, and capping quantities to stock with a warning, as Shopify does.
 */
export function addLines(
  context: RequestContext,
  cart: CartRecord,
  lines: ResolvedLine[],
  now: string,
): CartWarning[] {
  const warnings: CartWarning[] = [];
  const existing = context.carts.linesOf(cart.token);
  for (const line of lines) {
    const sellingPlanId = line.sellingPlan?.id ?? null;
    const match = existing.find(
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
    let lineId: string;
    if (match) {
      match.quantity = quantity;
      context.carts.updateLine(match, now);
      lineId = match.id;
    } else {
      lineId = randomUUID();
      const record = {
        id: lineId,
        cartToken: cart.token,
        variantId: line.variant.id,
        sellingPlanId,
        quantity,
        attributes: line.attributes,
      };
      context.carts.insertLine({ ...record, now });
      // Later lines of the same input may merge into this one.
      existing.push({
        ...record,
        position: Number.MAX_SAFE_INTEGER,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (quantity < requested) warnings.push(notEnoughStock(cart.token, lineId, quantity));
  }
  return warnings;
}

export interface LineUpdate {
  line: CartLineRecord;
  variant: VariantRecord;
}

/**
 * Validates cartLinesUpdate input into the lines as they should become. Omitted fields keep
 * their value; `sellingPlanId: null` makes the line a one-time purchase; `attributes` replaces.
 */
export function resolveLineUpdates(
  context: RequestContext,
  cart: CartRecord,
  inputs: CartLineUpdateInput[],
  errors: InputErrors,
): LineUpdate[] {
  const existing = context.carts.linesOf(cart.token);
  return inputs.flatMap((input, index): LineUpdate[] => {
    const at = ['lines', index];
    const current = findLine(existing, cart, input.id);
    if (!current) {
      errors.add([...at, 'id'], `The merchandise line with id ${input.id} does not exist.`);
      return [];
    }
    const line = { ...current };
    let variant = context.catalogue.variant(line.variantId) as VariantRecord;
    if (input.merchandiseId) {
      const next = resolveVariant(context, input.merchandiseId, [...at, 'merchandiseId'], errors);
      if (!next) return [];
      variant = next;
      line.variantId = next.id;
    }
    if (input.quantity !== null && input.quantity !== undefined) {
      if (!checkQuantity(input.quantity, 0, [...at, 'quantity'], errors)) return [];
      line.quantity = input.quantity;
    }
    if (input.sellingPlanId !== undefined || line.variantId !== current.variantId) {
      // A line given new merchandise keeps its plan only if the new variant offers it.
      const planId =
        input.sellingPlanId === undefined
          ? current.sellingPlanId && gid('SellingPlan', current.sellingPlanId)
          : input.sellingPlanId;
      if (planId) {
        const plan = resolveSellingPlan(context, planId, variant, [...at, 'sellingPlanId'], errors);
        if (!plan) return [];
        line.sellingPlanId = plan.id;
      } else {
        line.sellingPlanId = null;
      }
    }
    if (input.attributes !== null && input.attributes !== undefined) {
      line.attributes = resolveAttributes(input.attributes, [...at, 'attributes'], errors);
    }
    return [{ line, variant }];
  });
}

/** Writes validated updates: quantity 0 removes the line, stock caps the rest. */
export function writeLineUpdates(
  context: RequestContext,
  cart: CartRecord,
  updates: LineUpdate[],
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
