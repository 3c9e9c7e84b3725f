import type { DiscountCodeRecord, SellingPlanRecord } from '../db/records';
import { allocateProportionally, percentageOfCents } from '../lib/money';
import { firstDeliveryPriceCents } from './selling-plan-pricing';

export interface LineToPrice {
  quantity: number;
  unitPriceCents: number;
  compareAtPriceCents: number | null;
  sellingPlan: SellingPlanRecord | null;
}

export interface PricedLine {
  amountPerQuantityCents: number;
  compareAtAmountPerQuantityCents: number | null;
  /** Before discounts. */
  subtotalCents: number;
  /** This line's share of the applied order discount. */
  discountCents: number;
  totalCents: number;
}

export interface AppliedDiscount {
  code: string;
  percentage: number;
  amountCents: number;
}

export interface CartPricing {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  totalQuantity: number;
  discountCodes: { code: string; applicable: boolean }[];
  appliedDiscount: AppliedDiscount | null;
}

export interface DiscountRules {
  lookup(code: string): DiscountCodeRecord | undefined;
  /**
   * Whether the buyer has ordered before; first-order codes do not apply then. Asked only when
   * such a code is in the cart (it may query the orders).
   */
  buyerHasOrdered(): boolean;
}

function priceLine(line: LineToPrice): Omit<PricedLine, 'discountCents' | 'totalCents'> {
  const amount = line.sellingPlan
    ? firstDeliveryPriceCents(line.unitPriceCents, line.sellingPlan)
    : line.unitPriceCents;
  return {
    amountPerQuantityCents: amount,
    // A subscription line shows the one-time price it saves against.
    compareAtAmountPerQuantityCents:
      amount < line.unitPriceCents ? line.unitPriceCents : line.compareAtPriceCents,
    subtotalCents: amount * line.quantity,
  };
}

/**
 * Prices a cart on the server from catalogue prices. Order discount codes are percentages of the
 * subtotal; only the first applicable code applies (codes do not combine), and its amount is
 * spread over the lines in proportion to their subtotals so line totals add up to the cart total.
 */
export function priceCart(
  lines: LineToPrice[],
  enteredCodes: string[],
  rules: DiscountRules,
): CartPricing {
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

  const discountCents = (appliedDiscount as AppliedDiscount | null)?.amountCents ?? 0;
  const shares = allocateProportionally(
    discountCents,
    priced.map((line) => line.subtotalCents),
  );
  return {
    lines: priced.map((line, index) => {
      const share = shares[index] ?? 0;
      return { ...line, discountCents: share, totalCents: line.subtotalCents - share };
    }),
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    totalQuantity,
    discountCodes,
    appliedDiscount,
  };
}
