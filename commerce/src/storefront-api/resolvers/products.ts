import type {
  ProductDescriptionArgs,
  ProductOptionsArgs,
  ProductSelectedOrFirstAvailableVariantArgs as SelectedOptionsArgs,
} from '@shopify/hydrogen-react/storefront-api-types';
import type { ProductOptionRecord, ProductRecord, VariantRecord } from '../../db/records';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import { positionCursor, type RequestContext, type ResolverMap } from '../context';
import { htmlToPlainText, truncateText } from '../../lib/html-text';
import { gid } from '../../lib/ids';
import { money } from '../../lib/money';
import { encodeVariantCombinations } from '../variant-encoding';
import { sellingPlanAllocation } from './selling-plans';

/**
 * The variant whose options match every selected option. Unknown option names make the match
 * fail unless ignoreUnknownOptions is set, as the Storefront API documents.
 */
function findVariantBySelectedOptions(
  product: ProductRecord,
  args: SelectedOptionsArgs,
  context: RequestContext,
): VariantRecord | null {
  const options = context.catalogue.options(product.id);
  const same = (a: string, b: string) =>
    args.caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b;
  const known = (args.selectedOptions ?? []).filter((selected) =>
    options.some((option) => same(option.name, selected.name)),
  );
  if (!args.ignoreUnknownOptions && known.length !== (args.selectedOptions ?? []).length)
    return null;
  if (known.length === 0) return null;
  const matches = (variant: VariantRecord) =>
    known.every((selected) =>
      variant.selectedOptions.some(
        (option) => same(option.name, selected.name) && same(option.value, selected.value),
      ),
    );
  return context.catalogue.variants(product.id).find(matches) ?? null;
}

/** Each variant's option values as positions in its product's option value lists. */
function optionValuePositions(
  product: ProductRecord,
  variants: readonly VariantRecord[],
  context: RequestContext,
): number[][] {
  const options = context.catalogue.options(product.id);
  return variants.map((variant) =>
    options.map((option) => {
      const selected = variant.selectedOptions.find((chosen) => chosen.name === option.name);
      return option.values.findIndex((value) => value.name === selected?.value);
    }),
  );
}

/**
 * The variants whose options differ in exactly one option from the ones given (known options
 * only), or from the first available variant's when none are given; in variant id order, as
 * Shopify documents.
 */
function adjacentVariants(
  product: ProductRecord,
  args: SelectedOptionsArgs,
  context: RequestContext,
): VariantRecord[] {
  const variants = context.catalogue.variants(product.id);
  const same = (a: string, b: string) =>
    args.caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b;
  const optionNames = context.catalogue.options(product.id).map((option) => option.name);
  const given = args.selectedOptions?.length
    ? args.selectedOptions
    : (firstAvailableVariant(variants)?.selectedOptions ?? []);
  const target = given.filter((selected) => optionNames.some((name) => same(name, selected.name)));
  if (args.ignoreUnknownOptions === false && target.length !== given.length) return [];
  return variants
    .filter(
      (variant) =>
        target.filter(
          (selected) =>
            !variant.selectedOptions.some(
              (option) => same(option.name, selected.name) && same(option.value, selected.value),
            ),
        ).length === 1,
    )
    .sort((a, b) => a.id - b.id);
}

/** A value of a product option, with the option it belongs to. */
type OptionValue = ProductOptionRecord['values'][number] & { option: ProductOptionRecord };

/**
 * The variant with this option value whose other option values come first in their options'
 * lists (the lowest positions, compared option by option), whether or not it is for sale, as
 * Shopify documents: null only when no variant has the value.
 */
function firstSelectableVariant(value: OptionValue, context: RequestContext): VariantRecord | null {
  const product = context.catalogue.product(value.option.productId);
  if (!product) return null;
  const variants = context.catalogue.variants(product.id);
  const positions = optionValuePositions(product, variants, context);
  const optionIndex = context.catalogue
    .options(product.id)
    .findIndex((option) => option.id === value.option.id);
  const valueIndex = value.option.values.findIndex((candidate) => candidate.id === value.id);
  let best: { variant: VariantRecord; positions: number[] } | null = null;
  for (const [index, variant] of variants.entries()) {
    const own = positions[index]!;
    if (own[optionIndex] !== valueIndex) continue;
    const current = best;
    if (current) {
      const at = own.findIndex((position, option) => position !== current.positions[option]);
      if (own[at]! > current.positions[at]!) continue;
    }
    best = { variant, positions: own };
  }
  return best?.variant ?? null;
}

function firstAvailableVariant(variants: readonly VariantRecord[]): VariantRecord | null {
  return variants.find((variant) => variant.availableForSale) ?? variants[0] ?? null;
}

/** The range of a price over the product's variants, of which it has at least one. */
function priceRange(
  product: ProductRecord,
  context: RequestContext,
  priceOf: (variant: VariantRecord) => number,
) {
  const cents = context.catalogue.variants(product.id).map(priceOf);
  const currencyCode = context.catalogue.currencyCode();
  return {
    minVariantPrice: money(Math.min(...cents), currencyCode),
    maxVariantPrice: money(Math.max(...cents), currencyCode),
  };
}

const variantPrice = (variant: VariantRecord, _args: unknown, context: RequestContext) =>
  money(variant.priceCents, context.catalogue.currencyCode());

const variantCompareAtPrice = (variant: VariantRecord, _args: unknown, context: RequestContext) =>
  variant.compareAtPriceCents === null
    ? null
    : money(variant.compareAtPriceCents, context.catalogue.currencyCode());

export const productResolvers: ResolverMap = {
  Product: {
    id: (product: ProductRecord) => gid('Product', product.id),
    description: (product: ProductRecord, { truncateAt }: ProductDescriptionArgs) =>
      truncateText(htmlToPlainText(product.descriptionHtml), truncateAt),
    availableForSale: (product: ProductRecord, _args: unknown, context: RequestContext) =>
      context.catalogue.variants(product.id).some((variant) => variant.availableForSale),
    featuredImage: (product: ProductRecord, _args: unknown, context: RequestContext) =>
      context.catalogue.images(product.id)[0] ?? null,
    images: (product: ProductRecord, args: ConnectionArgs, context: RequestContext) =>
      connectionFromArray(context.catalogue.images(product.id), args, positionCursor),
    // Every product medium is an image: MediaImage nodes made from the product's images.
    media: (product: ProductRecord, args: ConnectionArgs, context: RequestContext) =>
      connectionFromArray(
        context.catalogue.images(product.id).map((image) => ({
          __typename: 'MediaImage',
          ...image,
        })),
        args,
        positionCursor,
      ),
    options: (product: ProductRecord, { first }: ProductOptionsArgs, context: RequestContext) => {
      const options = context.catalogue.options(product.id);
      return first === null || first === undefined ? options : options.slice(0, Math.max(first, 0));
    },
    priceRange: (product: ProductRecord, _args: unknown, context: RequestContext) =>
      priceRange(product, context, (variant) => variant.priceCents),
    // Shopify reports 0.0 for variants without a compare-at price.
    compareAtPriceRange: (product: ProductRecord, _args: unknown, context: RequestContext) =>
      priceRange(product, context, (variant) => variant.compareAtPriceCents ?? 0),
    variants: (product: ProductRecord, args: ConnectionArgs, context: RequestContext) =>
      connectionFromArray(context.catalogue.variants(product.id), args, positionCursor),
    variantsCount: (product: ProductRecord, _args: unknown, context: RequestContext) => ({
      count: context.catalogue.variants(product.id).length,
      precision: 'EXACT',
    }),
    totalInventory: (product: ProductRecord, _args: unknown, context: RequestContext) =>
      context.catalogue
        .variants(product.id)
        .reduce((sum, variant) => sum + (variant.quantityAvailable ?? 0), 0),
    selectedOrFirstAvailableVariant: (
      product: ProductRecord,
      args: SelectedOptionsArgs,
      context: RequestContext,
    ) =>
      findVariantBySelectedOptions(product, { ignoreUnknownOptions: true, ...args }, context) ??
      firstAvailableVariant(context.catalogue.variants(product.id)),
    variantBySelectedOptions: findVariantBySelectedOptions,
    adjacentVariants,
    encodedVariantExistence: (product: ProductRecord, _args: unknown, context: RequestContext) =>
      encodeVariantCombinations(
        optionValuePositions(product, context.catalogue.variants(product.id), context),
      ),
    encodedVariantAvailability: (product: ProductRecord, _args: unknown, context: RequestContext) =>
      encodeVariantCombinations(
        optionValuePositions(
          product,
          context.catalogue.variants(product.id).filter((variant) => variant.availableForSale),
          context,
        ),
      ),
    sellingPlanGroups: (product: ProductRecord, args: ConnectionArgs, context: RequestContext) =>
      connectionFromArray(context.catalogue.sellingPlanGroups(product.id), args, positionCursor),
    // Answers that hold for every product of this shop: no gift cards, no online store
    // channel, and every product is sold without a plan too.
    onlineStoreUrl: () => null,
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    // The catalogue has no separate SEO fields, so search engines get the product's own words.
    seo: (product: ProductRecord) => ({
      title: product.title,
      description: truncateText(htmlToPlainText(product.descriptionHtml), 320),
    }),
  },

  ProductOption: {
    id: (option: ProductOptionRecord) => gid('ProductOption', option.id),
    values: (option: ProductOptionRecord) => option.values.map((value) => value.name),
    optionValues: (option: ProductOptionRecord) =>
      option.values.map((value) => ({ ...value, option })),
  },

  ProductOptionValue: {
    id: (value: OptionValue) => gid('ProductOptionValue', value.id),
    firstSelectableVariant: (value: OptionValue, _args: unknown, context: RequestContext) =>
      firstSelectableVariant(value, context),
    // A colour swatch where the catalogue gives one; no value has an image swatch.
    swatch: (value: OptionValue) =>
      value.swatchColor === null ? null : { color: value.swatchColor, image: null },
  },

  ProductVariant: {
    id: (variant: VariantRecord) => gid('ProductVariant', variant.id),
    price: variantPrice,
    priceV2: variantPrice,
    compareAtPrice: variantCompareAtPrice,
    compareAtPriceV2: variantCompareAtPrice,
    image: (variant: VariantRecord, _args: unknown, context: RequestContext) =>
      context.catalogue.variantImage(variant),
    product: (variant: VariantRecord, _args: unknown, context: RequestContext) =>
      context.catalogue.product(variant.productId),
    currentlyNotInStock: (variant: VariantRecord) =>
      variant.availableForSale &&
      variant.quantityAvailable !== null &&
      variant.quantityAvailable <= 0,
    taxable: () => true,
    // Sold by the unit: no unit price (per 100 ml and the like) to show.
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    // No variant is a bundle of other variants.
    requiresComponents: () => false,
    weightUnit: () => 'POUNDS',
    quantityRule: () => ({ minimum: 1, maximum: null, increment: 1 }),
    sellingPlanAllocations: (
      variant: VariantRecord,
      args: ConnectionArgs,
      context: RequestContext,
    ) => {
      const currencyCode = context.catalogue.currencyCode();
      const allocations = context.catalogue
        .sellingPlans(variant.productId)
        .map((plan) => sellingPlanAllocation(variant, plan, currencyCode));
      return connectionFromArray(allocations, args, (allocation) =>
        positionCursor(allocation.sellingPlan),
      );
    },
  },
};
