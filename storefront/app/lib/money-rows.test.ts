import { describe, expect, it } from 'vitest';
import { cart, cartLine, merchandise, usd } from '../../test/support/cart-fixtures';
import type { CustomerOrder } from './auth/customer';
import type { Cart } from './cart/types';
import {
  CALCULATED_AT_CHECKOUT,
  cartLineAmounts,
  cartMoneySummary,
  checkoutLineAmounts,
  checkoutMoneySummary,
  customerOrderLineAmounts,
  customerOrderMoneySummary,
  freeShippingProgress,
  moneyRows,
  rowsAddUp,
  type MoneyRow,
} from './money-rows';
import type { Checkout } from './order';

const powder = merchandise(1, '44.00', 'Powder');
const sachets = merchandise(2, '18.00', 'Sachets');
const monthly = { sellingPlanAllocation: { sellingPlan: { id: 'plan-1', name: 'Monthly' } } };

/** Each row as [label, detail, value], the way a shopper reads it. */
const shown = (rows: MoneyRow[]) => rows.map((row) => [row.label, row.detail, row.value]);

const welcome = (amount: string) => ({ code: 'WELCOME15', discountedAmount: usd(amount) });

/** $44.00 one-time + $37.40 on subscription, WELCOME15 taking $12.21 (cart-level). */
const discountedCart: Cart = cart(
  [
    cartLine('a', powder, 1, '37.40', {
      cost: {
        subtotalAmount: usd('44.00'),
        totalAmount: usd('37.40'),
        amountPerQuantity: usd('44.00'),
        compareAtAmountPerQuantity: null,
      },
      discountAllocations: [welcome('6.60')],
    }),
    cartLine('b', powder, 1, '31.79', {
      ...monthly,
      cost: {
        subtotalAmount: usd('37.40'),
        totalAmount: usd('31.79'),
        amountPerQuantity: usd('37.40'),
        compareAtAmountPerQuantity: usd('44.00'),
      },
      discountAllocations: [welcome('5.61')],
    }),
  ],
  { totalQuantity: 2, subtotal: '81.40', total: '69.19' },
  {
    discountCodes: [{ code: 'WELCOME15', applicable: true }],
    discountAllocations: [welcome('12.21')],
  },
);

describe('the cart’s rows', () => {
  it('show the subtotal, a row per code, free shipping with its reason, tax to come and the total', () => {
    const rows = moneyRows(cartMoneySummary(discountedCart));
    expect(shown(rows)).toEqual([
      ['Subtotal', null, '$81.40'],
      ['Discount', 'WELCOME15', '\u2212$12.21'],
      ['Shipping', 'With a subscription', 'Free'],
      ['Tax', null, CALCULATED_AT_CHECKOUT],
      ['Total', null, '$69.19'],
    ]);
    expect(rowsAddUp(rows)).toBe(true);
  });

  it('leave shipping to the checkout under the threshold, and show tax and duties once known', () => {
    const taxed = cart([cartLine('a', sachets, 2, '36.00')], {
      totalQuantity: 2,
      subtotal: '36.00',
      total: '41.97',
    });
    taxed.cost.totalTaxAmount = usd('2.97');
    taxed.cost.totalDutyAmount = usd('3.00');
    const rows = moneyRows(cartMoneySummary(taxed));
    expect(shown(rows)).toEqual([
      ['Subtotal', null, '$36.00'],
      ['Shipping', null, CALCULATED_AT_CHECKOUT],
      ['Tax', null, '$2.97'],
      ['Duties', null, '$3.00'],
      ['Total', null, '$41.97'],
    ]);
    expect(rows.find((row) => row.kind === 'shipping')?.cents).toBeNull();
    expect(rowsAddUp(rows)).toBe(true);
  });

  it('ship free from $50 after discounts, only at home', () => {
    const over = cart([cartLine('a', powder, 2, '88.00')], { totalQuantity: 2, subtotal: '88.00' });
    expect(cartMoneySummary(over).shipping).toEqual({ kind: 'free', reason: 'threshold' });
    expect(shown(moneyRows(cartMoneySummary(over)))[1]).toEqual([
      'Shipping',
      'Domestic orders $50+',
      'Free',
    ]);
    // $56.00 − 15% = $47.60: under the threshold once the code is taken off.
    const under = cart(
      [cartLine('a', merchandise(3, '56.00'), 1, '47.60')],
      { totalQuantity: 1, subtotal: '56.00', total: '47.60' },
      { discountAllocations: [welcome('8.40')] },
    );
    expect(cartMoneySummary(under).shipping).toEqual({ kind: 'at-checkout' });
    const abroad = { ...over, buyerIdentity: { countryCode: 'CA' as const } };
    expect(cartMoneySummary(abroad).shipping).toEqual({ kind: 'at-checkout' });
  });

  it('add up the same code over several allocations, and name automatic discounts by title', () => {
    const automatic = cart([cartLine('a', powder, 2, '88.00')], {
      totalQuantity: 2,
      subtotal: '88.00',
      total: '74.00',
    });
    automatic.discountAllocations = [
      { title: 'Spring sale', discountedAmount: usd('10.00') },
      welcome('1.50'),
      welcome('2.50'),
    ];
    const rows = moneyRows(cartMoneySummary(automatic));
    expect(
      rows.filter((row) => row.kind === 'discount').map((row) => [row.detail, row.value]),
    ).toEqual([
      ['Spring sale', '\u2212$10.00'],
      ['WELCOME15', '\u2212$4.00'],
    ]);
    expect(rowsAddUp(rows)).toBe(true);
  });

  it('do not add up when the platform’s total disagrees with them', () => {
    const wrong = {
      ...discountedCart,
      cost: { ...discountedCart.cost, totalAmount: usd('81.40') },
    };
    expect(rowsAddUp(moneyRows(cartMoneySummary(wrong)))).toBe(false);
  });

  it('strike a line through at its amount before its discount, and name the code', () => {
    expect(cartLineAmounts(discountedCart.lines[0]!)).toEqual({
      original: usd('44.00'),
      final: usd('37.40'),
      codes: ['WELCOME15'],
    });
    const plain = cartLine('c', sachets, 1, '18.00');
    expect(cartLineAmounts(plain)).toEqual({ original: null, final: usd('18.00'), codes: [] });
  });
});

describe('the free-shipping meter', () => {
  it('counts down to $50 after discounts', () => {
    const progress = freeShippingProgress(
      cart([cartLine('a', powder, 1, '44.00')], { totalQuantity: 1, subtotal: '44.00' }),
    );
    expect(progress).toEqual({
      reason: null,
      spent: usd('44.00'),
      remaining: usd('6.00'),
      threshold: usd('50.00'),
    });
  });

  it('says why a cart ships free, and has nothing to say abroad', () => {
    expect(freeShippingProgress(discountedCart)?.reason).toBe('subscription');
    const over = cart([cartLine('a', powder, 2, '88.00')], { totalQuantity: 2, subtotal: '88.00' });
    expect(freeShippingProgress(over)).toMatchObject({
      reason: 'threshold',
      remaining: usd('0.00'),
    });
    expect(freeShippingProgress({ ...over, buyerIdentity: { countryCode: 'GB' } })).toBeNull();
  });
});

/** The same order on the thank-you page and on the account order page. */
const DISCOUNTED_ORDER_ROWS = [
  ['Subtotal', null, '$81.40'],
  ['Discount', 'WELCOME15', '\u2212$12.21'],
  ['Shipping', 'With a subscription', 'Free'],
  ['Tax', null, '$5.71'],
  ['Total', null, '$74.90'],
];

const checkoutLine = (
  unitPrice: string,
  discountedPrice: string,
  sellingPlan: { name: string } | null,
) => ({
  node: {
    title: 'Powder',
    quantity: 1,
    variant: { title: null, image: null },
    priceV2: usd(unitPrice),
    discountedPriceV2: usd(discountedPrice),
    unitPriceV2: usd(unitPrice),
    sellingPlan,
  },
});

/** The thank-you page's order: $44 + $37.40 on subscription with WELCOME15, to Texas. */
const checkout = {
  id: 'gid://shopify/Order/1',
  name: '#1001',
  processedAt: '2026-04-01T09:30:00Z',
  lineItems: {
    edges: [
      checkoutLine('44.00', '37.40', null),
      checkoutLine('37.40', '31.79', { name: 'Monthly Subscription' }),
    ],
  },
  lineItemsSubtotalPrice: usd('81.40'),
  discountCodes: ['WELCOME15'],
  totalDiscountsV2: usd('12.21'),
  subtotalPriceV2: usd('69.19'),
  totalTaxV2: usd('5.71'),
  totalPriceV2: usd('74.90'),
  shippingLine: { title: 'Free Shipping', priceV2: usd('0.00') },
} satisfies Checkout;

describe('the thank-you page’s rows', () => {
  it('show the subtotal before the code, the code, why shipping is free, tax and total', () => {
    const rows = moneyRows(checkoutMoneySummary(checkout));
    expect(shown(rows)).toEqual(DISCOUNTED_ORDER_ROWS);
    expect(rowsAddUp(rows)).toBe(true);
    expect(checkoutLineAmounts(checkout.lineItems.edges[1]!.node)).toEqual({
      original: usd('37.40'),
      final: usd('31.79'),
      codes: [],
    });
  });

  it('name a charged rate, and leave out shipping the order has none of', () => {
    const charged = {
      ...checkout,
      discountCodes: [],
      totalDiscountsV2: usd('0.00'),
      lineItemsSubtotalPrice: usd('18.00'),
      subtotalPriceV2: usd('18.00'),
      totalTaxV2: usd('1.49'),
      totalPriceV2: usd('25.44'),
      shippingLine: { title: 'Standard Shipping', priceV2: usd('5.95') },
    };
    const rows = moneyRows(checkoutMoneySummary(charged));
    expect(shown(rows)).toEqual([
      ['Subtotal', null, '$18.00'],
      ['Shipping', 'Standard Shipping', '$5.95'],
      ['Tax', null, '$1.49'],
      ['Total', null, '$25.44'],
    ]);
    expect(rowsAddUp(rows)).toBe(true);
    const { shippingLine: _none, ...noShipping } = checkout;
    expect(moneyRows(checkoutMoneySummary(noShipping)).map((row) => row.kind)).not.toContain(
      'shipping',
    );
  });
});

describe('the account order page’s rows', () => {
  const allocation = (amount: string) => ({
    allocatedAmount: usd(amount),
    discountApplication: { code: 'WELCOME15' },
  });
  const orderLine = (
    originalTotal: string,
    discount: ReturnType<typeof allocation>,
    sellingPlan: { name: string } | null,
  ): CustomerOrder['lineItems'][number] => ({
    title: 'Powder',
    variantTitle: null,
    quantity: 1,
    image: null,
    originalTotalPrice: usd(originalTotal),
    sellingPlan,
    discountAllocations: [discount],
  });
  const order: CustomerOrder = {
    id: '1',
    number: 1001,
    name: '#1001',
    processedAt: '2026-04-01T09:30:00Z',
    financialStatus: 'PAID',
    totalPrice: usd('74.90'),
    subtotal: usd('69.19'),
    totalShipping: usd('0.00'),
    totalTax: usd('5.71'),
    shippingLine: { title: 'Free Shipping' },
    lineItems: [
      orderLine('44.00', allocation('6.60'), null),
      orderLine('37.40', allocation('5.61'), { name: 'Monthly Subscription' }),
    ],
  };

  it('add each code’s share on the lines back up, so subtotal − discount + shipping + tax = total', () => {
    const rows = moneyRows(customerOrderMoneySummary(order));
    expect(shown(rows)).toEqual(DISCOUNTED_ORDER_ROWS);
    expect(rowsAddUp(rows)).toBe(true);
    expect(customerOrderLineAmounts(order.lineItems[0]!)).toEqual({
      original: usd('44.00'),
      final: usd('37.40'),
      codes: ['WELCOME15'],
    });
  });

  it('show a charged rate by its name, and an order without tax as $0.00', () => {
    const plain: CustomerOrder = {
      ...order,
      totalPrice: usd('23.95'),
      subtotal: usd('18.00'),
      totalShipping: usd('5.95'),
      totalTax: null,
      shippingLine: { title: 'Standard Shipping' },
      lineItems: [
        { ...order.lineItems[0]!, originalTotalPrice: usd('18.00'), discountAllocations: [] },
      ],
    };
    const rows = moneyRows(customerOrderMoneySummary(plain));
    expect(shown(rows)).toEqual([
      ['Subtotal', null, '$18.00'],
      ['Shipping', 'Standard Shipping', '$5.95'],
      ['Tax', null, '$0.00'],
      ['Total', null, '$23.95'],
    ]);
    expect(rowsAddUp(rows)).toBe(true);
  });
});
