import type { NewOrderLine } from '../db/order-repository';
import type { CartRecord, ProductImageRecord } from '../db/records';
import { buildCartView } from '../storefront-api/cart-view';
import type { RequestContext } from '../storefront-api/context';
import { orderAmounts, shippingRateFor, type OrderAmounts, type ShippingRate } from './rates';
import { formatMoneyForDisplay } from '../lib/money';
import { DOMESTIC_COUNTRY, US_STATES } from '../lib/regions';

/** A cart as the checkout shows and charges it: priced lines with what an order line keeps. */

/** Shown for shipping and tax until the address they depend on is known. */
export const PENDING_TEXT = 'Calculated at next step';

/** A priced line: what its order line keeps, and what the checkout shows besides. */
export interface CheckoutLine extends Omit<NewOrderLine, 'image'> {
  /** The one-time price a subscription line saves against, per item. */
  compareAtUnitPriceCents: number | null;
  /** Before discounts. */
  subtotalCents: number;
  image: ProductImageRecord | null;
}

export interface CheckoutSummary {
  cart: CartRecord;
  currencyCode: string;
  lines: CheckoutLine[];
  subtotalCents: number;
  /** The applied code (codes do not combine), or null. */
  discountCode: string | null;
  discountCents: number;
}

/** Shopify leaves variantTitle empty for products without options. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

export function summariseCart(
  context: RequestContext,
  cart: CartRecord,
  /** The buyer's email as entered at checkout (first-order discounts depend on it). */
  buyerEmail?: string | null,
): CheckoutSummary {
  const view = buildCartView(context, cart, { buyerEmail });
  return {
    cart,
    currencyCode: context.catalogue.currencyCode(),
    subtotalCents: view.pricing.subtotalCents,
    discountCode: view.pricing.appliedDiscount?.code.toUpperCase() ?? null,
    discountCents: view.pricing.discountCents,
    lines: view.lines.map((line) => {
      const product = context.catalogue.product(line.variant.productId);
      const compareAt = line.cost.compareAtAmountPerQuantityCents;
      return {
        variantId: line.variant.id,
        productId: line.variant.productId,
        productHandle: product?.handle ?? '',
        title: product?.title ?? line.variant.title,
        variantTitle: line.variant.title === DEFAULT_VARIANT_TITLE ? null : line.variant.title,
        sku: line.variant.sku,
        quantity: line.record.quantity,
        unitPriceCents: line.cost.amountPerQuantityCents,
        compareAtUnitPriceCents:
          compareAt !== null && compareAt > line.cost.amountPerQuantityCents ? compareAt : null,
        subtotalCents: line.cost.subtotalCents,
        discountCents: line.cost.discountCents,
        sellingPlanId: line.sellingPlan?.id ?? null,
        sellingPlanName: line.sellingPlan?.name ?? null,
        image: context.catalogue.variantImage(line.variant),
      };
    }),
  };
}

/**
 * What is known of the amounts for a destination so far: shipping needs the country, tax the
 * state too. `amounts` is set once both are known.
 */
export interface CheckoutQuote {
  shipping: ShippingRate | null;
  amounts: OrderAmounts | null;
}

export function quoteCheckout(
  summary: CheckoutSummary,
  countryCode: string,
  provinceCode: string,
): CheckoutQuote {
  const domestic = countryCode === DOMESTIC_COUNTRY;
  const hasSubscription = summary.lines.some((line) => line.sellingPlanId !== null);
  if (domestic && !US_STATES.has(provinceCode)) {
    const discountedSubtotalCents = summary.subtotalCents - summary.discountCents;
    return {
      shipping: shippingRateFor(countryCode, { discountedSubtotalCents, hasSubscription }),
      amounts: null,
    };
  }
  const amounts = orderAmounts(
    summary.subtotalCents,
    summary.discountCents,
    { countryCode, provinceCode: domestic ? provinceCode : '' },
    hasSubscription,
  );
  return { shipping: amounts.shipping, amounts };
}

/** The summary's shipping, tax and total rows for one destination, as displayed. */
export interface QuoteDisplay {
  shippingTitle: string;
  shipping: string;
  taxLabel: string;
  tax: string;
  total: string;
  /** What the buyer is agreeing to pay, once shipping and tax are both known. */
  totalCents: number | null;
}

export function describeQuote(
  summary: CheckoutSummary,
  quote: CheckoutQuote,
  /** The US state of the destination, if any: it names the tax. */
  state: string | null,
): QuoteDisplay {
  const money = (cents: number) => formatMoneyForDisplay(cents, summary.currencyCode);
  const discounted = summary.subtotalCents - summary.discountCents;
  const { shipping, amounts } = quote;
  const free = shipping?.priceCents === 0;
  return {
    // "Free" says it all for free shipping.
    shippingTitle: shipping && !free ? shipping.title : '',
    shipping: !shipping ? PENDING_TEXT : free ? 'Free' : money(shipping.priceCents),
    taxLabel:
      amounts && state
        ? `${US_STATES.get(state) ?? state} ${Number(amounts.taxRate.toFixed(3))}%`
        : '',
    tax: amounts ? money(amounts.taxCents) : PENDING_TEXT,
    total: money(amounts?.totalCents ?? discounted + (shipping?.priceCents ?? 0)),
    totalCents: amounts?.totalCents ?? null,
  };
}
