import type { CommerceDatabase } from './connection';
import type {
  DiscountCodeRecord,
  PriceAdjustment,
  ProductImageRecord,
  ProductOptionRecord,
  ProductRecord,
  SelectedOption,
  SellingPlanGroupRecord,
  SellingPlanRecord,
  ShopRecord,
  VariantRecord,
} from './records';

interface ProductRow {
  id: number;
  handle: string;
  title: string;
  description_html: string;
  vendor: string;
  product_type: string;
  tags_json: string;
  published_at: string;
  created_at: string;
  updated_at: string;
}

interface ImageRow {
  id: number;
  product_id: number;
  position: number;
  file_name: string;
  alt_text: string | null;
  width: number;
  height: number;
}

interface OptionValueRow {
  option_id: number;
  product_id: number;
  option_position: number;
  option_name: string;
  value_id: number;
  value_name: string;
}

interface VariantRow {
  id: number;
  product_id: number;
  position: number;
  title: string;
  sku: string | null;
  price_cents: number;
  compare_at_price_cents: number | null;
  available_for_sale: number;
  requires_shipping: number;
  quantity_available: number | null;
  selected_options_json: string;
  image_id: number | null;
}

interface SellingPlanGroupRow {
  id: number;
  product_id: number;
  position: number;
  name: string;
  app_name: string | null;
  options_json: string;
}

interface SellingPlanRow {
  id: number;
  group_id: number;
  product_id: number;
  position: number;
  name: string;
  description: string | null;
  recurring_deliveries: number;
  options_json: string;
  price_adjustments_json: string;
}

const toProduct = (row: ProductRow): ProductRecord => ({
  id: row.id,
  handle: row.handle,
  title: row.title,
  descriptionHtml: row.description_html,
  vendor: row.vendor,
  productType: row.product_type,
  tags: JSON.parse(row.tags_json) as string[],
  publishedAt: row.published_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toImage = (row: ImageRow): ProductImageRecord => ({
  id: row.id,
  productId: row.product_id,
  position: row.position,
  fileName: row.file_name,
  altText: row.alt_text,
  width: row.width,
  height: row.height,
});

const toVariant = (row: VariantRow): VariantRecord => ({
  id: row.id,
  productId: row.product_id,
  position: row.position,
  title: row.title,
  sku: row.sku,
  priceCents: row.price_cents,
  compareAtPriceCents: row.compare_at_price_cents,
  availableForSale: row.available_for_sale === 1,
  requiresShipping: row.requires_shipping === 1,
  quantityAvailable: row.quantity_available,
  selectedOptions: JSON.parse(row.selected_options_json) as SelectedOption[],
  imageId: row.image_id,
});

const toSellingPlanGroup = (row: SellingPlanGroupRow): SellingPlanGroupRecord => ({
  id: row.id,
  productId: row.product_id,
  position: row.position,
  name: row.name,
  appName: row.app_name,
  options: JSON.parse(row.options_json) as SellingPlanGroupRecord['options'],
});

const toSellingPlan = (row: SellingPlanRow): SellingPlanRecord => ({
  id: row.id,
  groupId: row.group_id,
  productId: row.product_id,
  position: row.position,
  name: row.name,
  description: row.description,
  recurringDeliveries: row.recurring_deliveries === 1,
  options: JSON.parse(row.options_json) as SelectedOption[],
  priceAdjustments: JSON.parse(row.price_adjustments_json) as PriceAdjustment[],
});

function groupOptions(rows: OptionValueRow[]): ProductOptionRecord[] {
  const options = new Map<number, ProductOptionRecord>();
  for (const row of rows) {
    let option = options.get(row.option_id);
    if (!option) {
      option = {
        id: row.option_id,
        productId: row.product_id,
        position: row.option_position,
        name: row.option_name,
        values: [],
      };
      options.set(row.option_id, option);
    }
    option.values.push({ id: row.value_id, name: row.value_name });
  }
  return [...options.values()];
}

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
      shop: db.prepare<[], { name: string; currency_code: string }>(
        'SELECT name, currency_code FROM shop WHERE id = 1',
      ),
      discountCodes: db.prepare<
        [],
        { code: string; title: string; percentage: number; first_order_only: number }
      >('SELECT code, title, percentage, first_order_only FROM discount_codes ORDER BY code'),
      countProducts: db.prepare<[], number>('SELECT COUNT(*) FROM products').pluck(),
      products: db.prepare<[], ProductRow>('SELECT * FROM products ORDER BY id'),
      images: db.prepare<[], ImageRow>(
        'SELECT * FROM product_images ORDER BY product_id, position',
      ),
      options: db.prepare<[], OptionValueRow>(
        `SELECT o.id AS option_id, o.product_id, o.position AS option_position, o.name AS option_name,
                v.id AS value_id, v.name AS value_name
           FROM product_options o JOIN product_option_values v ON v.option_id = o.id
          ORDER BY o.product_id, o.position, v.position`,
      ),
      variants: db.prepare<[], VariantRow>(
        'SELECT * FROM product_variants ORDER BY product_id, position',
      ),
      sellingPlanGroups: db.prepare<[], SellingPlanGroupRow>(
        'SELECT * FROM selling_plan_groups ORDER BY product_id, position',
      ),
      sellingPlans: db.prepare<[], SellingPlanRow>(
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
    return row && { name: row.name, currencyCode: row.currency_code };
  }

  discountCodes(): DiscountCodeRecord[] {
    return this.#statements.discountCodes.all().map((row) => ({
      code: row.code,
      title: row.title,
      percentage: row.percentage,
      firstOrderOnly: row.first_order_only === 1,
    }));
  }

  products(): ProductRecord[] {
    return this.#statements.products.all().map(toProduct);
  }

  images(): ProductImageRecord[] {
    return this.#statements.images.all().map(toImage);
  }

  options(): ProductOptionRecord[] {
    return groupOptions(this.#statements.options.all());
  }

  variants(): VariantRecord[] {
    return this.#statements.variants.all().map(toVariant);
  }

  sellingPlanGroups(): SellingPlanGroupRecord[] {
    return this.#statements.sellingPlanGroups.all().map(toSellingPlanGroup);
  }

  sellingPlans(): SellingPlanRecord[] {
    return this.#statements.sellingPlans.all().map(toSellingPlan);
  }
}
