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
 * given catalogue, in one transaction. Ids are assigned in catalogue order starting at 1, so a
 * re-seed gives every product, variant and selling plan the same id again.
 */
export function seedCatalogue(db: CommerceDatabase, catalogue: Catalogue) {
  const insert = {
    shop: db.prepare('INSERT INTO shop (id, name, currency_code) VALUES (1, ?, ?)'),
    discountCode: db.prepare(
      'INSERT INTO discount_codes (code, title, percentage, first_order_only) VALUES (?, ?, ?, ?)',
    ),
    product: db.prepare(
      `INSERT INTO products (id, handle, title, description_html, vendor, product_type, tags_json,
         published_at, created_at, updated_at)
       VALUES (@id, @handle, @title, @descriptionHtml, @vendor, @productType, @tags,
         @publishedAt, @publishedAt, @publishedAt)`,
    ),
    image: db.prepare(
      `INSERT INTO product_images (id, product_id, position, file_name, alt_text, width, height)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    option: db.prepare(
      'INSERT INTO product_options (id, product_id, position, name) VALUES (?, ?, ?, ?)',
    ),
    optionValue: db.prepare(
      'INSERT INTO product_option_values (id, option_id, position, name) VALUES (?, ?, ?, ?)',
    ),
    variant: db.prepare(
      `INSERT INTO product_variants (id, product_id, position, title, sku, price_cents,
         compare_at_price_cents, available_for_sale, requires_shipping, quantity_available,
         selected_options_json, image_id)
       VALUES (@id, @productId, @position, @title, @sku, @priceCents, @compareAtPriceCents,
         @availableForSale, @requiresShipping, @quantityAvailable, @selectedOptions, NULL)`,
    ),
    sellingPlanGroup: db.prepare(
      `INSERT INTO selling_plan_groups (id, product_id, position, name, app_name, options_json)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    sellingPlan: db.prepare(
      `INSERT INTO selling_plans (id, group_id, position, name, description, recurring_deliveries,
         options_json, price_adjustments_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  };

  const seed = db.transaction(() => {
    wipeAllData(db);
    insert.shop.run(catalogue.shop.name, catalogue.shop.currencyCode);
    for (const discount of catalogue.discountCodes) {
      insert.discountCode.run(
        discount.code,
        discount.title,
        discount.percentage,
        discount.firstOrderOnly ? 1 : 0,
      );
    }

    const next = { product: 0, image: 0, option: 0, optionValue: 0, variant: 0, group: 0, plan: 0 };
    catalogue.products.forEach((product) => {
      const productId = ++next.product;
      insert.product.run({
        id: productId,
        handle: product.handle,
        title: product.title,
        descriptionHtml: product.descriptionHtml,
        vendor: product.vendor,
        productType: product.productType,
        tags: JSON.stringify(product.tags),
        publishedAt: product.publishedAt,
      });
      product.images.forEach((image, index) => {
        const fileName = image.file.replace(/\.svg$/, '');
        insert.image.run(
          ++next.image,
          productId,
          index + 1,
          fileName,
          image.altText,
          image.width,
          image.height,
        );
      });
      product.options.forEach((option, index) => {
        const optionId = ++next.option;
        insert.option.run(optionId, productId, index + 1, option.name);
        option.values.forEach((value, valueIndex) => {
          insert.optionValue.run(++next.optionValue, optionId, valueIndex + 1, value);
        });
      });
      product.variants.forEach((variant, index) => {
        insert.variant.run({
          id: ++next.variant,
          productId,
          position: index + 1,
          title: variant.title,
          sku: variant.sku,
          priceCents: parseDecimalToCents(variant.price),
          compareAtPriceCents:
            variant.compareAtPrice === null ? null : parseDecimalToCents(variant.compareAtPrice),
          availableForSale: variant.availableForSale ? 1 : 0,
          requiresShipping: variant.requiresShipping ? 1 : 0,
          quantityAvailable: variant.quantityAvailable,
          selectedOptions: JSON.stringify(variant.selectedOptions),
        });
      });
      product.sellingPlanGroups.forEach((group, index) => {
        const groupId = ++next.group;
        insert.sellingPlanGroup.run(
          groupId,
          productId,
          index + 1,
          group.name,
          group.appName,
          JSON.stringify(group.options),
        );
        group.sellingPlans.forEach((plan, planIndex) => {
          insert.sellingPlan.run(
            ++next.plan,
            groupId,
            planIndex + 1,
            plan.name,
            plan.description,
            plan.recurringDeliveries ? 1 : 0,
            JSON.stringify(plan.options),
            JSON.stringify(plan.priceAdjustments.map(toPriceAdjustment)),
          );
        });
      });
    });

    return {
      products: next.product,
      variants: next.variant,
      images: next.image,
      sellingPlans: next.plan,
      discountCodes: catalogue.discountCodes.length,
    };
  });
  return seed.immediate();
}

export type SeedSummary = ReturnType<typeof seedCatalogue>;
