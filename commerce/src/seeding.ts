import { existsSync } from 'node:fs';
import { loadCatalogue } from './catalogue/load-catalogue';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { collectionsPathOf, loadCollections, seedCollections } from './catalogue/seed-collections';
import { loadContent } from './content/load-content';
import { hasNoContent, seedContent } from './content/seed-content';
import type { CommerceDatabase } from './db/connection';
import { ConsentRepository, SEEDED_CONSENT_RULES } from './db/consent-repository';
import { journalPathOf, loadJournal, seedJournal } from './blogs/seed-journal';
import { giftCardsPathOf, loadGiftCards, seedGiftCards } from './gift-cards/seed-gift-cards';
import {
  loadUrlRedirects,
  seedUrlRedirects,
  urlRedirectsPathOf,
} from './online-store/seed-url-redirects';

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
  const extras = loadStoreExtras(paths);
  return db
    .transaction(() => ({
      ...seedCatalogue(db, catalogue),
      collections: seedCollections(db, collections, (handle) => productIds.get(handle)),
      content: content && seedContent(db, content),
      giftCards: seedGiftCards(db, extras.giftCards),
      journal: seedJournal(db, extras.journal),
      urlRedirects: seedUrlRedirects(db, extras.urlRedirects),
      consentRules: seedConsentRules(db),
    }))
    .immediate();
}

/** The seed's gift cards, journal and URL redirects, read and checked. */
function loadStoreExtras(paths: SeedPaths) {
  return {
    giftCards: loadGiftCards(giftCardsPathOf(paths.cataloguePath)),
    journal: loadJournal(journalPathOf(paths.cataloguePath), paths.imagesDir),
    urlRedirects: loadUrlRedirects(urlRedirectsPathOf(paths.cataloguePath)),
  };
}

type StoreExtras = ReturnType<typeof loadStoreExtras>;

const seedConsentRules = (db: CommerceDatabase) =>
  new ConsentRepository(db).replaceRules(SEEDED_CONSENT_RULES);

/** The parts of the seed that live in a table of their own, by that table (and privacy settings). */
const STORE_EXTRAS: Record<string, (db: CommerceDatabase, extras: StoreExtras) => number> = {
  gift_cards: (db, extras) => seedGiftCards(db, extras.giftCards),
  blogs: (db, extras) => seedJournal(db, extras.journal),
  url_redirects: (db, extras) => seedUrlRedirects(db, extras.urlRedirects),
  consent_regions: (db) => seedConsentRules(db),
};

/**
 * Loads the seed's gift cards, journal and URL redirects into a database seeded before they
 * existed, each only while its table is empty, leaving everything else as it is; null when
 * there is nothing to do. Answers what it loaded, by table.
 */
export function seedMissingStoreExtras(db: CommerceDatabase, paths: SeedPaths) {
  const emptyTables = () =>
    Object.keys(STORE_EXTRAS).filter(
      (table) => db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get() === 0,
    );
  if (emptyTables().length === 0) return null;
  const extras = loadStoreExtras(paths);
  return db
    .transaction(() =>
      Object.fromEntries(
        emptyTables().map((table) => [table, STORE_EXTRAS[table]?.(db, extras) ?? 0]),
      ),
    )
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
