import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows a dollar sign and two decimals for USD amounts', () => {
    expect(formatMoney({ amount: '44.00', currencyCode: 'USD' })).toBe('$44.00');
    expect(formatMoney({ amount: '44', currencyCode: 'USD' })).toBe('$44.00');
    expect(formatMoney({ amount: '7.5', currencyCode: 'USD' })).toBe('$7.50');
  });

  it('rounds to two decimals and groups thousands the en-US way', () => {
    expect(formatMoney({ amount: '1234.567', currencyCode: 'USD' })).toBe('$1,234.57');
    expect(formatMoney({ amount: 0, currencyCode: 'USD' })).toBe('$0.00');
  });

  it('defaults to USD when the currency code is missing', () => {
    expect(formatMoney({ amount: '12.00' })).toBe('$12.00');
    expect(formatMoney({ amount: '12.00', currencyCode: null })).toBe('$12.00');
  });

  it("formats other currencies with the amount's own code", () => {
    expect(formatMoney({ amount: '10', currencyCode: 'EUR' })).toBe('€10.00');
    expect(formatMoney({ amount: '10', currencyCode: 'CAD' })).toBe('CA$10.00');
  });

  it('refuses a value that is not an amount', () => {
    expect(() => formatMoney({ amount: 'abc', currencyCode: 'USD' })).toThrow(TypeError);
  });
});
