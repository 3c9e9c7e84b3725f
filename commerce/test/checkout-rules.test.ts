import { describe, expect, it } from 'vitest';
import { parseOrderSearch } from '../src/admin-api/search';
import { parseCheckoutForm } from '../src/checkout/checkout-form';
import { orderAmounts } from '../src/checkout/rates';
import {
  cardNumberError,
  chargeCard,
  TEST_CARD_APPROVED,
  TEST_CARD_DECLINED,
} from '../src/checkout/test-card-gateway';

/** The shipping rate and tax rate of a cart of `cents` (after discounts) sent to a destination. */
const rates = (countryCode: string, provinceCode: string, cents: number, hasSubscription = false) =>
  orderAmounts(cents, 0, { countryCode, provinceCode }, hasSubscription);

describe('shipping rates', () => {
  it.each([
    ['US', 4999, 'Standard Shipping', 595, null],
    ['US', 5000, 'Free Shipping', 0, 'threshold'],
    ['US', 12000, 'Free Shipping', 0, 'threshold'],
    ['CA', 12000, 'International Shipping', 1995, null],
    ['GB', 100, 'International Shipping', 1995, null],
  ])('%s with %i cents after discounts: %s', (country, cents, title, price, freeBecause) => {
    expect(rates(country, '', cents).shipping).toEqual({ title, priceCents: price, freeBecause });
  });

  it('ships a cart with a subscription free at home whatever its total, not abroad', () => {
    expect(rates('US', 'TX', 3740, true).shipping).toEqual({
      title: 'Free Shipping',
      priceCents: 0,
      freeBecause: 'subscription',
    });
    // Over the threshold too, the subscription is the reason given.
    expect(rates('US', 'TX', 9000, true).shipping.freeBecause).toBe('subscription');
    expect(rates('CA', '', 3740, true).shipping.priceCents).toBe(1995);
    const amounts = orderAmounts(3740, 0, { countryCode: 'US', provinceCode: 'OR' }, true);
    expect(amounts.totalCents).toBe(3740);
  });
});

describe('sales tax', () => {
  it.each([
    ['TX', 8.25],
    ['CA', 7.25],
    ['NY', 8.875],
    ['WA', 6.5],
    ['FL', 6],
    ['OR', 0],
    ['DC', 5],
    ['OH', 5],
  ])('%s: %d%%', (state, rate) => {
    expect(rates('US', state, 1000).taxRate).toBe(rate);
  });

  it('charges none abroad', () => {
    expect(rates('DE', 'TX', 1000).taxRate).toBe(0);
  });

  it('taxes the discounted subtotal, not shipping, rounding half up', () => {
    // $18.00 in CA: 7.25% = 130.5 cents → 131; shipping $5.95 is not taxed.
    expect(orderAmounts(1800, 0, { countryCode: 'US', provinceCode: 'CA' }, false)).toEqual({
      subtotalCents: 1800,
      discountCents: 0,
      shipping: { title: 'Standard Shipping', priceCents: 595, freeBecause: null },
      taxRate: 7.25,
      taxCents: 131,
      totalCents: 1800 + 595 + 131,
    });
    // $60.00 − $12.00 = $48.00: under $50 after the discount, so shipping is charged.
    const discounted = orderAmounts(6000, 1200, { countryCode: 'US', provinceCode: 'FL' }, false);
    expect(discounted.shipping.priceCents).toBe(595);
    expect(discounted.taxCents).toBe(288);
    expect(discounted.totalCents).toBe(4800 + 595 + 288);
  });
});

describe('test card gateway', () => {
  it('checks the Luhn sum and the length', () => {
    expect(cardNumberError('4242424242424241')).toBe('Enter a valid card number');
    expect(cardNumberError('42424242')).toBe('Enter a valid card number');
  });

  it('accepts the two test cards only, and declines one of them', () => {
    expect(cardNumberError(TEST_CARD_APPROVED)).toBeUndefined();
    expect(cardNumberError(TEST_CARD_DECLINED)).toBeUndefined();
    expect(cardNumberError('378282246310005')).toContain('test cards only');
    expect(chargeCard(TEST_CARD_APPROVED)).toEqual({ status: 'approved', last4: '4242' });
    expect(chargeCard(TEST_CARD_DECLINED)).toMatchObject({
      status: 'declined',
      message: expect.stringContaining('declined'),
    });
  });
});

describe('checkout form', () => {
  const form = (fields: Record<string, string>) =>
    parseCheckoutForm(
      new URLSearchParams({
        email: ' jane@example.com ',
        firstName: 'Jane',
        lastName: 'Doe',
        address1: '1 Main St',
        city: 'Austin',
        province: 'TX',
        zip: '78701-1234',
        country: 'US',
        cardNumber: '4242-4242-4242-4242',
        ...fields,
      }),
      new Date('2026-06-15T00:00:00Z'),
    );

  it('trims, normalises the card number and keeps the state only in the US', () => {
    const us = form({ expectedTotal: '1234' });
    expect(us.ok && us.submission).toMatchObject({
      email: 'jane@example.com',
      cardNumber: TEST_CARD_APPROVED,
      expectedTotalCents: 1234,
      shippingAddress: { provinceCode: 'TX', zip: '78701-1234', address2: null },
    });
    const abroad = form({ country: 'DE', province: 'TX', zip: '10115' });
    expect(abroad.ok && abroad.submission.shippingAddress.provinceCode).toBeNull();
  });

  it('takes a card expiring this month and refuses last month', () => {
    expect(form({ cardExpiry: '06/26' }).ok).toBe(true);
    const expired = form({ cardExpiry: '05/26' });
    expect(!expired.ok && expired.errors.cardExpiry).toBe('Your card has expired');
  });

  it('refuses a country it does not ship to', () => {
    const result = form({ country: 'XX' });
    expect(!result.ok && result.errors.country).toBe('Select a country');
  });
});

describe('order search syntax', () => {
  it('reads fields, quotes, negation and free text', () => {
    expect(
      parseOrderSearch(
        'checkout_token:abc email:"a b@example.com" -name:#1002 AND id:gid://shopify/Order/7 jane',
      ),
    ).toEqual({
      conditions: [
        { field: 'checkoutToken', value: 'abc', negated: false },
        { field: 'email', value: 'a b@example.com', negated: false },
        { field: 'number', value: 1002, negated: true },
        { field: 'id', value: 7, negated: false },
        { field: 'text', value: 'jane', negated: false },
      ],
      warnings: [],
    });
  });

  it('matches nothing for a name that cannot be an order, and warns on unknown fields and OR', () => {
    expect(parseOrderSearch('name:abc tag:x OR')).toEqual({
      conditions: [{ field: 'number', value: -1, negated: false }],
      warnings: [
        { field: 'tag', message: 'Invalid search field for this query.' },
        { field: 'OR', message: 'OR is not supported here; terms are combined with AND.' },
      ],
    });
  });
});
