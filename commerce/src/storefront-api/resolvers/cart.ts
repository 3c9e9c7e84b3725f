import type { Attribute } from '../../db/records';
import {
  cartGid,
  cartLineGid,
  checkoutPath,
  type AppliedDiscount,
  type CartLineView,
  type CartView,
} from '../cart-view';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import { positionCursor, type RequestContext, type ResolverMap } from '../context';
import { customerOfAccessToken } from '../../customer-accounts/customer-stores';
import { money } from '../../lib/money';
import { sellingPlanAllocation } from './selling-plans';

/** A code discount spread across line items, as Shopify describes order discounts. */
function codeDiscountAllocation(
  applied: AppliedDiscount,
  amountCents: number,
  currencyCode: string,
) {
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: applied.code,
    discountedAmount: money(amountCents, currencyCode),
    targetType: 'LINE_ITEM',
    discountApplication: {
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      targetType: 'LINE_ITEM',
      value: { __typename: 'PricingPercentageValue', percentage: applied.percentage },
    },
  };
}

const attributeNamed = (attributes: Attribute[], key: string) =>
  attributes.find((attribute) => attribute.key === key) ?? null;

const currencyOf = (context: RequestContext) => context.catalogue.currencyCode();

/** Cart.cost and Cart.estimatedCost (the same fields less the *Estimated flags). */
function cartCost(cart: CartView, _args: unknown, context: RequestContext) {
  const currencyCode = currencyOf(context);
  return {
    subtotalAmount: money(cart.pricing.subtotalCents, currencyCode),
    totalAmount: money(cart.pricing.totalCents, currencyCode),
    checkoutChargeAmount: money(cart.pricing.totalCents, currencyCode),
    // Catalogue prices are exact; duties and taxes are worked out at checkout, so null here.
    subtotalAmountEstimated: false,
    totalAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
  };
}

/** CartLine.cost and CartLine.estimatedCost, which name the per-item amounts differently. */
function cartLineCost(line: CartLineView, _args: unknown, context: RequestContext) {
  const currencyCode = currencyOf(context);
  const compareAt = line.cost.compareAtAmountPerQuantityCents;
  const amount = money(line.cost.amountPerQuantityCents, currencyCode);
  const compareAtAmount = compareAt === null ? null : money(compareAt, currencyCode);
  return {
    amount,
    amountPerQuantity: amount,
    compareAtAmount,
    compareAtAmountPerQuantity: compareAtAmount,
    subtotalAmount: money(line.cost.subtotalCents, currencyCode),
    totalAmount: money(line.cost.totalCents, currencyCode),
  };
}

export const cartResolvers: ResolverMap = {
  Cart: {
    id: (cart: CartView) => cartGid(cart.record),
    checkoutUrl: (cart: CartView, _args: unknown, context: RequestContext) =>
      context.origin + checkoutPath(cart.record),
    createdAt: (cart: CartView) => cart.record.createdAt,
    updatedAt: (cart: CartView) => cart.record.updatedAt,
    note: (cart: CartView) => cart.record.note,
    totalQuantity: (cart: CartView) => cart.pricing.totalQuantity,
    attributes: (cart: CartView) => cart.record.attributes,
    attribute: (cart: CartView, { key }: { key: string }) =>
      attributeNamed(cart.record.attributes, key),
    discountCodes: (cart: CartView) => cart.pricing.discountCodes,
    discountAllocations: (cart: CartView, _args: unknown, context: RequestContext) => {
      const applied = cart.pricing.appliedDiscount;
      return applied && applied.amountCents > 0
        ? [codeDiscountAllocation(applied, applied.amountCents, currencyOf(context))]
        : [];
    },
    // Its countryCode, email and phone as stored.
    buyerIdentity: (cart: CartView, _args: unknown, context: RequestContext) => ({
      ...cart.record.buyerIdentity,
      // The signed-in (Storefront API) customer; an expired or unknown token is no customer.
      customer: customerOfAccessToken(context.db, cart.record.buyerIdentity.customerAccessToken),
      // No saved delivery addresses or buyer preferences, and no B2B companies.
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    }),
    cost: cartCost,
    estimatedCost: cartCost,
    lines: (cart: CartView, args: ConnectionArgs) =>
      connectionFromArray(cart.lines, args, (line) => positionCursor(line.record)),
  },

  CartLine: {
    id: (line: CartLineView) => cartLineGid(line.record),
    quantity: (line: CartLineView) => line.record.quantity,
    attributes: (line: CartLineView) => line.record.attributes,
    attribute: (line: CartLineView, { key }: { key: string }) =>
      attributeNamed(line.record.attributes, key),
    merchandise: (line: CartLineView) => line.variant,
    cost: cartLineCost,
    estimatedCost: cartLineCost,
    sellingPlanAllocation: (line: CartLineView, _args: unknown, context: RequestContext) =>
      line.sellingPlan
        ? sellingPlanAllocation(line.variant, line.sellingPlan, currencyOf(context))
        : null,
    discountAllocations: (line: CartLineView, _args: unknown, context: RequestContext) => {
      const applied = line.appliedDiscount;
      return applied && line.cost.discountCents > 0
        ? [codeDiscountAllocation(applied, line.cost.discountCents, currencyOf(context))]
        : [];
    },
    instructions: () => ({ canRemove: true, canUpdateQuantity: true }),
    // No line is a component of another (there are no bundles or add-ons).
    parentRelationship: () => null,
  },

  // Carts only hold product variants.
  Merchandise: { __resolveType: () => 'ProductVariant' },
};
