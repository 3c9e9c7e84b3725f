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

const SELLING_PLAN_COLUMNS = `sp.id, sp.group_id, g.product_id, sp.position, sp.name, sp.description,
  sp.recurring_deliveries, sp.options_json, sp.price_adjustments_json`;

/** Read access to the catalogue through prepared statements (prepared once per database). */
export class CatalogueRepository {
  readonly #statements;

  constructor(db: CommerceDatabase) {
    this.#statements = {
      shop: db.prepare<[], { name: string; currency_code: string }>(
        'SELECT name, currency_code FROM shop WHERE id = 1',
      ),
      discountCode: db.prepare<
        [string],
        { code: string; title: string; percentage: number; first_order_only: number }
      >('SELECT code, title, percentage, first_order_only FROM discount_codes WHERE code = ?'),
      countProducts: db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM products'),
      allProducts: db.prepare<[], ProductRow>('SELECT * FROM products ORDER BY id'),
      productById: db.prepare<[number], ProductRow>('SELECT * FROM products WHERE id = ?'),
      productByHandle: db.prepare<[string], ProductRow>('SELECT * FROM products WHERE handle = ?'),
      imagesOfProduct: db.prepare<[number], ImageRow>(
        'SELECT * FROM product_images WHERE product_id = ? ORDER BY position',
      ),
      optionsOfProduct: db.prepare<[number], OptionValueRow>(
        `SELECT o.id AS option_id, o.product_id, o.position AS option_position, o.name AS option_name,
                v.id AS value_id, v.name AS value_name
           FROM product_options o JOIN product_option_values v ON v.option_id = o.id
          WHERE o.product_id = ? ORDER BY o.position, v.position`,
      ),
      variantsOfProduct: db.prepare<[number], VariantRow>(
        'SELECT * FROM product_variants WHERE product_id = ? ORDER BY position',
      ),
      variantById: db.prepare<[number], VariantRow>('SELECT * FROM product_variants WHERE id = ?'),
      sellingPlanGroupsOfProduct: db.prepare<[number], SellingPlanGroupRow>(
        'SELECT * FROM selling_plan_groups WHERE product_id = ? ORDER BY position',
      ),
      sellingPlansOfProduct: db.prepare<[number], SellingPlanRow>(
        `SELECT ${SELLING_PLAN_COLUMNS} FROM selling_plans sp
           JOIN selling_plan_groups g ON g.id = sp.group_id
          WHERE g.product_id = ? ORDER BY g.position, sp.position`,
      ),
      sellingPlanById: db.prepare<[number], SellingPlanRow>(
        `SELECT ${SELLING_PLAN_COLUMNS} FROM selling_plans sp
           JOIN selling_plan_groups g ON g.id = sp.group_id WHERE sp.id = ?`,
      ),
    };
  }

  shop(): ShopRecord | undefined {
    const row = this.#statements.shop.get();
    return row && { name: row.name, currencyCode: row.currency_code };
  }

  discountCode(code: string): DiscountCodeRecord | undefined {
    const row = this.#statements.discountCode.get(code);
    return (
      row && {
        code: row.code,
        title: row.title,
        percentage: row.percentage,
        firstOrderOnly: row.first_order_only === 1,
      }
    );
  }

  countProducts(): number {
    return this.#statements.countProducts.get()?.count ?? 0;
  }

  allProducts(): ProductRecord[] {
    return this.#statements.allProducts.all().map(toProduct);
  }

  productById(id: number): ProductRecord | undefined {
    const row = this.#statements.productById.get(id);
    return row && toProduct(row);
  }

  productByHandle(handle: string): ProductRecord | undefined {
    const row = this.#statements.productByHandle.get(handle);
    return row && toProduct(row);
  }

  imagesOfProduct(productId: number): ProductImageRecord[] {
    return this.#statements.imagesOfProduct.all(productId).map(toImage);
  }

  optionsOfProduct(productId: number): ProductOptionRecord[] {
    return groupOptions(this.#statements.optionsOfProduct.all(productId));
  }

  variantsOfProduct(productId: number): VariantRecord[] {
    return this.#statements.variantsOfProduct.all(productId).map(toVariant);
  }

  variantById(id: number): VariantRecord | undefined {
    const row = this.#statements.variantById.get(id);
    return row && toVariant(row);
  }

  sellingPlanGroupsOfProduct(productId: number): SellingPlanGroupRecord[] {
    return this.#statements.sellingPlanGroupsOfProduct.all(productId).map(toSellingPlanGroup);
  }

  /** Every selling plan of every group of the product, groups and plans in position order. */
  sellingPlansOfProduct(productId: number): SellingPlanRecord[] {
    return this.#statements.sellingPlansOfProduct.all(productId).map(toSellingPlan);
  }

  sellingPlanById(id: number): SellingPlanRecord | undefined {
    const row = this.#statements.sellingPlanById.get(id);
    return row && toSellingPlan(row);
  }
}
