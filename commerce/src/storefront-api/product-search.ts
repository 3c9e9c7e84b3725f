import type { ProductRecord, VariantRecord } from '../db/records';
import {
  compare,
  containsPhrase,
  dateValue,
  equalsIgnoringCase,
  matchesQuery,
} from '../lib/search-matching';
import { termPattern, type SearchNode, type SearchTerm } from '../lib/search-syntax';

/**
 * What the Storefront API's `products(query:)` terms mean: plain words match title, product type,
 * vendor and tags as phrases, a trailing `*` makes the last word a prefix (unless quoted), and
 * dates, prices and ids take a comparison (`variants.price:>20`).
 * Supported fields: title, handle, tag, tag_not, product_type, vendor, available_for_sale,
 * created_at, updated_at, published_at, variants.price, id. Unknown fields are ignored, as on Shopify.
 */
export { parseSearch as parseProductSearch } from '../lib/search-syntax';

export interface SearchableProduct {
  product: ProductRecord;
  variants: readonly VariantRecord[];
}

function matchesTerm(term: SearchTerm, { product, variants }: SearchableProduct): boolean {
  const { value, prefix } = termPattern(term);
  switch (term.field?.toLowerCase() ?? null) {
    case null:
      return [product.title, product.productType, product.vendor, ...product.tags].some((text) =>
        containsPhrase(text, value, prefix),
      );
    case 'title':
      return containsPhrase(product.title, value, prefix);
    case 'handle':
      return equalsIgnoringCase(product.handle, value, prefix);
    case 'tag':
      return product.tags.some((tag) => equalsIgnoringCase(tag, value, prefix));
    case 'tag_not':
      return !product.tags.some((tag) => equalsIgnoringCase(tag, value, prefix));
    case 'product_type':
      return value
        .split(',')
        .some((type) => equalsIgnoringCase(product.productType, type.trim(), prefix));
    case 'vendor':
      return equalsIgnoringCase(product.vendor, value, prefix);
    case 'available_for_sale':
      return (
        variants.some((variant) => variant.availableForSale) === (value.toLowerCase() === 'true')
      );
    case 'created_at':
      return compare(Date.parse(product.createdAt), value, dateValue);
    case 'updated_at':
      return compare(Date.parse(product.updatedAt), value, dateValue);
    case 'published_at':
      return compare(Date.parse(product.publishedAt), value, dateValue);
    case 'variants.price':
      return variants.some((variant) => compare(variant.priceCents / 100, value, Number));
    case 'id':
      return compare(product.id, value, Number);
    default:
      return true;
  }
}

export const matchesSearch = (node: SearchNode, candidate: SearchableProduct): boolean =>
  matchesQuery(node, (term) => matchesTerm(term, candidate));
