import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueError, loadCatalogue } from '../src/catalogue/load-catalogue';
import { commerceRoot, defaultCataloguePath, defaultImagesDir } from '../src/config';
import { Database, openDatabase, runMigrations } from '../src/db/connection';
import { products, variantGid } from './support/catalogue';
import { dataOf, startTestServer } from './support/test-server';

const temporaryDirs: string[] = [];
function temporaryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-persistence-'));
  temporaryDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const CREATE = `mutation { cartCreate(input: { lines: [{ merchandiseId: "${variantGid(products[0]!)}", quantity: 2 }] }) { cart { id totalQuantity } } }`;

describe('database', () => {
  it('keeps carts and the catalogue across restarts, applying each migration once', async () => {
    const dir = temporaryDir();
    const first = await startTestServer({ dir });
    expect(first.seeded?.products).toBe(products.length);
    const { cartCreate } = dataOf(
      await first.graphql<{ cartCreate: { cart: { id: string } } }>(CREATE),
    );
    await first.stop();

    const second = await startTestServer({ dir });
    try {
      expect(second.seeded).toBeNull();
      const { cart } = dataOf(
        await second.graphql<{ cart: { totalQuantity: number } | null }>(
          'query C($id: ID!) { cart(id: $id) { totalQuantity } }',
          {
            id: cartCreate.cart.id,
          },
        ),
      );
      expect(cart?.totalQuantity).toBe(2);
      const versions = second.db
        .prepare('SELECT version FROM schema_migrations ORDER BY version')
        .pluck()
        .all();
      // One row per file of db/migrations, in version order.
      const files = readdirSync(new URL('../src/db/migrations/', import.meta.url)).sort();
      expect(versions).toEqual(files.map((file) => Number(file.slice(0, 4))));
      expect(second.db.prepare('SELECT COUNT(*) FROM products').pluck().get()).toBe(
        products.length,
      );
      expect(runMigrations(second.db)).toEqual([]);
    } finally {
      await second.stop();
    }
  });

  it('serves catalogue changes made through another connection at once', async () => {
    const server = await startTestServer();
    try {
      const handle = products[0]!.handle;
      const title = async () =>
        dataOf(
          await server.graphql<{ product: { title: string } }>(
            `{ product(handle: "${handle}") { title } }`,
          ),
        ).product.title;
      expect(await title()).toBe(products[0]!.title);
      const other = new Database(server.dbPath);
      other
        .prepare('UPDATE products SET title = ? WHERE handle = ?')
        .run('Renamed elsewhere', handle);
      other.close();
      expect(await title()).toBe('Renamed elsewhere');
    } finally {
      await server.stop();
    }
  });

  it('runs in WAL mode with foreign keys on', () => {
    const db = openDatabase(join(temporaryDir(), 'nested', 'folder', 'commerce.sqlite'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('refuses to start on a database whose applied migration was edited', () => {
    const path = join(temporaryDir(), 'commerce.sqlite');
    openDatabase(path).close();
    const raw = new Database(path);
    raw.prepare("UPDATE schema_migrations SET checksum = 'edited' WHERE version = 1").run();
    raw.close();
    expect(() => openDatabase(path)).toThrow(/was changed after it was applied/);
  });
});

describe('seed command', () => {
  it('wipes carts and reloads the catalogue', async () => {
    const dir = temporaryDir();
    const server = await startTestServer({ dir });
    const { cartCreate } = dataOf(
      await server.graphql<{ cartCreate: { cart: { id: string } } }>(CREATE),
    );
    await server.stop();

    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed-cli.ts'], {
      cwd: commerceRoot,
      env: { ...process.env, COMMERCE_DB_PATH: join(dir, 'commerce.sqlite') },
      encoding: 'utf8',
    });
    expect(seed.stderr).toBe('');
    expect(seed.status).toBe(0);
    expect(seed.stdout).toContain(`${products.length} products`);

    const restarted = await startTestServer({ dir });
    try {
      const { cart } = dataOf(
        await restarted.graphql<{ cart: unknown }>('query C($id: ID!) { cart(id: $id) { id } }', {
          id: cartCreate.cart.id,
        }),
      );
      expect(cart).toBeNull();
      expect(restarted.db.prepare('SELECT COUNT(*) FROM carts').pluck().get()).toBe(0);
      expect(restarted.db.prepare('SELECT handle FROM products ORDER BY id').pluck().all()).toEqual(
        products.map((p) => p.handle),
      );
    } finally {
      await restarted.stop();
    }
  });
});

describe('catalogue validation', () => {
  it('accepts the seed catalogue', () => {
    expect(loadCatalogue(defaultCataloguePath, defaultImagesDir).products.length).toBeGreaterThan(
      0,
    );
  });

  it('lists every problem of an invalid catalogue with its path', () => {
    const path = join(temporaryDir(), 'catalogue.json');
    const [product] = products;
    writeFileSync(
      path,
      JSON.stringify({
        shop: { name: 'Test', currencyCode: 'usd' },
        products: [
          { ...product, variants: [{ ...product!.variants[0], price: '44.999' }] },
          { ...product, images: [{ file: 'missing.svg', altText: null, width: 10, height: 10 }] },
        ],
      }),
    );
    let error: unknown;
    try {
      loadCatalogue(path, defaultImagesDir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CatalogueError);
    expect((error as Error).message).toContain('shop.currencyCode');
    expect((error as Error).message).toContain('products.0.variants.0.price');

    const duplicate = join(temporaryDir(), 'catalogue.json');
    writeFileSync(
      duplicate,
      JSON.stringify({ shop: { name: 'Test', currencyCode: 'USD' }, products: [product, product] }),
    );
    expect(() => loadCatalogue(duplicate, defaultImagesDir)).toThrow(
      /products\.1\.handle: duplicate handle/,
    );
  });

  it('fails clearly when the file is missing or not JSON', () => {
    const dir = temporaryDir();
    expect(() => loadCatalogue(join(dir, 'none.json'), defaultImagesDir)).toThrow(/does not exist/);
    writeFileSync(join(dir, 'broken.json'), '{');
    expect(() => loadCatalogue(join(dir, 'broken.json'), defaultImagesDir)).toThrow(
      /not valid JSON/,
    );
  });
});
