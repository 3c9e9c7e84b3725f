import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import { ORDER_REFERENCE_LENGTH } from './constants';
import { checkoutFromAdminOrder, truncatedOrderReference } from './order';
import type { AdminOrder } from './shopify/index.server';

type AdminLineItem = AdminOrder['lineItems']['nodes'][number];

const usd = (amount: string) => ({ shopMoney: { amount, currencyCode: 'USD' as const } });

const powderImage = { url: 'https://cdn.example/powder.png', altText: 'A pouch of powder' };

function line(overrides: Partial<AdminLineItem> = {}): AdminLineItem {
  return {
    title: 'Bath & Ice Plunge Dechlorinating Powder',
    variantTitle: '4 Pack',
    quantity: 1,
    image: powderImage,
    variant: { image: { url: 'https://cdn.example/today.png', altText: 'Today' } },
    sellingPlan: null,
    originalUnitPriceSet: usd('44.0'),
    originalTotalSet: usd('44.0'),
    discountedTotalSet: usd('44.0'),
    ...overrides,
  };
}

/** The order the hosted checkout makes for the e2e purchase: $44 + $37.40, TX, free shipping. */
function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'gid://shopify/Order/1',
    name: '#1001',
    processedAt: '2026-04-01T09:30:00Z',
    currencyCode: 'USD',
    discountCodes: [],
    subtotalPriceSet: usd('81.4'),
    totalDiscountsSet: usd('0.0'),
    totalShippingPriceSet: usd('0.0'),
    totalTaxSet: usd('6.72'),
    totalPriceSet: usd('88.12'),
    shippingLine: { title: 'Free Shipping' },
    lineItems: {
      nodes: [
        line(),
        line({
          sellingPlan: { name: 'Monthly Subscription' },
          originalUnitPriceSet: usd('37.4'),
          originalTotalSet: usd('37.4'),
          discountedTotalSet: usd('37.4'),
        }),
      ],
    },
    ...overrides,
  };
}

const money = (amount: string) => ({ amount, currencyCode: 'USD' });

describe('checkoutFromAdminOrder', () => {
  it("maps Shopify Admin names to the spec's checkout shape", () => {
    expect(checkoutFromAdminOrder(order())).toEqual({
      id: 'gid://shopify/Order/1',
      name: '#1001',
      processedAt: '2026-04-01T09:30:00Z',
      lineItems: {
        edges: [
          {
            node: {
              title: 'Bath & Ice Plunge Dechlorinating Powder',
              quantity: 1,
              variant: { title: '4 Pack', image: powderImage },
              priceV2: money('44.00'),
              discountedPriceV2: money('44.00'),
              unitPriceV2: money('44.00'),
              sellingPlan: null,
            },
          },
          {
            node: {
              title: 'Bath & Ice Plunge Dechlorinating Powder',
              quantity: 1,
              variant: { title: '4 Pack', image: powderImage },
              priceV2: money('37.40'),
              discountedPriceV2: money('37.40'),
              unitPriceV2: money('37.40'),
              sellingPlan: { name: 'Monthly Subscription' },
            },
          },
        ],
      },
      lineItemsSubtotalPrice: money('81.40'),
      discountCodes: [],
      totalDiscountsV2: money('0.00'),
      subtotalPriceV2: money('81.40'),
      totalTaxV2: money('6.72'),
      totalPriceV2: money('88.12'),
      shippingLine: { title: 'Free Shipping', priceV2: money('0.00') },
    });
  });

  it('prices a line at unit price × quantity and keeps the unit price', () => {
    const checkout = checkoutFromAdminOrder(
      order({
        lineItems: {
          nodes: [
            line({
              quantity: 3,
              originalTotalSet: usd('132.0'),
              discountedTotalSet: usd('132.0'),
            }),
          ],
        },
        subtotalPriceSet: usd('132.0'),
      }),
    );
    const node = checkout.lineItems.edges[0]?.node;
    expect(node?.quantity).toBe(3);
    expect(node?.priceV2).toEqual(money('132.00'));
    expect(node?.unitPriceV2).toEqual(money('44.00'));
  });

  it('shows the subtotal before a discount code, so subtotal − discount + shipping + tax = total', () => {
    // WELCOME15 on $81.40: Shopify's subtotalPriceSet is already after the discount.
    const checkout = checkoutFromAdminOrder(
      order({
        discountCodes: ['WELCOME15'],
        subtotalPriceSet: usd('69.19'),
        totalDiscountsSet: usd('12.21'),
        totalTaxSet: usd('5.71'),
        totalPriceSet: usd('74.9'),
        lineItems: {
          nodes: [
            line({ discountedTotalSet: usd('37.4') }),
            line({
              sellingPlan: { name: 'Monthly Subscription' },
              originalUnitPriceSet: usd('37.4'),
              originalTotalSet: usd('37.4'),
              discountedTotalSet: usd('31.79'),
            }),
          ],
        },
      }),
    );
    // Each line before and after its share of the code.
    expect(checkout.lineItems.edges.map(({ node }) => node.discountedPriceV2)).toEqual([
      money('37.40'),
      money('31.79'),
    ]);
    expect(checkout.lineItemsSubtotalPrice).toEqual(money('81.40'));
    expect(checkout.totalDiscountsV2).toEqual(money('12.21'));
    expect(checkout.subtotalPriceV2).toEqual(money('69.19'));
    expect(checkout.discountCodes).toEqual(['WELCOME15']);

    const cents = (m: { amount: string }) => toCents(m.amount);
    const lines = checkout.lineItems.edges.reduce((sum, { node }) => sum + cents(node.priceV2), 0);
    expect(lines).toBe(cents(checkout.lineItemsSubtotalPrice));
    expect(
      cents(checkout.lineItemsSubtotalPrice) -
        cents(checkout.totalDiscountsV2) +
        cents(checkout.shippingLine!.priceV2) +
        cents(checkout.totalTaxV2),
    ).toBe(cents(checkout.totalPriceV2));
  });

  it('gives the shipping line its title and the shipping actually charged', () => {
    const checkout = checkoutFromAdminOrder(
      order({
        shippingLine: { title: 'Standard Shipping' },
        totalShippingPriceSet: usd('5.95'),
      }),
    );
    expect(checkout.shippingLine).toEqual({
      title: 'Standard Shipping',
      priceV2: money('5.95'),
    });
  });

  it('leaves the shipping line out when there is none and nothing was charged for it', () => {
    expect(checkoutFromAdminOrder(order({ shippingLine: null }))).not.toHaveProperty(
      'shippingLine',
    );
    // A charge without a line is still shown, so the figures add up.
    expect(
      checkoutFromAdminOrder(order({ shippingLine: null, totalShippingPriceSet: usd('5.95') }))
        .shippingLine,
    ).toEqual({ title: 'Shipping', priceV2: money('5.95') });
  });

  it("falls back to today's variant image, then to none", () => {
    const checkout = checkoutFromAdminOrder(
      order({
        lineItems: {
          nodes: [
            line({ image: null }),
            line({ image: null, variant: null }),
            line({ image: null, variant: { image: null } }),
          ],
        },
      }),
    );
    expect(checkout.lineItems.edges.map(({ node }) => node.variant.image)).toEqual([
      { url: 'https://cdn.example/today.png', altText: 'Today' },
      null,
      null,
    ]);
  });

  it("treats Shopify's nullable money fields as zero, or derives the subtotal from the lines", () => {
    const checkout = checkoutFromAdminOrder(
      order({ subtotalPriceSet: null, totalDiscountsSet: null, totalTaxSet: null }),
    );
    expect(checkout.subtotalPriceV2).toEqual(money('81.40'));
    expect(checkout.totalDiscountsV2).toEqual(money('0.00'));
    expect(checkout.totalTaxV2).toEqual(money('0.00'));
  });

  it("keeps each amount's currency", () => {
    const cad = (amount: string) => ({ shopMoney: { amount, currencyCode: 'CAD' as const } });
    const checkout = checkoutFromAdminOrder(
      order({
        currencyCode: 'CAD',
        subtotalPriceSet: cad('44.0'),
        totalDiscountsSet: cad('0.0'),
        totalShippingPriceSet: cad('19.95'),
        totalTaxSet: cad('0.0'),
        totalPriceSet: cad('63.95'),
        lineItems: {
          nodes: [line({ originalUnitPriceSet: cad('44.0'), originalTotalSet: cad('44.0') })],
        },
      }),
    );
    expect(checkout.totalPriceV2).toEqual({ amount: '63.95', currencyCode: 'CAD' });
    expect(checkout.lineItems.edges[0]?.node.priceV2.currencyCode).toBe('CAD');
    expect(checkout.shippingLine?.priceV2.currencyCode).toBe('CAD');
  });
});

describe('truncatedOrderReference', () => {
  it('shows the first 20 characters of the id followed by dots', () => {
    expect(ORDER_REFERENCE_LENGTH).toBe(20);
    expect(truncatedOrderReference('unknown-id-1234567890abcdef')).toBe('unknown-id-123456789...');
    expect(truncatedOrderReference('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnopqrst...');
  });

  it('keeps a short id whole, still followed by dots as the spec writes it', () => {
    expect(truncatedOrderReference('abc123')).toBe('abc123...');
  });

  it('never cuts a character in two', () => {
    const id = `${'a'.repeat(19)}😀tail`;
    expect(truncatedOrderReference(id)).toBe(`${'a'.repeat(19)}😀...`);
  });
});
