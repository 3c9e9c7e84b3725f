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
  readonly revision;
  readonly countProducts;
  readonly shop;
  readonly discountCodes;
  readonly products;
  readonly images;
  readonly options;
  readonly variants;
  readonly sellingPlanGroups;
  readonly sellingPlans;

  constructor(db: CommerceDatabase) {
    /** Every row the query reads, as records; `booleans` names its 0/1 columns. */
    const all = <T>(sql: string, booleans: readonly string[] = []) => {
      const statement = db.prepare<[], object>(sql);
      return (): T[] => statement.all().map((row) => toRecord<T>(row, booleans));
    };
    const count = (sql: string) => {
      const statement = db.prepare<[], number>(sql).pluck();
      return () => statement.get() ?? 0;
    };
    const shop = all<ShopRecord>('SELECT name, currency_code FROM shop WHERE id = 1');

    /** Moves whenever any catalogue row changes (triggers of migration 0003). */
    this.revision = count('SELECT revision FROM catalogue_revision WHERE id = 1');
    this.countProducts = count('SELECT COUNT(*) FROM products');
    this.shop = (): ShopRecord | undefined => shop()[0];
    this.discountCodes = all<DiscountCodeRecord>('SELECT * FROM discount_codes ORDER BY code', [
      'first_order_only',
    ]);
    this.products = all<ProductRecord>('SELECT * FROM products ORDER BY id');
    this.images = all<ProductImageRecord>(
      'SELECT * FROM product_images ORDER BY product_id, position',
    );
    this.options = all<ProductOptionRecord>(
      `SELECT o.id, o.product_id, o.position, o.name,
              json_group_array(json_object('id', v.id, 'name', v.name) ORDER BY v.position)
                AS values_json
         FROM product_options o JOIN product_option_values v ON v.option_id = o.id
        GROUP BY o.id
        ORDER BY o.product_id, o.position`,
    );
    this.variants = all<VariantRecord>(
      'SELECT * FROM product_variants ORDER BY product_id, position',
      ['available_for_sale', 'requires_shipping'],
    );
    this.sellingPlanGroups = all<SellingPlanGroupRecord>(
      'SELECT * FROM selling_plan_groups ORDER BY product_id, position',
    );
    this.sellingPlans = all<SellingPlanRecord>(
      `SELECT sp.id, sp.group_id, g.product_id, sp.position, sp.name, sp.description,
              sp.recurring_deliveries, sp.options_json, sp.price_adjustments_json
         FROM selling_plans sp JOIN selling_plan_groups g ON g.id = sp.group_id
        ORDER BY g.product_id, g.position, sp.position`,
      ['recurring_deliveries'],
    );
  }
}
