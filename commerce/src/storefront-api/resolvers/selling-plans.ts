import { planPricesCents } from '../../catalogue/plan-prices';
import type {
  PriceAdjustment,
  SellingPlanGroupRecord,
  SellingPlanRecord,
  VariantRecord,
} from '../../db/records';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import { positionCursor, type RequestContext, type ResolverMap } from '../context';
import { gid } from '../../lib/ids';
import { money } from '../../lib/money';

// The cart's pricing (cart-view.ts) reads it from here; it lives with the catalogue, which
// subscriptions price their orders from as well.
export { planPricesCents };

function adjustmentValue(adjustment: PriceAdjustment, currencyCode: string) {
  switch (adjustment.kind) {
    case 'percentage':
      return {
        __typename: 'SellingPlanPercentagePriceAdjustment',
        adjustmentPercentage: adjustment.percentage,
      };
    case 'fixedAmount':
      return {
        __typename: 'SellingPlanFixedAmountPriceAdjustment',
        adjustmentAmount: money(adjustment.amountCents, currencyCode),
      };
    case 'price':
      return {
        __typename: 'SellingPlanFixedPriceAdjustment',
        price: money(adjustment.priceCents, currencyCode),
      };
  }
}

/** SellingPlanAllocation: what one variant costs under one plan, per adjustment phase. */
export function sellingPlanAllocation(
  variant: VariantRecord,
  plan: SellingPlanRecord,
  currencyCode: string,
) {
  const prices = planPricesCents(variant.priceCents, plan);
  return {
    sellingPlan: plan,
    priceAdjustments: prices.map((priceCents) => ({
      price: money(priceCents, currencyCode),
      compareAtPrice: money(variant.priceCents, currencyCode),
      perDeliveryPrice: money(priceCents, currencyCode),
    })),
    // Pay-per-delivery plans charge the first delivery in full at checkout.
    checkoutChargeAmount: money(prices[0] ?? variant.priceCents, currencyCode),
    remainingBalanceChargeAmount: money(0, currencyCode),
  };
}

export const sellingPlanResolvers: ResolverMap = {
  SellingPlanGroup: {
    sellingPlans: (group: SellingPlanGroupRecord, args: ConnectionArgs, context: RequestContext) =>
      connectionFromArray(
        context.catalogue.sellingPlans(group.productId).filter((plan) => plan.groupId === group.id),
        args,
        positionCursor,
      ),
  },
  SellingPlan: {
    id: (plan: SellingPlanRecord) => gid('SellingPlan', plan.id),
    priceAdjustments: (plan: SellingPlanRecord, _args: unknown, context: RequestContext) =>
      plan.priceAdjustments.map((adjustment) => ({
        adjustmentValue: adjustmentValue(adjustment, context.catalogue.currencyCode()),
        orderCount: adjustment.orderCount,
      })),
    billingPolicy: (plan: SellingPlanRecord) =>
      plan.billingPolicy && {
        __typename: 'SellingPlanRecurringBillingPolicy',
        ...plan.billingPolicy,
      },
    deliveryPolicy: (plan: SellingPlanRecord) =>
      plan.deliveryPolicy && {
        __typename: 'SellingPlanRecurringDeliveryPolicy',
        ...plan.deliveryPolicy,
      },
    checkoutCharge: () => ({
      type: 'PERCENTAGE',
      value: { __typename: 'SellingPlanCheckoutChargePercentageValue', percentage: 100 },
    }),
  },
};
