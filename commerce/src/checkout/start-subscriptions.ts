import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { CommerceDatabase } from '../db/connection';
import type { OrderRepository } from '../db/order-repository';
import type { OrderLineRecord, OrderRecord } from '../db/records';
import { SubscriptionRepository } from '../db/subscription-repository';
import { firstRenewalSubtotalCents } from '../subscriptions/contracts';
import { orderAmounts } from './rates';

/**
 * Starts a subscription contract for each selling plan an order's lines were bought with: the
 * plan's billing and delivery policies, the order as the origin order (cycle 0), the next
 * billing one interval after it, the lines' prices as the plan sets them, and the shop's rate for
 * shipping a subscription delivery to the order's address. Runs in the checkout's transaction,
 * so an order and its contracts are made together or not at all.
 */
export function startSubscriptions(
  context: { db: CommerceDatabase; catalogue: CatalogueSnapshot },
  orders: OrderRepository,
  order: OrderRecord,
): void {
  const linesByPlan = new Map<number, OrderLineRecord[]>();
  for (const line of orders.linesOf(order.id)) {
    if (line.sellingPlanId === null) continue;
    linesByPlan.set(line.sellingPlanId, [...(linesByPlan.get(line.sellingPlanId) ?? []), line]);
  }
  const subscriptions = new SubscriptionRepository(context.db);
  for (const [planId, planLines] of linesByPlan) {
    const plan = context.catalogue.sellingPlan(planId);
    // A plan without recurring deliveries (a pre-order, say) is paid once and is no subscription.
    if (!plan?.recurringDeliveries || !plan.billingPolicy || !plan.deliveryPolicy) continue;
    const lines = planLines.map((line) => {
      // The catalogue that priced the cart, read in the same transaction; without the variant,
      // the price paid stands for every delivery.
      const variant = context.catalogue.variant(line.variantId);
      return {
        variantId: line.variantId,
        productId: line.productId,
        productHandle: line.productHandle,
        title: line.title,
        variantTitle: line.variantTitle,
        sku: line.sku,
        quantity: line.quantity,
        basePriceCents: variant?.priceCents ?? line.unitPriceCents,
        priceAdjustments: variant ? plan.priceAdjustments : [],
        image: line.image,
      };
    });
    const { shipping } = orderAmounts(
      firstRenewalSubtotalCents(lines),
      0,
      {
        countryCode: order.shippingAddress.countryCode,
        provinceCode: order.shippingAddress.provinceCode ?? '',
      },
      true,
    );
    subscriptions.insert({
      email: order.email,
      originOrderId: order.id,
      sellingPlanId: plan.id,
      sellingPlanName: plan.name,
      currencyCode: order.currencyCode,
      billingPolicy: plan.billingPolicy,
      deliveryPolicy: plan.deliveryPolicy,
      deliveryPriceCents: shipping.priceCents,
      deliveryTitle: shipping.title,
      anchorAt: order.processedAt,
      lines,
      now: order.createdAt,
    });
  }
}
