import type { CommerceDatabase } from '../db/connection';
import type { PriceAdjustment } from '../db/records';
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
 * Replaces everything in the database (catalogue, carts, and whatever later issues add) with the
 * given catalogue, in one transaction. SQLite numbers the rows of an emptied table from 1, so
 * ids follow catalogue order and a re-seed gives every product, variant and selling plan the
 * same id again.
 */
export function seedCatalogue(db: CommerceDatabase, catalogue: Catalogue) {
  /** Inserts one row, whose keys are the table's column names, and answers its id. */
  const insert = (table: string, row: Record<string, string | number | null>) => {
    const columns = Object.keys(row);
    const values = columns.map((column) => `@${column}`);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.join(', ')})`;
    return Number(db.prepare(sql).run(row).lastInsertRowid);
  };
  const flag = (value: boolean) => (value ? 1 : 0);

  const seed = db.transaction(() => {
    wipeAllData(db);
    insert('shop', {
      id: 1,
      name: catalogue.shop.name,
      currency_code: catalogue.shop.currencyCode,
    });
    for (const discount of catalogue.discountCodes) {
      insert('discount_codes', {
        code: discount.code,
        title: discount.title,
        percentage: discount.percentage,
        first_order_only: flag(discount.firstOrderOnly),
      });
    }
    for (const product of catalogue.products) {
      const productId = insert('products', {
        handle: product.handle,
        title: product.title,
        description_html: product.descriptionHtml,
        vendor: product.vendor,
        product_type: product.productType,
        tags_json: JSON.stringify(product.tags),
        published_at: product.publishedAt,
        created_at: product.publishedAt,
        updated_at: product.publishedAt,
      });
      product.images.forEach((image, index) =>
        insert('product_images', {
          product_id: productId,
          position: index + 1,
          file_name: image.file.replace(/\.svg$/, ''),
          alt_text: image.altText,
          width: image.width,
          height: image.height,
        }),
      );
      product.options.forEach((option, index) => {
        const optionId = insert('product_options', {
          product_id: productId,
          position: index + 1,
          name: option.name,
        });
        option.values.forEach((name, valueIndex) =>
          insert('product_option_values', { option_id: optionId, position: valueIndex + 1, name }),
        );
      });
      product.variants.forEach((variant, index) =>
        insert('product_variants', {
          product_id: productId,
          position: index + 1,
          title: variant.title,
          sku: variant.sku,
          price_cents: parseDecimalToCents(variant.price),
          compare_at_price_cents:
            variant.compareAtPrice === null ? null : parseDecimalToCents(variant.compareAtPrice),
          available_for_sale: flag(variant.availableForSale),
          requires_shipping: flag(variant.requiresShipping),
          quantity_available: variant.quantityAvailable,
          selected_options_json: JSON.stringify(variant.selectedOptions),
        }),
      );
      product.sellingPlanGroups.forEach((group, index) => {
        const groupId = insert('selling_plan_groups', {
          product_id: productId,
          position: index + 1,
          name: group.name,
          app_name: group.appName,
          options_json: JSON.stringify(group.options),
        });
        group.sellingPlans.forEach((plan, planIndex) =>
          insert('selling_plans', {
            group_id: groupId,
            position: planIndex + 1,
            name: plan.name,
            description: plan.description,
            recurring_deliveries: flag(plan.recurringDeliveries),
            options_json: JSON.stringify(plan.options),
            price_adjustments_json: JSON.stringify(plan.priceAdjustments.map(toPriceAdjustment)),
          }),
        );
      });
    }
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
