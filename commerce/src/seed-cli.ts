import { configFromEnv } from './config';
import { openDatabase } from './db/connection';
import { seedDatabase } from './seeding';

// `npm run seed -w commerce`: wipes the database (products, carts, everything) and loads the
// seed catalogue and content again, in one transaction. Safe to run while the server is up.
try {
  const config = configFromEnv();
  const db = openDatabase(config.dbPath);
  try {
    const { content, ...summary } = await seedDatabase(db, config);
    console.log(
      `Seeded ${config.dbPath}: ${summary.products} products, ${summary.variants} variants, ` +
        `${summary.images} images, ${summary.sellingPlans} selling plans, ${summary.discountCodes} discount codes.`,
    );
    console.log(
      content
        ? `Content: ${content.pages} pages, ${content.policies} policies, ${content.menus} menus, ` +
            `${content.metaobjects} metaobjects, ${content.metafields} metafields.`
        : `No content folder at ${config.contentDir}: no pages, policies, menus or metafields.`,
    );
    console.log(
      `Store: ${summary.giftCards} gift cards, ${summary.journal} journal articles, ` +
        `${summary.urlRedirects} URL redirects.`,
    );
  } finally {
    db.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
