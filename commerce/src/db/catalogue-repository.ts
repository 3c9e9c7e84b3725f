import type { CommerceDatabase } from './connection';
import type {
  DiscountCodeRecord,
  ProductImageRecord,
  ProductOptionRecord,
  ProductRecord,
  SellingPlanGroupRecord,
  SellingPlanRecord,
  ShopRecord,
  VariantRecord,
} from './records';
import { toRecord } from './rows';

/**
 * Reads the catalogue in bulk through prepared statements. The catalogue is small and read on
 * every request, so the server holds it in memory (see catalogue/catalogue-snapshot.ts) and uses
 * `revision()` to notice when anyone changed it.
 */
export class CatalogueRepository {
  readonly #statements;

  constructor(db: CommerceDatabase) {
    this.#statements = {
      revision: db
        .prepare<[], number>('SELECT revision FROM catalogue_revision WHERE id = 1')
        .pluck(),
      shop: db.prepare<[], object>('SELECT name, currency_code FROM shop WHERE id = 1'),
      discountCodes: db.prepare<[], object>('SELECT * FROM discount_codes ORDER BY code'),
      countProducts: db.prepare<[], number>('SELECT COUNT(*) FROM products').pluck(),
      products: db.prepare<[], object>('SELECT * FROM products ORDER BY id'),
      images: db.prepare<[], object>('SELECT * FROM product_images ORDER BY product_id, position'),
      options: db.prepare<[], object>(
        `SELECT o.id, o.product_id, o.position, o.name,
                json_group_array(json_object('id', v.id, 'name', v.name) ORDER BY v.position)
                  AS values_json
           FROM product_options o JOIN product_option_values v ON v.option_id = o.id
          GROUP BY o.id
          ORDER BY o.product_id, o.position`,
      ),
      variants: db.prepare<[], object>(
        'SELECT * FROM product_variants ORDER BY product_id, position',
      ),
      sellingPlanGroups: db.prepare<[], object>(
        'SELECT * FROM selling_plan_groups ORDER BY product_id, position',
      ),
      sellingPlans: db.prepare<[], object>(
        `SELECT sp.id, sp.group_id, g.product_id, sp.position, sp.name, sp.description,
                sp.recurring_deliveries, sp.options_json, sp.price_adjustments_json
           FROM selling_plans sp JOIN selling_plan_groups g ON g.id = sp.group_id
          ORDER BY g.product_id, g.position, sp.position`,
      ),
    };
  }

  /** Moves whenever any catalogue row changes (triggers of migration 0003). */
  revision(): number {
    return this.#statements.revision.get() ?? 0;
  }

  countProducts(): number {
    return this.#statements.countProducts.get() ?? 0;
  }

  shop(): ShopRecord | undefined {
    const row = this.#statements.shop.get();
    return row && toRecord<ShopRecord>(row);
  }

  discountCodes(): DiscountCodeRecord[] {
    return this.#statements.discountCodes
      .all()
      .map((row) => toRecord<DiscountCodeRecord>(row, ['first_order_only']));
  }

  products(): ProductRecord[] {
    return this.#statements.products.all().map((row) => toRecord<ProductRecord>(row));
  }

  images(): ProductImageRecord[] {
    return this.#statements.images.all().map((row) => toRecord<ProductImageRecord>(row));
  }

  options(): ProductOptionRecord[] {
    return this.#statements.options.all().map((row) => toRecord<ProductOptionRecord>(row));
  }

  variants(): VariantRecord[] {
    return this.#statements.variants
      .all()
      .map((row) => toRecord<VariantRecord>(row, ['available_for_sale', 'requires_shipping']));
  }

  sellingPlanGroups(): SellingPlanGroupRecord[] {
    return this.#statements.sellingPlanGroups
      .all()
      .map((row) => toRecord<SellingPlanGroupRecord>(row));
  }

  sellingPlans(): SellingPlanRecord[] {
    return this.#statements.sellingPlans
      .all()
      .map((row) => toRecord<SellingPlanRecord>(row, ['recurring_deliveries']));
  }
}
