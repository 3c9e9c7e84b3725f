import { describe, expect, it } from 'vitest';
import type { Money } from '../money';
import { installmentPrice } from './pricing';

const usd = (amount: string): Money => ({ amount, currencyCode: 'USD' });

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
    expect(installmentPrice(usd('1234567.89'))).toEqual(usd('617283.95'));
  });

  it('keeps the currency', () => {
    expect(installmentPrice({ amount: '10', currencyCode: 'CAD' })).toEqual({
      amount: '5.00',
      currencyCode: 'CAD',
    });
  });
});
