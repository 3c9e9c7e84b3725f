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
 * only), or from the first available variant's when none are given; in id order.
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
  return variants.filter(
    (variant) =>
      target.filter(
        (selected) =>
          !variant.selectedOptions.some(
            (option) => same(option.name, selected.name) && same(option.value, selected.value),
          ),
      ).length === 1,
  );
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
    id: (value: { id: number }) => gid('ProductOptionValue', value.id),
    firstSelectableVariant: (
      value: { name: string; option: ProductOptionRecord },
      _args: unknown,
      context: RequestContext,
    ) => {
      const variants = context.catalogue
        .variants(value.option.productId)
        .filter((variant) =>
          variant.selectedOptions.some(
            (selected) => selected.name === value.option.name && selected.value === value.name,
          ),
        );
      return firstAvailableVariant(variants);
    },
    // Options are named in words; none has a colour or image swatch.
    swatch: () => null,
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
