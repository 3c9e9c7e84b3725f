import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storefrontContext } from '../lib/context';
import type { ShopifyClient } from '../lib/shopify';
import { loader } from './products';

/** A Storefront API stand-in whose catalogue holds `count` products. */
function catalogueOf(count: number) {
  const context = new RouterContextProvider();
  const nodes = Array.from({ length: count }, (_, index) => ({ id: `p${index}` }));
  context.set(storefrontContext, {
    request: () => Promise.resolve({ products: { nodes } }),
  } as unknown as ShopifyClient);
  return { context } as never;
}

describe('/products loader', () => {
  it('sizes the skeleton by the list this server loaded last', async () => {
    // Nothing loaded yet: two rows of the wide grid.
    const first = loader(catalogueOf(7));
    expect(first.skeletonCount).toBe(8);
    const loaded = await first.products;
    expect(loaded.ok && loaded.value).toHaveLength(7);

    expect(loader(catalogueOf(7)).skeletonCount).toBe(7);

    await loader(catalogueOf(3)).products;
    expect(loader(catalogueOf(3)).skeletonCount).toBe(3);
  });
});
