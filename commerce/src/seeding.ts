import { existsSync } from 'node:fs';
import { loadCatalogue } from './catalogue/load-catalogue';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { collectionsPathOf, loadCollections, seedCollections } from './catalogue/seed-collections';
import { loadContent } from './content/load-content';
import { hasNoContent, seedContent } from './content/seed-content';
import type { CommerceDatabase } from './db/connection';

/** Where the seed lives: the catalogue file, the content folder and the images both show. */
interface SeedPaths {
  cataloguePath: string;
  contentDir: string;
  imagesDir: string;
}

/**
 * Replaces everything in the database (catalogue, carts, orders, customers, content) with the
 * seed catalogue and, when its folder exists, the seed content, in one transaction. Both are
 * checked before anything is written.
 */
export async function seedDatabase(db: CommerceDatabase, paths: SeedPaths) {
  const catalogue = loadCatalogue(paths.cataloguePath, paths.imagesDir);
  // Products are numbered from 1 in catalogue order (see seedCatalogue).
  const productIds = new Map(
    catalogue.products.map((product, index) => [product.handle, index + 1]),
  );
  const collections = loadCollections(
    collectionsPathOf(paths.cataloguePath),
    paths.imagesDir,
    new Set(productIds.keys()),
  );
  const content = existsSync(paths.contentDir)
    ? await loadContent(paths.contentDir, paths.imagesDir, (handle) => productIds.get(handle))
    : null;
  return db
    .transaction(() => ({
      ...seedCatalogue(db, catalogue),
      collections: seedCollections(db, collections, (handle) => productIds.get(handle)),
      content: content && seedContent(db, content),
    }))
    .immediate();
}

/**
 * Loads the seed's collections into a database seeded before collections existed (it has
 * products and no collection), leaving everything else as it is; null when there is nothing to do.
 */
export function seedMissingCollections(db: CommerceDatabase, paths: SeedPaths) {
  const hasCollections = () =>
    db.prepare<[], number>('SELECT COUNT(*) FROM collections').pluck().get() !== 0;
  const productIds = new Map(
    db
      .prepare<[], { handle: string; id: number }>('SELECT handle, id FROM products')
      .all()
      .map(({ handle, id }) => [handle, id]),
  );
  if (productIds.size === 0 || hasCollections()) return null;
  const collections = loadCollections(
    collectionsPathOf(paths.cataloguePath),
    paths.imagesDir,
    new Set(productIds.keys()),
  );
  return db
    .transaction(() =>
      hasCollections()
        ? null
        : seedCollections(db, collections, (handle) => productIds.get(handle)),
    )
    .immediate();
}

/**
 * Loads the seed content into a database seeded before content existed (it has a catalogue and
 * no content at all), leaving everything else as it is; null when there is nothing to do.
 */
export async function seedMissingContent(db: CommerceDatabase, paths: SeedPaths) {
  if (!existsSync(paths.contentDir) || !hasNoContent(db)) return null;
  const productId = db
    .prepare<[string], number>('SELECT id FROM products WHERE handle = ?')
    .pluck();
  const content = await loadContent(paths.contentDir, paths.imagesDir, (handle) =>
    productId.get(handle),
  );
  return db.transaction(() => (hasNoContent(db) ? seedContent(db, content) : null)).immediate();
}

/**
 * Gives the selling plans of a database seeded before plans had billing and delivery policies
 * the seed catalogue's (plans are numbered from 1 in catalogue order; the name must match too),
 * so paying for them starts subscriptions; null when no plan lacks them.
 */
export function seedMissingPlanPolicies(db: CommerceDatabase, paths: SeedPaths) {
  const lacking = db
    .prepare<[], number>('SELECT COUNT(*) FROM selling_plans WHERE billing_policy_json IS NULL')
    .pluck()
    .get();
  if (!lacking) return null;
  const plans = loadCatalogue(paths.cataloguePath, paths.imagesDir).products.flatMap((product) =>
    product.sellingPlanGroups.flatMap((group) => group.sellingPlans),
  );
  const fill = db.prepare(
    `UPDATE selling_plans SET billing_policy_json = ?, delivery_policy_json = ?
      WHERE id = ? AND name = ? AND billing_policy_json IS NULL`,
  );
  return db
    .transaction(() =>
      plans.reduce(
        (filled, plan, index) =>
          filled +
          fill.run(
            JSON.stringify(plan.billingPolicy),
            JSON.stringify(plan.deliveryPolicy),
            index + 1,
            plan.name,
          ).changes,
        0,
      ),
    )
    .immediate();
}
