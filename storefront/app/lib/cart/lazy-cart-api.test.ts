import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicStorefrontConfig } from '../shopify';

// The Storefront API module the lazy API downloads: a fake that counts its loads and calls.
const platform = vi.hoisted(() => ({
  loads: 0,
  failNextLoad: false,
  linesAdd: vi.fn(async (variables: object) => ({ cart: null, userErrors: [], variables })),
}));
vi.mock('../shopify', () => {
  platform.loads += 1;
  return {
    createShopifyClient: (storefront: PublicStorefrontConfig) => ({ storefront }),
    createCartApi: () => {
      if (platform.failNextLoad) {
        platform.failNextLoad = false;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return { linesAdd: platform.linesAdd };
    },
  };
});

const { lazyCartApi } = await import('./lazy-cart-api');

const storefront = {
  storeDomain: 'http://localhost:4001',
  publicAccessToken: 'public-token',
  apiVersion: '2026-04',
  i18n: { country: 'US', language: 'EN' },
} satisfies PublicStorefrontConfig;

describe('lazyCartApi', () => {
  beforeEach(() => platform.linesAdd.mockClear());

  it('downloads nothing until the first call, then passes each call and its answer through', async () => {
    const api = lazyCartApi(storefront);
    expect(platform.loads).toBe(0);
    expect(Object.keys(api).sort()).toEqual(
      [
        'buyerIdentityUpdate',
        'create',
        'discountCodesUpdate',
        'fetch',
        'linesAdd',
        'linesRemove',
        'linesUpdate',
      ].sort(),
    );
    const variables = { cartId: 'gid://shopify/Cart/1', lines: [] };
    await expect(api.linesAdd(variables)).resolves.toEqual({
      cart: null,
      userErrors: [],
      variables,
    });
    expect(platform.linesAdd).toHaveBeenCalledWith(variables);
    await api.linesAdd(variables);
    expect(platform.loads).toBe(1);
  });

  it('a failed download is tried again by the next call', async () => {
    const api = lazyCartApi(storefront);
    platform.failNextLoad = true;
    const variables = { cartId: 'gid://shopify/Cart/1', lines: [] };
    await expect(api.linesAdd(variables)).rejects.toThrow('Failed to fetch');
    await expect(api.linesAdd(variables)).resolves.toMatchObject({ userErrors: [] });
    expect(platform.linesAdd).toHaveBeenCalledTimes(1);
  });
});
