// The catalogue's loading, error and empty states, each against servers set up for it: a
// storefront whose commerce platform is down, a shop with no products, and a slow platform.
import { test, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ports } from '../support/servers';
import { startWorkspace, type RunningServer } from '../support/spawn';

// Ports of their own, next to the shared ones, so parallel runs on other ports never meet.
const downStorefrontPort = ports.storefront + 10;
const emptyCommercePort = ports.commerce + 11;
const emptyStorefrontPort = ports.storefront + 11;
const slowCommercePort = ports.commerce + 12;
const slowStorefrontPort = ports.storefront + 12;
const NOTHING_LISTENS_PORT = ports.commerce + 13;

test.describe.configure({ mode: 'serial' });

let dataDir: string;
const servers: RunningServer[] = [];

async function startStorefront(port: number, storeDomain: string): Promise<void> {
  servers.push(
    await startWorkspace(
      'storefront',
      { PORT: String(port), NODE_ENV: 'production', PUBLIC_STORE_DOMAIN: storeDomain },
      `http://localhost:${port}/robots.txt`,
    ),
  );
}

async function startCommerce(port: number, env: Record<string, string>): Promise<void> {
  servers.push(
    await startWorkspace(
      'commerce',
      {
        COMMERCE_PORT: String(port),
        COMMERCE_DB_PATH: join(dataDir, `commerce-${port}.sqlite`),
        ...env,
      },
      `http://localhost:${port}/healthz`,
    ),
  );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-states-'));
  const emptyCatalogue = join(dataDir, 'empty-catalogue.json');
  writeFileSync(
    emptyCatalogue,
    JSON.stringify({ shop: { name: 'Clearwell', currencyCode: 'USD' }, products: [] }),
  );
  // No content either: the seed's describes products this shop does not have.
  const emptyContent = join(dataDir, 'empty-content');
  mkdirSync(emptyContent);
  await Promise.all([
    startStorefront(downStorefrontPort, `http://localhost:${NOTHING_LISTENS_PORT}`),
    startCommerce(emptyCommercePort, {
      COMMERCE_CATALOGUE_PATH: emptyCatalogue,
      COMMERCE_CONTENT_DIR: emptyContent,
    }),
    startCommerce(slowCommercePort, { COMMERCE_LATENCY_MS: '1500' }),
  ]);
  await Promise.all([
    startStorefront(emptyStorefrontPort, `http://localhost:${emptyCommercePort}`),
    startStorefront(slowStorefrontPort, `http://localhost:${slowCommercePort}`),
  ]);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

test('with the commerce platform down, pages show the spec error messages and still render', async ({
  page,
}) => {
  const home = await page.goto(`http://localhost:${downStorefrontPort}/`);
  expect(home?.status()).toBe(200);
  await expect(
    page.getByText('Error loading products. Please check your Shopify configuration.'),
  ).toBeVisible();
  // The hero's words are the platform's too: without them the rest of the page still works.
  await expect(page.getByRole('link', { name: 'View all products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();

  // A content page that cannot be loaded shows the error state, not the whole site's.
  const faq = await page.goto(`http://localhost:${downStorefrontPort}/faq`);
  expect(faq?.status()).toBe(502);
  await expect(page.getByRole('heading', { level: 1, name: 'Error loading page.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();

  await page.goto(`http://localhost:${downStorefrontPort}/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'PRODUCTS' })).toBeVisible();
  await expect(page.getByText('Error loading products. Please try again later.')).toBeVisible();

  await page.goto(`http://localhost:${downStorefrontPort}/products/bath-and-plunge-powder-4-pack`);
  await expect(page.getByText('Error loading product.')).toBeVisible();
});

test('a shop with no products shows the empty message', async ({ page }) => {
  await page.goto(`http://localhost:${emptyStorefrontPort}/`);
  await expect(
    page.getByText('No products found. Please add products in your Shopify admin.'),
  ).toBeVisible();
});

test('a client-side navigation shows skeleton cards while the catalogue loads', async ({
  page,
}) => {
  await page.goto(`http://localhost:${slowStorefrontPort}/about-us`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const featured = page.getByRole('region', { name: 'Featured Products' });
  await expect(featured.getByRole('status').filter({ hasText: 'Loading products' })).toBeVisible();
  await expect(featured.locator('[aria-busy="true"]')).toBeVisible();
  // Then the products replace the skeletons.
  await expect(featured.getByRole('listitem')).toHaveCount(4, { timeout: 15_000 });
  await expect(featured.getByText('Loading products')).toHaveCount(0);
});
