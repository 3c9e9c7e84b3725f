import { describe, expect, it } from 'vitest';
import { isCacheablePageRequest } from './page-cache';

describe('isCacheablePageRequest', () => {
  it('takes public pages for anonymous shoppers', () => {
    expect(isCacheablePageRequest('GET', '/', '', undefined)).toBe(true);
    expect(isCacheablePageRequest('GET', '/products/bath-and-plunge-powder-4-pack', '', '')).toBe(
      true,
    );
    expect(isCacheablePageRequest('GET', '/faq', '', '_shopify_y=abc; _shopify_s=def')).toBe(true);
  });

  it('never takes a shopper with a cookie of ours, another method, or private pages', () => {
    expect(isCacheablePageRequest('GET', '/', '', 'session=sealed')).toBe(false);
    expect(isCacheablePageRequest('GET', '/', '', '_shopify_y=abc; session=sealed')).toBe(false);
    expect(isCacheablePageRequest('POST', '/', '', undefined)).toBe(false);
    expect(isCacheablePageRequest('HEAD', '/', '', undefined)).toBe(false);
    for (const path of [
      '/account',
      '/success',
      '/checkout',
      '/api/checkout',
      '/cart/c/x',
      '/login',
    ]) {
      expect(isCacheablePageRequest('GET', path, '', undefined)).toBe(false);
    }
  });

  it('refuses long query strings, which would only fill the cache', () => {
    expect(isCacheablePageRequest('GET', '/products', `?${'x'.repeat(200)}`, undefined)).toBe(
      false,
    );
    expect(isCacheablePageRequest('GET', '/products/x', '?variant=123', undefined)).toBe(true);
  });
});
