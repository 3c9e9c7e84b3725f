import { getProductOptions } from '@shopify/hydrogen-react';
import type { ProductPageData } from '../shopify';
import type { OptionPickerVariantFragment } from '../shopify/generated/storefront-api.generated';

/**
 * The product page's option pickers, worked out on the server (so the page ships no picker
 * JavaScript): every value links to the URL of the variant it would select, Hydrogen style
 * (`?Color=Charcoal`), and says whether that combination exists and is for sale.
 */

/** Shopify reads at most this many selected options (SelectedOptionInput lists). */
const SELECTED_OPTIONS_MAX = 250;

export interface OptionPickerValue {
  name: string;
  /** The variant URL this value selects (path and query). */
  to: string;
  selected: boolean;
  /** False when no variant has this value with the other options selected. */
  exists: boolean;
  /** False when that variant is sold out. */
  available: boolean;
  /** The value's colour (e.g. "#4B4E50") when the shop gave it a swatch. */
  swatchColor: string | null;
}

export interface OptionPicker {
  name: string;
  values: OptionPickerValue[];
}

/**
 * The options a URL selects: each query parameter is an option name and its value, as
 * Hydrogen's getSelectedProductOptions reads them (names the product lacks are ignored by the
 * API). `variant` names a variant by id instead, so it is left out.
 */
export function selectedOptionsFromUrl(url: URL): { name: string; value: string }[] {
  return [...url.searchParams]
    .filter(([name]) => name !== 'variant')
    .slice(0, SELECTED_OPTIONS_MAX)
    .map(([name, value]) => ({ name, value }));
}

/**
 * The pickers for a product with choices; none for a product whose options each have one value
 * (its page looks as it always has).
 */
export function optionPickers(product: ProductPageData): OptionPicker[] {
  if (product.options.every((option) => option.optionValues.length < 2)) return [];
  return getProductOptions(product).map((option) => ({
    name: option.name,
    values: option.optionValues.map((value) => ({
      name: value.name,
      to: `/products/${encodeURIComponent(value.handle)}?${value.variantUriQuery}`,
      selected: value.selected,
      exists: value.exists,
      available: value.exists && value.available,
      swatchColor: value.swatch?.color ?? null,
    })),
  }));
}

type KnownVariant = OptionPickerVariantFragment;

/**
 * Every variant the page's data holds: the selected one, those one option away and each value's
 * first selectable variant (for a product with one option, that is all of them).
 */
export function knownVariants(product: ProductPageData): KnownVariant[] {
  const all = [
    product.selectedOrFirstAvailableVariant,
    ...product.adjacentVariants,
    ...product.options.flatMap((option) =>
      option.optionValues.map((value) => value.firstSelectableVariant),
    ),
  ].filter((variant): variant is KnownVariant => Boolean(variant));
  return [...new Map(all.map((variant) => [variant.id, variant])).values()];
}

/** A variant's global id from a `?variant=` link: the id itself, or its number as Shopify's online store writes it. */
export function variantIdFromUrl(param: string): string {
  return /^\d+$/.test(param) ? `gid://shopify/ProductVariant/${param}` : param;
}

/** The URL that selects this variant, its options in the query as the pickers write them. */
export function variantUrl(variant: KnownVariant): string {
  const query = new URLSearchParams(
    variant.selectedOptions.map((option) => [option.name, option.value]),
  );
  return `/products/${encodeURIComponent(variant.product.handle)}?${query}`;
}
