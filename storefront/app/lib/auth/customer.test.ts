import { describe, expect, it } from 'vitest';
import { fullName, orderGid, orderNumericId } from './customer';

describe('order ids in URLs', () => {
  it('keeps only the numeric part of an order gid', () => {
    expect(orderNumericId('gid://shopify/Order/1234')).toBe('1234');
    expect(orderNumericId('gid://shopify/Order/1234?key=abc')).toBe('1234');
    expect(orderNumericId('gid://shopify/Product/1234')).toBeNull();
  });

  it('turns a URL parameter back into a gid, refusing anything but a number', () => {
    expect(orderGid('1234')).toBe('gid://shopify/Order/1234');
    for (const bad of ['', '0', '01', '12a', '../1', '-1', '1'.repeat(20)]) {
      expect(orderGid(bad)).toBeNull();
    }
  });
});

describe('fullName', () => {
  it('joins the names that are there', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(fullName({ firstName: null, lastName: null })).toBe('');
  });
});
