import type { CartRecord } from '../db/records';
import { buildCartView } from '../storefront-api/cart-view';
import type { RequestContext } from '../storefront-api/context';
import { FREE_SHIPPING_THRESHOLD_CENTS, orderAmounts, type FreeShippingReason } from './rates';
import { formatMoneyForDisplay } from '../lib/money';
import {
  allocateGiftCards,
  giftCardsTotalCents,
  lastCharactersOf,
} from '../gift-cards/gift-card-codes';
import { COUNTRIES, DOMESTIC_COUNTRY, US_STATES } from '../lib/regions';

/** Shown for tax until the address it depends on is known. */
export const PENDING_TEXT = 'Calculated at next step';

/** Shopify leaves variantTitle empty for products without options. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

/** A cart as the checkout shows and charges it: priced lines with what an order line keeps. */
export function summariseCart(
  context: RequestContext,
  cart: CartRecord,
  /** The buyer's email as entered at checkout (first-order discounts depend on it). */
  buyerEmail?: string | null,
) {
  const view = buildCartView(context, cart, { buyerEmail });
  return {
    cart,
    currencyCode: context.catalogue.currencyCode(),
    subtotalCents: view.pricing.subtotalCents,
    // The applied code (codes do not combine), or null.
    discountCode: view.pricing.appliedDiscount?.code.toUpperCase() ?? null,
    discountCents: view.pricing.discountCents,
    // The gift cards applied to the cart, in order: they pay the order total before the card.
    giftCards: view.pricing.giftCards.map(({ card }) => card),
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
        // The one-time price a subscription line saves against, per item.
        compareAtUnitPriceCents:
          compareAt !== null && compareAt > line.cost.amountPerQuantityCents ? compareAt : null,
        subtotalCents: line.cost.subtotalCents, // before discounts
        discountCents: line.cost.discountCents,
        sellingPlanId: line.sellingPlan?.id ?? null,
        sellingPlanName: line.sellingPlan?.name ?? null,
        image: context.catalogue.variantImage(line.variant),
      };
    }),
  };
}

export type CheckoutSummary = ReturnType<typeof summariseCart>;
export type CheckoutLine = CheckoutSummary['lines'][number];

/**
 * The amounts for a destination. Shipping needs only the country; in the United States tax
 * needs the state too, and until it is known `taxKnown` is false.
 */
export function quoteCheckout(summary: CheckoutSummary, countryCode: string, provinceCode: string) {
  const amounts = orderAmounts(
    summary.subtotalCents,
    summary.discountCents,
    { countryCode, provinceCode },
    summary.lines.some((line) => line.sellingPlanId !== null),
  );
  return { amounts, taxKnown: countryCode !== DOMESTIC_COUNTRY || US_STATES.has(provinceCode) };
}

/** "$50.00" → "$50": a round threshold reads better without its cents. */
const wholeAmount = (cents: number, currencyCode: string) =>
  formatMoneyForDisplay(cents, currencyCode).replace(/\.00$/, '');

/** Why the shipping row says "Free", in the words the storefront uses too. */
function freeShippingReasonText(reason: FreeShippingReason, currencyCode: string): string {
  return reason === 'subscription'
    ? 'With a subscription'
    : `Domestic orders ${wholeAmount(FREE_SHIPPING_THRESHOLD_CENTS, currencyCode)}+`;
}

/** The summary's shipping, tax and total rows for one destination, as displayed. */
export function describeQuote(summary: CheckoutSummary, countryCode: string, provinceCode: string) {
  const money = (cents: number) => formatMoneyForDisplay(cents, summary.currencyCode);
  const { amounts, taxKnown } = quoteCheckout(summary, countryCode, provinceCode);
  const { shipping, taxRate } = amounts;
  const free = shipping.priceCents === 0;
  const shownTotalCents = taxKnown ? amounts.totalCents : amounts.totalCents - amounts.taxCents;
  const giftCardsCents = giftCardsTotalCents(allocateGiftCards(summary.giftCards, shownTotalCents));
  // A US state names the tax.
  const state = countryCode === DOMESTIC_COUNTRY && taxKnown ? US_STATES.get(provinceCode) : null;
  return {
    // Free shipping says why; a charged rate says which.
    shippingTitle: shipping.freeBecause
      ? freeShippingReasonText(shipping.freeBecause, summary.currencyCode)
      : shipping.title,
    shipping: free ? 'Free' : money(shipping.priceCents),
    taxLabel: state ? `${state} ${Number(taxRate.toFixed(3))}%` : '',
    tax: taxKnown ? money(amounts.taxCents) : PENDING_TEXT,
    total: money(shownTotalCents),
    // What the gift cards pay of the total, and what is left for the payment card.
    giftCards: money(-giftCardsCents),
    amountDue: money(shownTotalCents - giftCardsCents),
    /** What the buyer is agreeing to pay, once shipping and tax are both known. */
    totalCents: taxKnown ? amounts.totalCents : null,
  };
}

export type QuoteDisplay = ReturnType<typeof describeQuote>;

/** How the summary names the applied gift cards: by their last characters, as Shopify does. */
export const giftCardsLabel = (summary: CheckoutSummary) =>
  summary.giftCards.map((card) => `•••• ${lastCharactersOf(card)}`).join(', ');

/** The rows for every destination the form offers, keyed as the page script looks them up. */
export function describeQuotes(summary: CheckoutSummary): Record<string, QuoteDisplay> {
  const table: Record<string, QuoteDisplay> = {};
  for (const country of COUNTRIES.keys()) table[country] = describeQuote(summary, country, '');
  for (const state of US_STATES.keys()) {
    table[`${DOMESTIC_COUNTRY}-${state}`] = describeQuote(summary, DOMESTIC_COUNTRY, state);
  }
  return table;
}
