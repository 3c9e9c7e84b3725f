import type { CatalogueRepository } from '../db/catalogue-repository';
import type { ProductRecord, VariantRecord } from '../db/records';

/** A lookup of each product's rows, in the order the repository reads them. */
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
 * The whole catalogue, indexed, as of one revision. Read-only: a request takes the current
 * snapshot once and sees one consistent catalogue throughout.
 */
function catalogueSnapshot(revision: number, repository: CatalogueRepository) {
  const shop = repository.shop() ?? { name: 'Shop', currencyCode: 'USD' };
  const products: readonly ProductRecord[] = repository.products();
  const productsByHandle = new Map(products.map((product) => [product.handle, product]));
  const variants = repository.variants();
  const plans = repository.sellingPlans();
  const discountCodes = new Map(
    repository.discountCodes().map((code) => [code.code.toUpperCase(), code]),
  );
  const images = byProduct(repository.images());
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
    options: byProduct(repository.options()),
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
    sellingPlanGroups: byProduct(repository.sellingPlanGroups()),
    /** Every selling plan of every group of the product, in group then plan order. */
    sellingPlans: byProduct(plans),
    sellingPlan: byId(plans),
  };
}

export type CatalogueSnapshot = ReturnType<typeof catalogueSnapshot>;

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
      this.#snapshot = catalogueSnapshot(revision, this.repository);
    }
    return this.#snapshot;
  }
}
