import type { PriceAdjustment } from '../db/records';
import { percentageOfCents } from '../lib/money';

/** What a selling plan's price adjustments make of a variant's price, order by order. */

/** The price per delivery after one selling plan price adjustment, never below zero. */
function adjustedPriceCents(priceCents: number, adjustment: PriceAdjustment): number {
  switch (adjustment.kind) {
    case 'percentage':
      return priceCents - percentageOfCents(priceCents, adjustment.percentage);
    case 'fixedAmount':
      return Math.max(0, priceCents - adjustment.amountCents);
    case 'price':
      return adjustment.priceCents;
  }
}

/**
 * One price per adjustment phase of the plan, in order (e.g. "first 3 orders at X, then Y");
 * a plan without adjustments sells at the plain price.
 */
export function planPricesCents(
  priceCents: number,
  plan: { priceAdjustments: PriceAdjustment[] },
): number[] {
  if (plan.priceAdjustments.length === 0) return [priceCents];
  return plan.priceAdjustments.map((adjustment) => adjustedPriceCents(priceCents, adjustment));
}

/**
 * The price of one item in the plan's `orderNumber`th order (1 = the first): each adjustment
 * lasts its orderCount orders (null: for good), then the next one applies, then the plain price.
 */
export function orderPriceCents(
  priceCents: number,
  plan: { priceAdjustments: PriceAdjustment[] },
  orderNumber: number,
): number {
  const prices = planPricesCents(priceCents, plan);
  let remaining = orderNumber;
  for (const [index, adjustment] of plan.priceAdjustments.entries()) {
    if (adjustment.orderCount === null || remaining <= adjustment.orderCount) {
      return prices[index] ?? priceCents;
    }
    remaining -= adjustment.orderCount;
  }
  return priceCents;
}
