import type { CatalogueRepository } from '../db/catalogue-repository';
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

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const NONE: never[] = [];

/**
 * The whole catalogue, indexed, as of one revision. Read-only: a request takes the current
 * snapshot once and sees one consistent catalogue throughout.
 */
export class CatalogueSnapshot {
  readonly #shop: ShopRecord;
  readonly #products: ProductRecord[];
  readonly #productsById: Map<number, ProductRecord>;
  readonly #productsByHandle: Map<string, ProductRecord>;
  readonly #imagesByProduct: Map<number, ProductImageRecord[]>;
  readonly #optionsByProduct: Map<number, ProductOptionRecord[]>;
  readonly #variantsByProduct: Map<number, VariantRecord[]>;
  readonly #variantsById: Map<number, VariantRecord>;
  readonly #groupsByProduct: Map<number, SellingPlanGroupRecord[]>;
  readonly #plansByProduct: Map<number, SellingPlanRecord[]>;
  readonly #plansById: Map<number, SellingPlanRecord>;
  readonly #discountCodes: Map<string, DiscountCodeRecord>;

  constructor(
    readonly revision: number,
    repository: CatalogueRepository,
  ) {
    this.#shop = repository.shop() ?? { name: 'Shop', currencyCode: 'USD' };
    this.#products = repository.products();
    this.#productsById = new Map(this.#products.map((product) => [product.id, product]));
    this.#productsByHandle = new Map(this.#products.map((product) => [product.handle, product]));
    this.#imagesByProduct = groupBy(repository.images(), (image) => image.productId);
    this.#optionsByProduct = groupBy(repository.options(), (option) => option.productId);
    const variants = repository.variants();
    this.#variantsByProduct = groupBy(variants, (variant) => variant.productId);
    this.#variantsById = new Map(variants.map((variant) => [variant.id, variant]));
    this.#groupsByProduct = groupBy(repository.sellingPlanGroups(), (group) => group.productId);
    const plans = repository.sellingPlans();
    this.#plansByProduct = groupBy(plans, (plan) => plan.productId);
    this.#plansById = new Map(plans.map((plan) => [plan.id, plan]));
    this.#discountCodes = new Map(
      repository.discountCodes().map((code) => [code.code.toUpperCase(), code]),
    );
  }

  shop(): ShopRecord {
    return this.#shop;
  }

  currencyCode(): string {
    return this.#shop.currencyCode;
  }

  /** Discount codes are case-insensitive. */
  discountCode(code: string): DiscountCodeRecord | undefined {
    return this.#discountCodes.get(code.toUpperCase());
  }

  /** Every product, in id (catalogue) order. */
  allProducts(): readonly ProductRecord[] {
    return this.#products;
  }

  product(id: number): ProductRecord | undefined {
    return this.#productsById.get(id);
  }

  productByHandle(handle: string): ProductRecord | undefined {
    return this.#productsByHandle.get(handle);
  }

  images(productId: number): readonly ProductImageRecord[] {
    return this.#imagesByProduct.get(productId) ?? NONE;
  }

  options(productId: number): readonly ProductOptionRecord[] {
    return this.#optionsByProduct.get(productId) ?? NONE;
  }

  variants(productId: number): readonly VariantRecord[] {
    return this.#variantsByProduct.get(productId) ?? NONE;
  }

  variant(id: number): VariantRecord | undefined {
    return this.#variantsById.get(id);
  }

  /**
   * The variant's own image, else its product's featured image, so carts, checkout and product
   * cards always have a picture.
   */
  variantImage(variant: VariantRecord): ProductImageRecord | null {
    const images = this.images(variant.productId);
    return images.find((image) => image.id === variant.imageId) ?? images[0] ?? null;
  }

  sellingPlanGroups(productId: number): readonly SellingPlanGroupRecord[] {
    return this.#groupsByProduct.get(productId) ?? NONE;
  }

  /** Every selling plan of every group of the product, in group then plan order. */
  sellingPlans(productId: number): readonly SellingPlanRecord[] {
    return this.#plansByProduct.get(productId) ?? NONE;
  }

  sellingPlan(id: number): SellingPlanRecord | undefined {
    return this.#plansById.get(id);
  }
}

/**
 * Keeps the catalogue in memory and reloads it when its revision moves, which costs one tiny
 * query per request instead of several per product.
 */
export class CatalogueCache {
  #snapshot: CatalogueSnapshot | undefined;

  constructor(private readonly repository: CatalogueRepository) {}

  current(): CatalogueSnapshot {
    const revision = this.repository.revision();
    if (this.#snapshot?.revision !== revision) {
      this.#snapshot = new CatalogueSnapshot(revision, this.repository);
    }
    return this.#snapshot;
  }
}
