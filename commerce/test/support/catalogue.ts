import { loadCatalogue } from '../../src/catalogue/load-catalogue';
import type { CatalogueProduct } from '../../src/catalogue/catalogue-schema';
import { defaultCataloguePath, defaultImagesDir } from '../../src/config';
import { parseDecimalToCents } from '../../src/lib/money';
import { variantIds } from '../../src/catalogue/seed-catalogue';

/** The real seed catalogue, so tests follow the data rather than copying it. */
export const catalogue = loadCatalogue(defaultCataloguePath, defaultImagesDir);

/** Products in catalogue order; the server numbers them from 1 in this order. */
export const products = catalogue.products;
const ids = variantIds(catalogue);

export const productGid = (product: CatalogueProduct) =>
  `gid://shopify/Product/${products.indexOf(product) + 1}`;

/** A variant's global id, as the seed numbers variants. */
export function variantGid(product: CatalogueProduct, variantIndex = 0): string {
  const id = ids[products.indexOf(product)]?.[variantIndex];
  if (id === undefined) throw new Error(`No variant ${variantIndex} of ${product.handle}`);
  return `gid://shopify/ProductVariant/${id}`;
}

/** Selling plans are numbered from 1 across all groups of all products, in order. */
export function sellingPlanGids(product: CatalogueProduct): string[] {
  let id = 0;
  for (const candidate of products) {
    const count = candidate.sellingPlanGroups.reduce(
      (sum, group) => sum + group.sellingPlans.length,
      0,
    );
    if (candidate === product)
      return Array.from(
        { length: count },
        (_, index) => `gid://shopify/SellingPlan/${id + index + 1}`,
      );
    id += count;
  }
  throw new Error(`No product ${product.handle}`);
}

/** A product sold by subscription (the powder). */
export const subscriptionProduct = (() => {
  const found = products.find((product) => product.sellingPlanGroups.length > 0);
  if (!found) throw new Error('The catalogue has no product with selling plans.');
  return found;
})();

/** Products without selling plans, for plain one-time lines. */
export const oneTimeProducts = products.filter((product) => product.sellingPlanGroups.length === 0);

export const priceCents = (product: CatalogueProduct, variantIndex = 0) =>
  parseDecimalToCents(product.variants[variantIndex]?.price ?? '0');

/** "44.00" → "44.0", as the Storefront API prints decimals. */
export function shopifyAmount(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = cents % 100;
  if (fraction === 0) return `${whole}.0`;
  return fraction % 10 === 0
    ? `${whole}.${fraction / 10}`
    : `${whole}.${String(fraction).padStart(2, '0')}`;
}

export const welcomeCode = (() => {
  const found = catalogue.discountCodes.find((code) => code.code === 'WELCOME15');
  if (!found) throw new Error('The catalogue lacks the WELCOME15 code.');
  return found;
})();
