import { describe, expect, it } from 'vitest';
import { checkoutUrlOnStore } from './checkout-url';

const STORE = 'https://shop.clearwell.example';

describe('checkoutUrlOnStore', () => {
  it('moves a checkout link on another host to the store, keeping path, query and hash', () => {
    expect(
      checkoutUrlOnStore('https://clearwell.myshopify.com/cart/c/abc123?key=s3cret#pay', STORE),
    ).toBe('https://shop.clearwell.example/cart/c/abc123?key=s3cret#pay');
  });

  it('takes the store scheme and port too (a local store over http)', () => {
    expect(
      checkoutUrlOnStore('https://localhost:4001/cart/c/abc?key=k', 'http://localhost:4221'),
    ).toBe('http://localhost:4221/cart/c/abc?key=k');
  });

  it('leaves a link already on the store as it is', () => {
    const url = `${STORE}/cart/c/abc?key=k`;
    expect(checkoutUrlOnStore(url, STORE)).toBe(url);
  });

  it('resolves a relative link against the store', () => {
    expect(checkoutUrlOnStore('/cart/c/abc?key=k', STORE)).toBe(`${STORE}/cart/c/abc?key=k`);
  });

  it.each([null, undefined, '', '   ', 'javascript:alert(1)', 'data:text/html,hi', 'http://'])(
    'falls back to the store cart page for %j',
    (link) => {
      expect(checkoutUrlOnStore(link, STORE)).toBe(`${STORE}/cart`);
    },
  );
});
