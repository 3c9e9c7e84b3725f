import type { CustomerOrder } from './auth/customer';
import type { Cart, CartLine } from './cart/types';
import { formatMoney, fromCents, toCents, type Money } from './money';
import type { Checkout, CheckoutLineItem } from './order';
import { DOMESTIC_COUNTRY_CODE, FREE_SHIPPING_THRESHOLD_USD } from './policies';

/**
 * Every total explains itself: the rows under a cart or an order (subtotal, a discount per
 * code, shipping, tax, total), read from the platform's own figures so that the rows shown add
 * up to the total shown. The cart drawer, /checkout, /success and the account's order page all
 * build their rows here and show them with one component (MoneyRows).
 */

/** Said for shipping and tax until the address they depend on is known. */
export const CALCULATED_AT_CHECKOUT = 'Calculated at checkout';

/** Why an order ships free: a subscription line, or a domestic order over the threshold. */
export type FreeShippingReason = 'subscription' | 'threshold';

const FREE_SHIPPING_THRESHOLD_CENTS = FREE_SHIPPING_THRESHOLD_USD * 100;

/**
 * An amount in any API's currency codes (the Customer Account API knows a few the Storefront
 * API does not), as the one money formatter takes it.
 */
export type Amount = Pick<Money, 'amount'> & { currencyCode: string };

const amountFromCents = (cents: number, currencyCode: string): Amount => ({
  amount: fromCents(cents),
  currencyCode,
});

/** Why shipping is free, in the words the hosted checkout uses too. */
const FREE_SHIPPING_REASON_TEXT: Record<FreeShippingReason, string> = {
  subscription: 'With a subscription',
  threshold: `Domestic orders $${FREE_SHIPPING_THRESHOLD_USD}+`,
};

export type ShippingFigure =
  /** Not known before the address is. */
  | { kind: 'at-checkout' }
  | { kind: 'charged'; amount: Amount; title: string | null }
  | { kind: 'free'; reason: FreeShippingReason | null }
  /** The order has no shipping line at all. */
  | { kind: 'none' };

/** The figures a total is made of, as the platform gave them. */
export interface MoneySummary {
  /** The items before the discounts listed below. */
  subtotal: Amount;
  /** Each discount taken off, by code (or title), as a positive amount. */
  discounts: readonly { label: string; amount: Amount }[];
  shipping: ShippingFigure;
  /** null: calculated at checkout. */
  tax: Amount | null;
  /** Import duties, when the platform charges any. */
  duties?: Amount | null;
  total: Amount;
}

export interface MoneyRow {
  kind: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'duties' | 'total';
  label: string;
  /** A discount's code, why shipping is free, or the shipping rate's name. */
  detail: string | null;
  /** As shown: "$44.00", "−$6.60", "Free", "Calculated at checkout". */
  value: string;
  /** What the row adds to the total in cents (negative for a discount); null when not known. */
  cents: number | null;
}

const centsOf = (money: Amount) => toCents(money.amount);
const sumCents = (amounts: readonly Amount[]) =>
  amounts.reduce((sum, amount) => sum + centsOf(amount), 0);

/** Amounts under the same label (a code's share on each line) as one positive amount each. */
function byLabel(entries: readonly { label: string; amount: Amount }[]) {
  const totals = new Map<string, Amount>();
  for (const { label, amount } of entries) {
    const known = totals.get(label);
    totals.set(
      label,
      known ? amountFromCents(centsOf(known) + centsOf(amount), known.currencyCode) : amount,
    );
  }
  return [...totals].flatMap(([label, amount]) =>
    centsOf(amount) > 0
      ? [{ label, amount: amountFromCents(centsOf(amount), amount.currencyCode) }]
      : [],
  );
}

/**
 * Why an order to a domestic address ships free, by the shop's rules: any subscription line
 * ships it free; otherwise a total after discounts of at least the threshold.
 */
export function freeShippingReason(
  hasSubscription: boolean,
  discountedCents: number,
): FreeShippingReason | null {
  if (hasSubscription) return 'subscription';
  return discountedCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 'threshold' : null;
}

/** A minus sign (U+2212): aligned with the digits, and read as "minus". */
const minus = (money: Amount) => `\u2212${formatMoney(money)}`;

function shippingRow(shipping: ShippingFigure): MoneyRow | null {
  const row = { kind: 'shipping', label: 'Shipping' } as const;
  switch (shipping.kind) {
    case 'none':
      return null;
    case 'at-checkout':
      return { ...row, detail: null, value: CALCULATED_AT_CHECKOUT, cents: null };
    case 'free':
      return {
        ...row,
        detail: shipping.reason && FREE_SHIPPING_REASON_TEXT[shipping.reason],
        value: 'Free',
        cents: 0,
      };
    case 'charged':
      return {
        ...row,
        detail: shipping.title,
        value: formatMoney(shipping.amount),
        cents: centsOf(shipping.amount),
      };
  }
}

/** The rows of a summary, top to bottom, the total last. */
export function moneyRows(summary: MoneySummary): MoneyRow[] {
  const rows: (MoneyRow | null)[] = [
    {
      kind: 'subtotal',
      label: 'Subtotal',
      detail: null,
      value: formatMoney(summary.subtotal),
      cents: centsOf(summary.subtotal),
    },
    ...summary.discounts.map(({ label, amount }): MoneyRow => ({
      kind: 'discount',
      label: 'Discount',
      detail: label,
      value: minus(amount),
      cents: -centsOf(amount),
    })),
    shippingRow(summary.shipping),
    summary.tax
      ? {
          kind: 'tax',
          label: 'Tax',
          detail: null,
          value: formatMoney(summary.tax),
          cents: centsOf(summary.tax),
        }
      : { kind: 'tax', label: 'Tax', detail: null, value: CALCULATED_AT_CHECKOUT, cents: null },
    summary.duties && centsOf(summary.duties) !== 0
      ? {
          kind: 'duties',
          label: 'Duties',
          detail: null,
          value: formatMoney(summary.duties),
          cents: centsOf(summary.duties),
        }
      : null,
    {
      kind: 'total',
      label: 'Total',
      detail: null,
      value: formatMoney(summary.total),
      cents: centsOf(summary.total),
    },
  ];
  return rows.filter((row): row is MoneyRow => row !== null);
}

/** Whether the rows above the total add up to it, to the cent (rows not known yet add nothing). */
export function rowsAddUp(rows: readonly MoneyRow[]): boolean {
  const total = rows.find((row) => row.kind === 'total');
  if (!total) return false;
  const sum = rows
    .filter((row) => row.kind !== 'total')
    .reduce((cents, row) => cents + (row.cents ?? 0), 0);
  return sum === total.cents;
}

// --- The cart --------------------------------------------------------------------------------

type CartAllocation = Cart['discountAllocations'][number];

/** A discount's name: its code, else the title of an automatic or custom discount. */
function allocationLabel(allocation: CartAllocation): string {
  if ('code' in allocation) return allocation.code;
  if ('title' in allocation) return allocation.title;
  return 'Discount';
}

const isDomestic = (cart: Cart) =>
  !cart.buyerIdentity.countryCode || cart.buyerIdentity.countryCode === DOMESTIC_COUNTRY_CODE;

const hasSubscriptionLine = (cart: Cart) =>
  cart.lines.some((line) => line.sellingPlanAllocation !== null);

/**
 * The cart's figures: the subtotal before cart-level discounts, those discounts by code, tax and
 * duties once the platform knows them, the total. Shipping is the checkout's to work out once
 * the address is known, except that a domestic cart that already ships free says so.
 */
export function cartMoneySummary(cart: Cart): MoneySummary {
  const discounts = byLabel(
    cart.discountAllocations.map((allocation) => ({
      label: allocationLabel(allocation),
      amount: allocation.discountedAmount,
    })),
  );
  const discountedCents =
    centsOf(cart.cost.subtotalAmount) - sumCents(discounts.map((d) => d.amount));
  const reason = isDomestic(cart)
    ? freeShippingReason(hasSubscriptionLine(cart), discountedCents)
    : null;
  return {
    subtotal: cart.cost.subtotalAmount,
    discounts,
    shipping: reason ? { kind: 'free', reason } : { kind: 'at-checkout' },
    tax: cart.cost.totalTaxAmount,
    duties: cart.cost.totalDutyAmount,
    total: cart.cost.totalAmount,
  };
}

/**
 * How far a domestic cart is from free shipping: what is left to spend (after discounts) to
 * reach the threshold, or why it already ships free. Null for a cart going abroad.
 */
export function freeShippingProgress(cart: Cart) {
  if (!isDomestic(cart)) return null;
  const summary = cartMoneySummary(cart);
  const currencyCode = cart.cost.subtotalAmount.currencyCode;
  const spentCents = Math.max(
    0,
    centsOf(summary.subtotal) - sumCents(summary.discounts.map((d) => d.amount)),
  );
  const reason = freeShippingReason(hasSubscriptionLine(cart), spentCents);
  return {
    reason,
    spent: amountFromCents(Math.min(spentCents, FREE_SHIPPING_THRESHOLD_CENTS), currencyCode),
    remaining: amountFromCents(
      Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - spentCents),
      currencyCode,
    ),
    threshold: amountFromCents(FREE_SHIPPING_THRESHOLD_CENTS, currencyCode),
  };
}

/** A line's amount before its own discounts (struck through) when they lower it, and after. */
export interface LineAmounts {
  original: Amount | null;
  final: Amount;
  /** The codes that lowered it, for saying so beside it. */
  codes: string[];
}

export function cartLineAmounts(line: CartLine): LineAmounts {
  const { subtotalAmount, totalAmount } = line.cost;
  const discounted = centsOf(subtotalAmount) > centsOf(totalAmount);
  return {
    original: discounted ? subtotalAmount : null,
    final: totalAmount,
    codes: byLabel(
      line.discountAllocations.map((allocation) => ({
        label: allocationLabel(allocation),
        amount: allocation.discountedAmount,
      })),
    ).map(({ label }) => label),
  };
}

// --- Orders ----------------------------------------------------------------------------------

/** An order's shipping: free with its reason, or the rate charged. */
function orderShipping(
  amount: Amount,
  title: string | null,
  hasSubscription: boolean,
  discountedCents: number,
): ShippingFigure {
  if (centsOf(amount) !== 0) return { kind: 'charged', amount, title };
  // Only domestic orders ship free, so a free order was shipped at home.
  return { kind: 'free', reason: freeShippingReason(hasSubscription, discountedCents) };
}

/** The thank-you page's order (read through the Admin API). */
export function checkoutMoneySummary(checkout: Checkout): MoneySummary {
  const discount = checkout.totalDiscountsV2;
  const hasSubscription = checkout.lineItems.edges.some(({ node }) => node.sellingPlan !== null);
  const { shippingLine } = checkout;
  return {
    subtotal: checkout.lineItemsSubtotalPrice,
    // The Admin API's order names its codes and their total; an order has one code at most.
    discounts:
      centsOf(discount) > 0
        ? [{ label: checkout.discountCodes.join(', ') || 'Discount', amount: discount }]
        : [],
    shipping: shippingLine
      ? orderShipping(
          shippingLine.priceV2,
          shippingLine.title,
          hasSubscription,
          centsOf(checkout.subtotalPriceV2),
        )
      : { kind: 'none' },
    tax: checkout.totalTaxV2,
    total: checkout.totalPriceV2,
  };
}

export function checkoutLineAmounts(line: CheckoutLineItem): LineAmounts {
  const discounted = centsOf(line.priceV2) > centsOf(line.discountedPriceV2);
  return {
    original: discounted ? line.priceV2 : null,
    final: line.discountedPriceV2,
    codes: [],
  };
}

type CustomerOrderLine = CustomerOrder['lineItems'][number];
type OrderAllocation = CustomerOrderLine['discountAllocations'][number];

const orderAllocationLabel = ({ discountApplication }: OrderAllocation) =>
  'code' in discountApplication ? discountApplication.code : 'Discount';

/**
 * An order on the account page: its subtotal after discounts, shipping, tax and total, with
 * each code's share on the lines added back up. The subtotal shown is before those discounts,
 * so that the rows add up.
 */
export function customerOrderMoneySummary(order: CustomerOrder): MoneySummary {
  const currencyCode = order.totalPrice.currencyCode;
  const discounts = byLabel(
    order.lineItems.flatMap((line) =>
      line.discountAllocations.map((allocation) => ({
        label: orderAllocationLabel(allocation),
        amount: allocation.allocatedAmount,
      })),
    ),
  );
  const discountCents = sumCents(discounts.map((discount) => discount.amount));
  const subtotalCents = order.subtotal
    ? centsOf(order.subtotal)
    : sumCents(order.lineItems.flatMap((line) => line.originalTotalPrice ?? [])) - discountCents;
  const hasSubscription = order.lineItems.some((line) => line.sellingPlan !== null);
  return {
    subtotal: amountFromCents(subtotalCents + discountCents, currencyCode),
    discounts,
    shipping: orderShipping(
      order.totalShipping,
      order.shippingLine?.title ?? null,
      hasSubscription,
      subtotalCents,
    ),
    tax: order.totalTax ?? amountFromCents(0, currencyCode),
    total: order.totalPrice,
  };
}

export function customerOrderLineAmounts(line: CustomerOrderLine): LineAmounts | null {
  if (!line.originalTotalPrice) return null;
  const codes = byLabel(
    line.discountAllocations.map((allocation) => ({
      label: orderAllocationLabel(allocation),
      amount: allocation.allocatedAmount,
    })),
  );
  const discountCents = sumCents(codes.map((code) => code.amount));
  const original = line.originalTotalPrice;
  return {
    original: discountCents > 0 ? original : null,
    final: amountFromCents(centsOf(original) - discountCents, original.currencyCode),
    codes: codes.map(({ label }) => label),
  };
}
