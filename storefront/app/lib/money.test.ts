import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, toCents } from './money';

describe('formatMoney', () => {
  it('shows a dollar sign and two decimals for USD amounts', () => {
    expect(formatMoney({ amount: '44.00', currencyCode: 'USD' })).toBe('$44.00');
    expect(formatMoney({ amount: '44', currencyCode: 'USD' })).toBe('$44.00');
    expect(formatMoney({ amount: '7.5', currencyCode: 'USD' })).toBe('$7.50');
  });

  it('rounds to two decimals and groups thousands the en-US way', () => {
    expect(formatMoney({ amount: '1234.567', currencyCode: 'USD' })).toBe('$1,234.57');
    expect(formatMoney({ amount: '0', currencyCode: 'USD' })).toBe('$0.00');
  });

  it('writes US dollars exactly as Intl.NumberFormat en-US does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of [
      '0.01',
      '0.5',
      '9.99',
      '27.5',
      '999.995',
      '1000',
      '1234567.891',
      '-3.2',
    ]) {
      expect(formatMoney({ amount, currencyCode: 'USD' })).toBe(intl.format(Number(amount)));
    }
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

describe('toCents', () => {
  it.each([
    ['88.0', 8800],
    ['88.00', 8800],
    ['88', 8800],
    ['0.1', 10],
    ['0.10', 10],
    ['0.07', 7],
    ['19.99', 1999],
    ['1234567.89', 123456789],
    ['-5.25', -525],
    [' 3.5 ', 350],
    ['4.', 400],
  ])('%s is %i cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('rounds amounts finer than a cent half away from zero', () => {
    expect(toCents('0.125')).toBe(13);
    expect(toCents('0.1249')).toBe(12);
    expect(toCents('0.995')).toBe(100);
    expect(toCents('-0.125')).toBe(-13);
    expect(toCents('-0.001')).toBe(0);
  });

  it.each(['', 'abc', '1,00', '1e3', '$4.00', '.5', 'NaN'])('rejects %j', (amount) => {
    expect(() => toCents(amount)).toThrow(TypeError);
  });
});

describe('fromCents', () => {
  it.each([
    [8800, '88.00'],
    [10, '0.10'],
    [7, '0.07'],
    [0, '0.00'],
    [-525, '-5.25'],
    [123456789, '1234567.89'],
  ])('%i cents is %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount);
  });

  it('refuses fractions of a cent', () => {
    expect(() => fromCents(0.5)).toThrow(RangeError);
  });

  it('sums without float drift: 0.10 + 0.20 is 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // why cents: the float sum is 0.30000000000000004
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
  });
});
