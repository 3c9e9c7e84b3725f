import type { DiscountCodeRecord, PriceAdjustment, SellingPlanRecord } from '../db/records';
import { allocateProportionally, percentageOfCents } from '../lib/money';

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

export interface LineToPrice {
  quantity: number;
  unitPriceCents: number;
  compareAtPriceCents: number | null;
  sellingPlan: SellingPlanRecord | null;
}

export interface AppliedDiscount {
  code: string;
  percentage: number;
  amountCents: number;
}

export interface DiscountRules {
  lookup(code: string): DiscountCodeRecord | undefined;
  /**
   * Whether the buyer has ordered before; first-order codes do not apply then. Asked only when
   * such a code is in the cart (it may query the orders).
   */
  buyerHasOrdered(): boolean;
}

function priceLine(line: LineToPrice) {
  // A subscription line costs what its plan charges for the first delivery.
  const amount = line.sellingPlan
    ? (planPricesCents(line.unitPriceCents, line.sellingPlan)[0] ?? line.unitPriceCents)
    : line.unitPriceCents;
  return {
    amountPerQuantityCents: amount,
    // A subscription line shows the one-time price it saves against.
    compareAtAmountPerQuantityCents:
      amount < line.unitPriceCents ? line.unitPriceCents : line.compareAtPriceCents,
    // Before discounts.
    subtotalCents: amount * line.quantity,
  };
}

/**
 * Prices a cart on the server from catalogue prices. Order discount codes are percentages of the
 * subtotal; only the first applicable code applies (codes do not combine), and its amount is
 * spread over the lines in proportion to their subtotals so line totals add up to the cart total.
 */
export function priceCart(lines: LineToPrice[], enteredCodes: string[], rules: DiscountRules) {
  const priced = lines.map(priceLine);
  const subtotalCents = priced.reduce((sum, line) => sum + line.subtotalCents, 0);
  const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);

  let appliedDiscount: AppliedDiscount | null = null;
  const discountCodes = enteredCodes.map((code) => {
    const discount = rules.lookup(code);
    const eligible =
      discount !== undefined &&
      appliedDiscount === null &&
      lines.length > 0 &&
      !(discount.firstOrderOnly && rules.buyerHasOrdered());
    if (eligible) {
      appliedDiscount = {
        code,
        percentage: discount.percentage,
        amountCents: percentageOfCents(subtotalCents, discount.percentage),
      };
    }
    return { code, applicable: eligible };
  });

  // Set inside the callback above, which TypeScript's narrowing does not follow.
  const applied = appliedDiscount as AppliedDiscount | null;
  const discountCents = applied?.amountCents ?? 0;
  const shares = allocateProportionally(
    discountCents,
    priced.map((line) => line.subtotalCents),
  );
  return {
    lines: priced.map((line, index) => {
      const share = shares[index] ?? 0;
      // The line's share of the applied order discount.
      return { ...line, discountCents: share, totalCents: line.subtotalCents - share };
    }),
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    totalQuantity,
    discountCodes,
    appliedDiscount: applied,
  };
}

export type CartPricing = ReturnType<typeof priceCart>;
export type PricedLine = CartPricing['lines'][number];
