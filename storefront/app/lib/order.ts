import { moneyFromCents as money, toCents } from './money';
import { ORDER_REFERENCE_LENGTH } from './constants';
import type { AdminOrder } from './shopify/index.server';

/**
 * The order a checkout became, in the shape of the Storefront API's old Checkout object: what
 * `GET /api/order/{checkoutId}` answers under `checkout` and what the thank-you page shows.
 */

type MoneyBag = AdminOrder['totalPriceSet'];
const centsOf = (bag: MoneyBag) => toCents(bag.shopMoney.amount);
/** A line's price in its own currency, with 2 decimals. */
const lineMoney = (bag: MoneyBag) => money(centsOf(bag), bag.shopMoney.currencyCode);

/**
 * Admin API order → checkout. Every summary figure comes from the order itself, so the
 * rows always add up the way the platform charged: as on Shopify, `subtotalPriceSet` is after
 * discounts, so the pre-discount subtotal shown to the buyer is subtotal + discounts, and
 * (subtotal before discounts) − discounts + shipping + tax = total.
 */
export function checkoutFromAdminOrder(order: AdminOrder) {
  const currency = order.totalPriceSet.shopMoney.currencyCode || order.currencyCode;
  const edges = order.lineItems.nodes.map((line) => ({
    node: {
      title: line.title,
      quantity: line.quantity,
      /** The variant as ordered: its title (null without options) and image. */
      variant: {
        title: line.variantTitle,
        // The image as ordered; today's variant image only when the line kept none.
        image: line.image ?? line.variant?.image ?? null,
      },
      /** The line's price: unit price × quantity, before discount codes. */
      priceV2: lineMoney(line.originalTotalSet),
      /** The line's price after its share of the discount codes. */
      discountedPriceV2: lineMoney(line.discountedTotalSet),
      unitPriceV2: lineMoney(line.originalUnitPriceSet),
      /** The subscription the line was bought on, e.g. "Monthly Subscription". */
      sellingPlan: line.sellingPlan ? { name: line.sellingPlan.name } : null,
    },
  }));

  const discounts = order.totalDiscountsSet ? centsOf(order.totalDiscountsSet) : 0;
  const linesTotal = edges.reduce((sum, { node }) => sum + toCents(node.priceV2.amount), 0);
  // Nullable in Shopify's schema; the lines less the discounts is what it would have said.
  const subtotal = order.subtotalPriceSet
    ? centsOf(order.subtotalPriceSet)
    : linesTotal - discounts;
  const shipping = centsOf(order.totalShippingPriceSet);
  const tax = order.totalTaxSet ? centsOf(order.totalTaxSet) : 0;

  // A charge for shipping is always shown, even if the platform gave it no line of its own.
  const shippingLine =
    order.shippingLine || shipping !== 0
      ? { title: order.shippingLine?.title || 'Shipping', priceV2: money(shipping, currency) }
      : undefined;
  return {
    /** The order's global id, e.g. gid://shopify/Order/1. */
    id: order.id,
    /** The order reference the buyer and the shop owner share, e.g. #1001. */
    name: order.name,
    processedAt: order.processedAt,
    lineItems: { edges },
    /** The lines' prices added up, before discounts. */
    lineItemsSubtotalPrice: money(subtotal + discounts, currency),
    discountCodes: order.discountCodes,
    totalDiscountsV2: money(discounts, currency),
    /** After discounts, before shipping and taxes (Shopify's meaning of "subtotal"). */
    subtotalPriceV2: money(subtotal, currency),
    totalTaxV2: money(tax, currency),
    totalPriceV2: money(centsOf(order.totalPriceSet), currency),
    ...(shippingLine && { shippingLine }),
  };
}

export type Checkout = ReturnType<typeof checkoutFromAdminOrder>;
export type CheckoutLineItem = Checkout['lineItems']['edges'][number]['node'];

/**
 * What /success shows when the order could not be loaded: the first 20 characters of the
 * checkout id followed by dots.
 */
export function truncatedOrderReference(checkoutId: string): string {
  // By code point, so an id from the address bar can never be cut inside a character.
  return `${Array.from(checkoutId).slice(0, ORDER_REFERENCE_LENGTH).join('')}...`;
}
