import { describe, expect, it } from 'vitest';
import type { ProductCardData } from '../shopify';
import { cardMerchandise, cardVariantTitle } from './card-merchandise';

const image = { url: 'https://cdn.example/pouch.webp', altText: null, width: 800, height: 800 };
const variant = {
  id: 'gid://shopify/ProductVariant/2',
  title: 'Brushed Steel',
  availableForSale: true,
  requiresShipping: true,
  price: { amount: '48.0', currencyCode: 'USD' },
  compareAtPrice: null,
  image: null,
  selectedOptions: [{ name: 'Finish', value: 'Brushed Steel' }],
} as ProductCardData['variants']['nodes'][number];
const product = {
  id: 'gid://shopify/Product/6',
  handle: 'inline-shower-filter',
  title: 'Inline Shower Filter',
  featuredImage: image,
  variantsCount: { count: 2 },
  variants: { nodes: [variant] },
  packSize: null,
  packUnit: null,
  usesPerPack: { value: '90' },
} as unknown as ProductCardData;

describe('cardMerchandise', () => {
  it("adds the variant with the product's picture when the variant has none, and its pack facts", () => {
    expect(cardMerchandise(product, variant)).toEqual({
      ...variant,
      image,
      product: {
        id: product.id,
        handle: 'inline-shower-filter',
        title: 'Inline Shower Filter',
        packSize: null,
        packUnit: null,
        usesPerPack: { value: '90' },
      },
    });
  });
});

describe('cardVariantTitle', () => {
  it('names the variant of a product with choices, and none of a product without', () => {
    expect(cardVariantTitle(product, variant)).toBe('Brushed Steel');
    expect(cardVariantTitle({ ...product, variantsCount: { count: 1 } }, variant)).toBeUndefined();
    expect(cardVariantTitle({ ...product, variantsCount: null }, variant)).toBeUndefined();
  });
});
