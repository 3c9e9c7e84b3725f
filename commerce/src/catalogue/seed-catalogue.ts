import type { CommerceDatabase } from '../db/connection';
import type { PriceAdjustment } from '../db/records';
import { insertRow } from '../db/rows';
import { parseDecimalToCents } from '../lib/money';
import type { Catalogue, CataloguePriceAdjustment } from './catalogue-schema';

/** Bookkeeping tables that describe the database rather than hold shop data. */
const KEPT_TABLES = ['schema_migrations', 'catalogue_revision'];

/**
 * Deletes every row of every table except bookkeeping. Tables are discovered rather than
 * listed, so tables added by later migrations (customers, orders, …) are wiped too.
 * Must run inside a transaction: foreign keys are checked at commit, not per statement.
 */
function wipeAllData(db: CommerceDatabase): void {
  db.pragma('defer_foreign_keys = ON');
  const tables = db
    .prepare<[], { name: string }>(
      `SELECT name FROM sqlite_master
        WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    )
    .all()
    .filter(({ name }) => !KEPT_TABLES.includes(name));
  for (const { name } of tables) db.exec(`DELETE FROM "${name.replaceAll('"', '""')}"`);
}

function toPriceAdjustment({ type, value, orderCount }: CataloguePriceAdjustment): PriceAdjustment {
  if (type === 'percentage') return { kind: type, percentage: value, orderCount };
  const cents = parseDecimalToCents(value);
  return type === 'price'
    ? { kind: type, priceCents: cents, orderCount }
    : { kind: type, amountCents: cents, orderCount };
}

/**
 * Every variant's id, in catalogue order: its own fixed id, else the lowest id no variant has
 * taken, so adding a variant with a fixed id never renumbers the variants already sold.
 */
export function variantIds(catalogue: Catalogue): number[][] {
  const fixed = new Set(
    catalogue.products.flatMap((product) => product.variants.map((variant) => variant.id)),
  );
  let next = 0;
  const nextFree = () => {
    do next += 1;
    while (fixed.has(next));
    return next;
  };
  return catalogue.products.map((product) =>
    product.variants.map((variant) => variant.id ?? nextFree()),
  );
}

/**
 * Replaces everything in the database (catalogue, carts, and whatever later issues add) with the
 * given catalogue, in one transaction. SQLite numbers the rows of an emptied table from 1, so
 * ids follow catalogue order and a re-seed gives every product, variant and selling plan the
 * same id again.
 */
export function seedCatalogue(db: CommerceDatabase, catalogue: Catalogue) {
  const insert = (table: string, record: object) => insertRow(db, table, record);
  const cents = (decimal: string | null) =>
    decimal === null ? null : parseDecimalToCents(decimal);

  const ids = variantIds(catalogue);
  const seed = db.transaction(() => {
    wipeAllData(db);
    insert('shop', { id: 1, ...catalogue.shop });
    for (const discount of catalogue.discountCodes) insert('discount_codes', discount);
    catalogue.products.forEach(
      ({ images, options, variants, sellingPlanGroups, ...product }, productIndex) => {
        const { publishedAt } = product;
        const productId = insert('products', {
          ...product,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        });
        const imageIds = new Map(
          images.map(({ file, ...image }, index) => [
            file,
            insert('product_images', {
              productId,
              position: index + 1,
              fileName: file.replace(/\.svg$/, ''),
              ...image,
            }),
          ]),
        );
        options.forEach(({ name, values }, index) => {
          const optionId = insert('product_options', { productId, position: index + 1, name });
          values.forEach((value, valueIndex) =>
            insert('product_option_values', {
              optionId,
              position: valueIndex + 1,
              name: value.name,
              swatchColor: value.swatch,
            }),
          );
        });
        variants.forEach(({ price, compareAtPrice, image, ...variant }, index) =>
          insert('product_variants', {
            ...variant,
            id: ids[productIndex]![index],
            productId,
            position: index + 1,
            priceCents: cents(price),
            compareAtPriceCents: cents(compareAtPrice),
            imageId: image === null ? null : imageIds.get(image),
          }),
        );
        sellingPlanGroups.forEach(({ sellingPlans, ...group }, index) => {
          const groupId = insert('selling_plan_groups', {
            productId,
            position: index + 1,
            ...group,
          });
          sellingPlans.forEach((plan, planIndex) =>
            insert('selling_plans', {
              groupId,
              position: planIndex + 1,
              ...plan,
              priceAdjustments: plan.priceAdjustments.map(toPriceAdjustment),
            }),
          );
        });
      },
    );
  });
  seed.immediate();

  const { products, discountCodes } = catalogue;
  return {
    products: products.length,
    variants: products.flatMap((product) => product.variants).length,
    images: products.flatMap((product) => product.images).length,
    sellingPlans: products.flatMap((product) =>
      product.sellingPlanGroups.flatMap((group) => group.sellingPlans),
    ).length,
    discountCodes: discountCodes.length,
  };
}
