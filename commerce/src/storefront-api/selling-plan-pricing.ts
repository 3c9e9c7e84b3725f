import type { PriceAdjustment, SellingPlanRecord } from '../db/records';
import { percentageOfCents } from '../lib/money';

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
export function planPricesCents(priceCents: number, plan: SellingPlanRecord): number[] {
  if (plan.priceAdjustments.length === 0) return [priceCents];
  return plan.priceAdjustments.map((adjustment) => adjustedPriceCents(priceCents, adjustment));
}

/** What the buyer pays per item for the first delivery, i.e. what a cart line costs. */
export function firstDeliveryPriceCents(priceCents: number, plan: SellingPlanRecord): number {
  return planPricesCents(priceCents, plan)[0] ?? priceCents;
}
