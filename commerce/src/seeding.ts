import { existsSync } from 'node:fs';
import { loadCatalogue } from './catalogue/load-catalogue';
import { seedCatalogue } from './catalogue/seed-catalogue';
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
  const content = existsSync(paths.contentDir)
    ? await loadContent(paths.contentDir, paths.imagesDir, (handle) => productIds.get(handle))
    : null;
  return db
    .transaction(() => ({
      ...seedCatalogue(db, catalogue),
      content: content && seedContent(db, content),
    }))
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
