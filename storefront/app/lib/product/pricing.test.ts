import { describe, expect, it } from 'vitest';
import { installmentPrice, subscriptionPrice } from './pricing';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

describe('installmentPrice', () => {
  it('is half the price for Shop Pay in 2', () => {
    expect(installmentPrice(usd('44.0'))).toEqual(usd('22.00'));
  });

  it('rounds an odd cent half up, so the note never promises less than is charged', () => {
    expect(installmentPrice(usd('43.99'))).toEqual(usd('22.00'));
    expect(installmentPrice(usd('0.01'))).toEqual(usd('0.01'));
  });

  it('works in cents, without float drift', () => {
    // 0.1 + 0.2 style amounts: 40.30 / 2 as a float is 20.149999…
    expect(installmentPrice(usd('40.30'))).toEqual(usd('20.15'));
    expect(installmentPrice(usd('1234567.89'), 3)).toEqual(usd('411522.63'));
  });

  it('keeps the currency', () => {
    expect(installmentPrice({ amount: '10', currencyCode: 'CAD' })).toEqual({
      amount: '5.00',
      currencyCode: 'CAD',
    });
  });

  it('refuses a nonsensical number of installments', () => {
    expect(() => installmentPrice(usd('10'), 0)).toThrow(RangeError);
    expect(() => installmentPrice(usd('10'), 1.5)).toThrow(RangeError);
  });
});

describe('subscriptionPrice', () => {
  it('is the price minus the plan saving', () => {
    expect(subscriptionPrice(usd('44.0'), { savingsAmount: usd('6.60') })).toEqual(usd('37.40'));
  });

  it('is the one-time price without a plan', () => {
    expect(subscriptionPrice(usd('44.0'), undefined)).toEqual(usd('44.00'));
  });

  it('never goes below zero', () => {
    expect(subscriptionPrice(usd('5.00'), { savingsAmount: usd('9.00') })).toEqual(usd('0.00'));
  });
});
