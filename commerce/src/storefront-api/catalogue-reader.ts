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

/**
 * The catalogue as one GraphQL request sees it: each lookup hits SQLite once and is then
 * remembered, so resolving the same product for many fields or cart lines costs one query.
 * Created per request, so it never serves data from before a re-seed.
 */
export class CatalogueReader {
  readonly #memo = new Map<string, unknown>();

  constructor(private readonly repository: CatalogueRepository) {}

  #remember<T>(key: string, load: () => T): T {
    if (this.#memo.has(key)) return this.#memo.get(key) as T;
    const value = load();
    this.#memo.set(key, value);
    return value;
  }

  shop(): ShopRecord {
    return this.#remember(
      'shop',
      () => this.repository.shop() ?? { name: 'Shop', currencyCode: 'USD' },
    );
  }

  currencyCode(): string {
    return this.shop().currencyCode;
  }

  discountCode(code: string): DiscountCodeRecord | undefined {
    return this.#remember(`discount:${code.toUpperCase()}`, () =>
      this.repository.discountCode(code),
    );
  }

  allProducts(): ProductRecord[] {
    return this.#remember('products', () => this.repository.allProducts());
  }

  product(id: number): ProductRecord | undefined {
    return this.#remember(`product:${id}`, () => this.repository.productById(id));
  }

  productByHandle(handle: string): ProductRecord | undefined {
    return this.#remember(`handle:${handle}`, () => this.repository.productByHandle(handle));
  }

  images(productId: number): ProductImageRecord[] {
    return this.#remember(`images:${productId}`, () => this.repository.imagesOfProduct(productId));
  }

  options(productId: number): ProductOptionRecord[] {
    return this.#remember(`options:${productId}`, () =>
      this.repository.optionsOfProduct(productId),
    );
  }

  variants(productId: number): VariantRecord[] {
    return this.#remember(`variants:${productId}`, () =>
      this.repository.variantsOfProduct(productId),
    );
  }

  variant(id: number): VariantRecord | undefined {
    return this.#remember(`variant:${id}`, () => this.repository.variantById(id));
  }

  sellingPlanGroups(productId: number): SellingPlanGroupRecord[] {
    return this.#remember(`groups:${productId}`, () =>
      this.repository.sellingPlanGroupsOfProduct(productId),
    );
  }

  sellingPlans(productId: number): SellingPlanRecord[] {
    return this.#remember(`plans:${productId}`, () =>
      this.repository.sellingPlansOfProduct(productId),
    );
  }

  sellingPlan(id: number): SellingPlanRecord | undefined {
    return this.#remember(`plan:${id}`, () => this.repository.sellingPlanById(id));
  }
}
