import type { CommerceDatabase } from '../db/connection';
import type {
  DiscountCodeRecord,
  ProductImageRecord,
  ProductOptionRecord,
  ProductRecord,
  SellingPlanGroupRecord,
  SellingPlanRecord,
  ShopRecord,
  VariantRecord,
} from '../db/records';
import { toRecord } from '../db/rows';
import { collectionSnapshot } from './collection-snapshot';

/** A lookup of each product's rows, in the order they were read. */
function byProduct<T extends { productId: number }>(
  rows: T[],
): (productId: number) => readonly T[] {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return (productId) => groups.get(productId) ?? [];
}

/** A lookup of rows by id. */
function byId<T extends { id: number }>(rows: readonly T[]): (id: number) => T | undefined {
  const map = new Map(rows.map((row) => [row.id, row]));
  return (id) => map.get(id);
}

/**
 * The whole catalogue, read in bulk and indexed, as of one revision. Read-only: a request takes
 * the current snapshot once and sees one consistent catalogue throughout.
 */
function catalogueSnapshot(revision: number, db: CommerceDatabase) {
  /** Every row the query reads, as records; `booleans` names its 0/1 columns. */
  const all = <T>(sql: string, booleans: readonly string[] = []) =>
    db
      .prepare<[], object>(sql)
      .all()
      .map((row) => toRecord<T>(row, booleans));
  const shop = all<ShopRecord>('SELECT name, currency_code FROM shop WHERE id = 1')[0] ?? {
    name: 'Shop',
    currencyCode: 'USD',
  };
  const products: readonly ProductRecord[] = all('SELECT * FROM products ORDER BY id');
  const productsByHandle = new Map(products.map((product) => [product.handle, product]));
  const variants = all<VariantRecord>(
    'SELECT * FROM product_variants ORDER BY product_id, position',
    ['available_for_sale', 'requires_shipping'],
  );
  const plans = all<SellingPlanRecord>(
    `SELECT sp.id, sp.group_id, g.product_id, sp.position, sp.name, sp.description,
            sp.recurring_deliveries, sp.options_json, sp.price_adjustments_json,
            sp.billing_policy_json, sp.delivery_policy_json
       FROM selling_plans sp JOIN selling_plan_groups g ON g.id = sp.group_id
      ORDER BY g.product_id, g.position, sp.position`,
    ['recurring_deliveries'],
  );
  const discountCodes = new Map(
    all<DiscountCodeRecord>('SELECT * FROM discount_codes', ['first_order_only']).map((code) => [
      code.code.toUpperCase(),
      code,
    ]),
  );
  const imageRows = all<ProductImageRecord>(
    'SELECT * FROM product_images ORDER BY product_id, position',
  );
  const images = byProduct(imageRows);
  return {
    revision,
    shop: () => shop,
    currencyCode: () => shop.currencyCode,
    /** Discount codes are case-insensitive. */
    discountCode: (code: string) => discountCodes.get(code.toUpperCase()),
    /** Every product, in id (catalogue) order. */
    allProducts: () => products,
    product: byId(products),
    productByHandle: (handle: string) => productsByHandle.get(handle),
    images,
    image: byId(imageRows),
    options: byProduct(
      all<ProductOptionRecord>(
        `SELECT o.id, o.product_id, o.position, o.name,
                json_group_array(
                  json_object('id', v.id, 'name', v.name, 'swatchColor', v.swatch_color)
                  ORDER BY v.position
                )
                  AS values_json
           FROM product_options o JOIN product_option_values v ON v.option_id = o.id
          GROUP BY o.id
          ORDER BY o.product_id, o.position`,
      ),
    ),
    variants: byProduct(variants),
    variant: byId(variants),
    /**
     * The variant's own image, else its product's featured image, so carts, checkout and product
     * cards always have a picture.
     */
    variantImage(variant: VariantRecord) {
      const own = images(variant.productId);
      return own.find((image) => image.id === variant.imageId) ?? own[0] ?? null;
    },
    sellingPlanGroups: byProduct(
      all<SellingPlanGroupRecord>(
        'SELECT * FROM selling_plan_groups ORDER BY product_id, position',
      ),
    ),
    /** Every selling plan of every group of the product, in group then plan order. */
    sellingPlans: byProduct(plans),
    sellingPlan: byId(plans),
    ...collectionSnapshot(db, products),
  };
}

export type CatalogueSnapshot = ReturnType<typeof catalogueSnapshot>;

/**
 * Keeps the catalogue in memory and reloads it when its revision moves, which costs one tiny
 * query per request instead of several per product.
 */
export function catalogueCache(db: CommerceDatabase) {
  /** Moves whenever any catalogue row changes (triggers of migration 0003). */
  const revisionNow = db
    .prepare<[], number>('SELECT revision FROM catalogue_revision WHERE id = 1')
    .pluck();
  let snapshot: CatalogueSnapshot | undefined;
  return {
    current(): CatalogueSnapshot {
      const revision = revisionNow.get() ?? 0;
      if (snapshot?.revision !== revision) snapshot = catalogueSnapshot(revision, db);
      return snapshot;
    },
  };
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;
