import { loadCatalogue } from './catalogue/load-catalogue';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { configFromEnv } from './config';
import { openDatabase } from './db/connection';

// `npm run seed -w commerce`: wipes the database (products, carts, everything) and loads the
// seed catalogue again, in one transaction. Safe to run while the server is up.
try {
  const config = configFromEnv();
  const catalogue = loadCatalogue(config.cataloguePath, config.imagesDir);
  const db = openDatabase(config.dbPath);
  try {
    const summary = seedCatalogue(db, catalogue);
    console.log(
      `Seeded ${config.dbPath}: ${summary.products} products, ${summary.variants} variants, ` +
        `${summary.images} images, ${summary.sellingPlans} selling plans, ${summary.discountCodes} discount codes.`,
    );
  } finally {
    db.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
