import { describe, expect, it } from 'vitest';
import { CHECKOUT_TOKEN_MAX_LENGTH, hostedCartUrl, isCheckoutToken } from './checkout-token';

const STORE = 'https://my-shop.myshopify.com';

describe('hostedCartUrl', () => {
  it("sends the shopper to the store's cart page with the same token and query", () => {
    expect(hostedCartUrl(STORE, 'hWN0sRqjBdDQd7Ox0UAVxiwq', '?key=0f3a9c&locale=en')).toBe(
      'https://my-shop.myshopify.com/cart/c/hWN0sRqjBdDQd7Ox0UAVxiwq?key=0f3a9c&locale=en',
    );
  });

  it('works without a query and on a local store origin with a port', () => {
    expect(hostedCartUrl('http://localhost:4001', 'abc_DEF-123', '')).toBe(
      'http://localhost:4001/cart/c/abc_DEF-123',
    );
  });

  it('always lands on the configured store, whatever the storefront was given', () => {
    // A store domain with a path or trailing slash still gives the store's origin.
    expect(hostedCartUrl('https://my-shop.myshopify.com/some/path/', 'tok123', '?key=1')).toBe(
      'https://my-shop.myshopify.com/cart/c/tok123?key=1',
    );
    // A query cannot move the host either.
    expect(new URL(hostedCartUrl(STORE, 'tok123', '?next=https://evil.example')!).host).toBe(
      'my-shop.myshopify.com',
    );
  });

  it.each([
    ['an empty token', ''],
    ['a path', 'abc/../../evil'],
    ['a host', '//evil.example'],
    ['a dot segment', '..'],
    ['an encoded slash', 'abc%2Fdef'],
    ['a query', 'abc?key=1'],
    ['a fragment', 'abc#x'],
    ['a space', 'abc def'],
    ['a backslash', 'abc\\evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a token that is too long', 'a'.repeat(CHECKOUT_TOKEN_MAX_LENGTH + 1)],
  ])('refuses %s', (_what, token) => {
    expect(hostedCartUrl(STORE, token, '?key=1')).toBeNull();
  });
});

describe('isCheckoutToken', () => {
  it('accepts URL-safe base64 and hex tokens up to the length limit', () => {
    for (const token of ['Z2NwLXVzLWVhc3QxOjAxSFo', 'c1-0123456789abcdef', 'a'.repeat(128)]) {
      expect(isCheckoutToken(token)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const token of ['', 'a'.repeat(129), 'bad id!', 'a.b', 'a%20b', undefined, 42]) {
      expect(isCheckoutToken(token)).toBe(false);
    }
  });
});
