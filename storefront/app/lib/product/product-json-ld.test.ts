import { describe, expect, it } from 'vitest';
import { productJsonLd, type ProductJsonLdInput } from './product-json-ld';

const input = {
  id: 'gid://shopify/Product/1',
  title: 'Bath & Ice Plunge Dechlorinating Powder',
  vendor: 'Clearwell',
  description: 'Neutralizes chlorine.',
  images: [{ url: 'https://cdn.example/a.png' }, { url: 'https://cdn.example/b.png' }],
  variant: {
    sku: 'CW-BP-4',
    price: { amount: '44.0', currencyCode: 'USD' },
    availableForSale: true,
  },
  url: 'https://clearwell.example/products/bath-and-plunge-powder-4-pack',
} satisfies ProductJsonLdInput;

describe('productJsonLd', () => {
  it('describes the product with an offer at its price', () => {
    expect(productJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Bath & Ice Plunge Dechlorinating Powder',
      description: 'Neutralizes chlorine.',
      image: ['https://cdn.example/a.png', 'https://cdn.example/b.png'],
      sku: 'CW-BP-4',
      productID: '1',
      brand: { '@type': 'Brand', name: 'Clearwell' },
      url: input.url,
      offers: {
        '@type': 'Offer',
        price: '44.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: input.url,
      },
    });
  });

  it('marks a sold-out variant OutOfStock, and names no brand when the product has no vendor', () => {
    const data = productJsonLd({
      ...input,
      vendor: '',
      variant: { ...input.variant, sku: null, availableForSale: false },
    });
    expect(data).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(data).not.toHaveProperty('sku');
    expect(data).not.toHaveProperty('brand');
  });

  it('has no offer without a variant', () => {
    expect(productJsonLd({ ...input, variant: null })).not.toHaveProperty('offers');
  });

  it('carries the aggregate rating when the product has one', () => {
    const rating = { value: 4.8, worst: 1, best: 5, count: 126 };
    expect(productJsonLd({ ...input, rating })).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.8',
        bestRating: '5',
        worstRating: '1',
        reviewCount: 126,
      },
    });
  });

  it('has no aggregate rating without one', () => {
    expect(productJsonLd(input)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...input, rating: null })).not.toHaveProperty('aggregateRating');
  });
});
