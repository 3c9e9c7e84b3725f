import type { ProductFilter } from '@shopify/hydrogen-react/storefront-api-types';
import type { ProductRecord } from '../db/records';
import { notImplementedLocally } from '../graphql/default-values';
import type { RequestContext } from './context';

/**
 * Shopify's product filters (`productFilters:` of search, `filters:` of a collection's products)
 * and the facets (`Filter`) a storefront builds its filter form from. As on Shopify, filters of
 * one kind (two tags) match either; filters of different kinds must all match.
 */

const lowestPriceCents = (product: ProductRecord, context: RequestContext) =>
  Math.min(...context.catalogue.variants(product.id).map((variant) => variant.priceCents));

const isAvailable = (product: ProductRecord, context: RequestContext) =>
  context.catalogue.variants(product.id).some((variant) => variant.availableForSale);

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const UNSUPPORTED_FILTERS = [
  'category',
  'productMetafield',
  'taxonomyMetafield',
  'variantMetafield',
] as const;

/** Which kind a filter is, and whether a product passes it. */
function filterTest(
  filter: ProductFilter,
  context: RequestContext,
): [kind: string, test: (product: ProductRecord) => boolean] {
  for (const field of UNSUPPORTED_FILTERS) {
    if (filter[field] !== undefined && filter[field] !== null) {
      throw notImplementedLocally('ProductFilter', field);
    }
  }
  const { available, price, productType, productVendor, tag, variantOption } = filter;
  if (available !== undefined && available !== null)
    return ['available', (product) => isAvailable(product, context) === available];
  if (price) {
    const min = price.min === null || price.min === undefined ? 0 : Math.round(price.min * 100);
    const max = price.max === null || price.max === undefined ? Infinity : price.max * 100;
    return [
      'price',
      (product) => {
        const cents = lowestPriceCents(product, context);
        return cents >= min && cents <= max;
      },
    ];
  }
  if (productType) return ['productType', (product) => same(product.productType, productType)];
  if (productVendor) return ['productVendor', (product) => same(product.vendor, productVendor)];
  if (tag) return ['tag', (product) => product.tags.some((own) => same(own, tag))];
  if (variantOption) {
    return [
      `variantOption:${variantOption.name.toLowerCase()}`,
      (product) =>
        context.catalogue
          .variants(product.id)
          .some((variant) =>
            variant.selectedOptions.some(
              (option) =>
                same(option.name, variantOption.name) && same(option.value, variantOption.value),
            ),
          ),
    ];
  }
  // An empty filter ({}) narrows nothing.
  return ['none', () => true];
}

/** The products that pass every kind of filter given (any one filter of each kind). */
export function applyProductFilters(
  products: readonly ProductRecord[],
  filters: readonly ProductFilter[] | null | undefined,
  context: RequestContext,
): ProductRecord[] {
  const byKind = new Map<string, ((product: ProductRecord) => boolean)[]>();
  for (const filter of filters ?? []) {
    const [kind, test] = filterTest(filter, context);
    byKind.set(kind, [...(byKind.get(kind) ?? []), test]);
  }
  return products.filter((product) =>
    [...byKind.values()].every((tests) => tests.some((test) => test(product))),
  );
}

/** One value of a facet: how many of the products it keeps, and the filter that selects it. */
function filterValue(id: string, label: string, count: number, input: ProductFilter) {
  return { id, label, count, input: JSON.stringify(input), image: null, swatch: null };
}

/** A LIST facet over one text attribute, its values in alphabetical order. */
function listFacet(
  id: string,
  label: string,
  products: readonly ProductRecord[],
  valuesOf: (product: ProductRecord) => readonly string[],
  inputOf: (value: string) => ProductFilter,
) {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const value of new Set(valuesOf(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const values = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, count]) =>
      filterValue(`${id}.${encodeURIComponent(value.toLowerCase())}`, value, count, inputOf(value)),
    );
  return { id, label, type: 'LIST', presentation: 'TEXT', values };
}

/**
 * The facets of a list of products, as Shopify's Search & Discovery app offers them by default:
 * availability, price, product type, vendor and tags (values counted over `products`).
 */
export function productFacets(products: readonly ProductRecord[], context: RequestContext) {
  const available = products.filter((product) => isAvailable(product, context)).length;
  const highestCents = Math.max(
    0,
    ...products.map((product) => lowestPriceCents(product, context)),
  );
  return [
    {
      id: 'filter.v.availability',
      label: 'Availability',
      type: 'LIST',
      presentation: 'TEXT',
      values: [
        filterValue('filter.v.availability.1', 'In stock', available, { available: true }),
        filterValue('filter.v.availability.0', 'Out of stock', products.length - available, {
          available: false,
        }),
      ],
    },
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [
        filterValue('filter.v.price', 'Price', products.length, {
          price: { min: 0, max: highestCents / 100 },
        }),
      ],
    },
    listFacet(
      'filter.p.product_type',
      'Product type',
      products,
      (product) => [product.productType],
      (productType) => ({ productType }),
    ),
    listFacet(
      'filter.p.vendor',
      'Vendor',
      products,
      (product) => [product.vendor],
      (productVendor) => ({ productVendor }),
    ),
    listFacet(
      'filter.p.tag',
      'Tags',
      products,
      (product) => product.tags,
      (tag) => ({ tag }),
    ),
  ];
}
