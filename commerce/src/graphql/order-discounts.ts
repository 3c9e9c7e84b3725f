import type { OrderRepository } from '../db/order-repository';
import type { OrderRecord } from '../db/records';
import { money } from '../lib/money';
import type { LineItemSource } from './shared-fields';

/**
 * An order's discount code as Shopify records it on the order (a DiscountCodeApplication) and
 * spreads it over the lines (a DiscountAllocation per line), for the Storefront and Customer
 * Account APIs alike. An order has at most one code (codes do not combine).
 */

/**
 * The code's intent: a percentage of every line. The order keeps the amount taken off, not the
 * percentage the code had then, so the percentage is the amount over the lines it applied to.
 */
function discountCodeApplication(order: OrderRecord, code: string) {
  const percentage =
    order.lineItemsSubtotalCents > 0
      ? Math.round((order.discountCents / order.lineItemsSubtotalCents) * 10_000) / 100
      : 0;
  return {
    __typename: 'DiscountCodeApplication',
    code,
    applicable: true,
    allocationMethod: 'ACROSS',
    targetSelection: 'ALL',
    targetType: 'LINE_ITEM',
    value: { __typename: 'PricingPercentageValue', percentage },
  };
}

/** LineItem.discountAllocations / OrderLineItem.discountAllocations: the line's share of the code. */
export function lineDiscountAllocations(
  { line, currencyCode }: LineItemSource,
  orders: OrderRepository,
) {
  if (line.discountCents <= 0) return [];
  const order = orders.findById(line.orderId);
  if (!order?.discountCode) return [];
  return [
    {
      allocatedAmount: money(line.discountCents, currencyCode),
      discountApplication: discountCodeApplication(order, order.discountCode),
    },
  ];
}

/**
 * Order.discountInformation (Customer Account API): the order's discounts in total and by
 * discount, all of them order-level here (a code spread over the lines).
 */
export function orderDiscountInformation(order: OrderRecord) {
  const total = money(order.discountCents, order.currencyCode);
  const applied =
    order.discountCode && order.discountCents > 0
      ? [
          {
            discountApplicationType: 'DISCOUNT_CODE',
            discountValue: total,
            targetType: 'LINE_ITEM',
            title: order.discountCode,
          },
        ]
      : [];
  return {
    totalDiscounts: total,
    totalOrderLevelAppliedDiscounts: total,
    allAppliedDiscounts: applied,
    allOrderLevelAppliedDiscounts: applied,
    allOrderLevelAppliedDiscountsOnSoldItems: applied,
  };
}
