import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storefrontContext } from '../lib/context';
import type { ShopifyClient } from '../lib/shopify';
import { loader } from './products';

/**
 * A Storefront API stand-in whose catalogue holds `count` products, introduced by `description`
 * (the "all" collection's; none when null).
 */
function catalogueOf(count: number, description: string | null = 'All of it.') {
  const context = new RouterContextProvider();
  const nodes = Array.from({ length: count }, (_, index) => ({ id: `p${index}` }));
  const collection = description === null ? null : { description };
  context.set(storefrontContext, {
    request: () => Promise.resolve({ products: { nodes }, collection }),
  } as unknown as ShopifyClient);
  return { context } as never;
}

describe('/products loader', () => {
  it('sizes the skeleton by the list this server loaded last', async () => {
    // Nothing loaded yet: two rows of the wide grid.
    const first = await loader(catalogueOf(7));
    expect(first.skeletonCount).toBe(8);
    const loaded = await first.products;
    expect(loaded.ok && loaded.value).toHaveLength(7);

    expect((await loader(catalogueOf(7))).skeletonCount).toBe(7);

    await (
      await loader(catalogueOf(3))
    ).products;
    expect((await loader(catalogueOf(3))).skeletonCount).toBe(3);
  });

  it("introduces the list with the owner's description of the whole catalogue, if any", async () => {
    expect((await loader(catalogueOf(2, '  Everything we make.  '))).intro).toBe(
      'Everything we make.',
    );
    expect((await loader(catalogueOf(2, ''))).intro).toBeNull();
    expect((await loader(catalogueOf(2, null))).intro).toBeNull();
  });
});
