import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scrollRestorationKey } from './scroll-restoration-key';

const at = (path: string, key = 'default'): Location => {
  const url = new URL(path, 'http://shop.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key };
};

describe('scrollRestorationKey', () => {
  it("keeps the router's own key for its navigations", () => {
    expect(scrollRestorationKey(at('/terms-of-service#emails', 'k3x9'))).toBe('k3x9');
  });

  it('keys a page as the browser loaded it by its address, so a reload comes back to it', () => {
    expect(scrollRestorationKey(at('/terms-of-service'))).toBe('/terms-of-service');
    expect(scrollRestorationKey(at('/products?sort=price'))).toBe('/products?sort=price');
  });

  it('gives every jump to a #fragment a key never used before, even to the same fragment', () => {
    const first = scrollRestorationKey(at('/terms-of-service#emails'));
    const again = scrollRestorationKey(at('/terms-of-service#emails'));
    expect(first).toMatch(/^\/terms-of-service#emails@\d+$/);
    expect(again).not.toBe(first);
  });
});
