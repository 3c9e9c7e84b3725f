import type { CommerceDatabase } from '../db/connection';
import type { ProductRecord } from '../db/records';
import { CollectionRepository } from './collection-repository';
import type { CollectionRule } from './seed-collections';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether a product passes one of a smart collection's rules (text compared ignoring case). */
function passes(product: ProductRecord, { column, relation, condition }: CollectionRule): boolean {
  const values =
    column === 'TAG'
      ? product.tags
      : [
          column === 'TYPE'
            ? product.productType
            : column === 'VENDOR'
              ? product.vendor
              : product.title,
        ];
  switch (relation) {
    case 'EQUALS':
      return values.some((value) => same(value, condition));
    case 'NOT_EQUALS':
      return !values.some((value) => same(value, condition));
    case 'CONTAINS':
      return values.some((value) => value.toLowerCase().includes(condition.toLowerCase()));
  }
}

/**
 * The collections and their products, as of one catalogue revision: listed products in their
 * order, a smart collection's in catalogue order (its rules over every product; no rule takes
 * them all).
 */
export function collectionSnapshot(db: CommerceDatabase, products: readonly ProductRecord[]) {
  const collections = new CollectionRepository(db).all();
  const listed = db
    .prepare<[], { collection_id: number; product_id: number }>(
      'SELECT collection_id, product_id FROM collection_products ORDER BY collection_id, position',
    )
    .all();
  const productsById = new Map(products.map((product) => [product.id, product]));
  const members = new Map<number, ProductRecord[]>();
  for (const collection of collections) {
    const { rules } = collection;
    members.set(
      collection.id,
      rules === null
        ? listed.flatMap((row) =>
            row.collection_id === collection.id ? (productsById.get(row.product_id) ?? []) : [],
          )
        : products.filter(
            (product) =>
              rules.length === 0 ||
              (collection.disjunctive
                ? rules.some((rule) => passes(product, rule))
                : rules.every((rule) => passes(product, rule))),
          ),
    );
  }
  const byHandle = new Map(collections.map((collection) => [collection.handle, collection]));
  const byId = new Map(collections.map((collection) => [collection.id, collection]));
  return {
    /** Every collection, in id (seed file) order. */
    allCollections: () => collections,
    collection: (id: number) => byId.get(id),
    collectionByHandle: (handle: string) => byHandle.get(handle),
    /** The collection's products, in its own order. */
    collectionProducts: (collectionId: number): readonly ProductRecord[] =>
      members.get(collectionId) ?? [],
    /** The collections a product belongs to, in id order. */
    collectionsOf: (productId: number) =>
      collections.filter((collection) =>
        members.get(collection.id)?.some((product) => product.id === productId),
      ),
  };
}
