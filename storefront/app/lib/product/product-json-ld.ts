import { parseGid } from '@shopify/hydrogen-react';
import { fromCents, toCents } from '../money';
import type { Money } from '../money';
import type { JsonLd } from '../json-ld';
import type { ProductRating } from './rating';

export interface ProductJsonLdInput {
  id: string;
  title: string;
  /** The brand, when the product names one. */
  vendor?: string | null;
  /** Plain text: the platform's description, its markup stripped. */
  description: string;
  images: readonly { url: string }[];
  variant: { sku?: string | null; price: Money; availableForSale: boolean } | null;
  /** The product page's canonical URL. */
  url: string;
  /** The review app's average and count, when the product has them. */
  rating?: ProductRating | null;
}

/**
 * schema.org Product data for search engines (like Next.js Commerce's product page), embedded
 * with lib/json-ld's jsonLdScriptProps, which escapes what could end the script element.
 */
export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const { variant } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.title,
    description: input.description,
    image: input.images.map((image) => image.url),
    ...(variant?.sku ? { sku: variant.sku } : {}),
    productID: parseGid(input.id).id || input.id,
    ...(input.vendor ? { brand: { '@type': 'Brand', name: input.vendor } } : {}),
    url: input.url,
    ...(input.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.rating.value.toFixed(1),
            bestRating: String(input.rating.best),
            worstRating: String(input.rating.worst),
            reviewCount: input.rating.count,
          },
        }
      : {}),
    ...(variant
      ? {
          offers: {
            '@type': 'Offer',
            // schema.org wants a plain decimal: "44.00", not "$44.00" or "44.0".
            price: fromCents(toCents(variant.price.amount)),
            priceCurrency: variant.price.currencyCode,
            availability: variant.availableForSale
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
            url: input.url,
          },
        }
      : {}),
  };
}
