import { describe, expect, it } from 'vitest';
import {
  allocateProportionally,
  money,
  parseDecimalToCents,
  percentageOfCents,
} from '../src/lib/money';

describe('money', () => {
  it('parses decimal strings into cents exactly', () => {
    expect(parseDecimalToCents('44.00')).toBe(4400);
    expect(parseDecimalToCents('0.1')).toBe(10);
    expect(parseDecimalToCents('19.99')).toBe(1999);
    expect(parseDecimalToCents('8')).toBe(800);
    expect(() => parseDecimalToCents('1.005')).toThrow();
  });

  it('prints amounts as the Storefront API does', () => {
    expect(money(4400, 'USD')).toEqual({ amount: '44.0', currencyCode: 'USD' });
    expect(money(4450, 'USD').amount).toBe('44.5');
    expect(money(4499, 'USD').amount).toBe('44.99');
    expect(money(5, 'USD').amount).toBe('0.05');
    expect(money(0, 'USD').amount).toBe('0.0');
  });

  it('takes percentages rounding half up to whole cents', () => {
    expect(percentageOfCents(4400, 15)).toBe(660);
    expect(percentageOfCents(1999, 15)).toBe(300); // 299.85
    expect(percentageOfCents(1010, 12.5)).toBe(126); // 126.25
    expect(percentageOfCents(30, 15)).toBe(5); // 4.5 rounds up
  });

  it('splits an amount in proportion without losing a cent', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(2202, [7480, 7200])).toEqual([1122, 1080]);
    expect(allocateProportionally(0, [5, 5])).toEqual([0, 0]);
    const parts = allocateProportionally(997, [3, 7, 11, 13]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(997);
  });
});
