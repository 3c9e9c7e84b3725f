import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { seedProducts, dollars } from '../support/catalogue';
import { drawerLine } from './cart.helpers';

/** The seed's customer quotes, which the home page shows in the order the seed lists them. */
const seedTestimonials = (
  JSON.parse(
    readFileSync(new URL('../../commerce/seed/content/metaobjects.json', import.meta.url), 'utf8'),
  ) as { type: string; fields: { key: string; value: string }[] }[]
)
  .filter((entry) => entry.type === 'testimonial')
  .map((entry) => ({ quote: entry.fields.find((field) => field.key === 'quote')!.value }));

test('the home page shows the first four seed products as featured', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Free Shipping on all Domestic orders $50+')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');

  const featured = page.getByRole('region', { name: 'Featured Products' });
  const cards = featured.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  for (const [index, product] of seedProducts.slice(0, 4).entries()) {
    await expect(cards.nth(index)).toContainText(product.title);
    await expect(cards.nth(index).getByRole('link').first()).toHaveAttribute(
      'href',
      `/products/${product.handle}`,
    );
  }
});

test('/products lists every seed product with its price in dollars to 2 decimals', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'PRODUCTS' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(seedProducts.length);
  for (const [index, product] of seedProducts.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(product.title);
    await expect(card).toContainText(dollars(product.variants[0]!.price));
    await expect(card.getByRole('img')).toHaveAttribute('srcset', /width=/);
  }
});

test('the product content is in the server-rendered HTML before any JavaScript', async ({
  request,
}) => {
  const html = await (await request.get('/products')).text();
  for (const product of seedProducts) {
    expect(html).toContain(product.title.replaceAll('&', '&amp;'));
    expect(html).toContain(`/products/${product.handle}`);
  }
});

test('an unknown route shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home and /products show the products, not skeletons', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Products' });
    await expect(featured.getByRole('link', { name: seedProducts[0]!.title })).toBeVisible();
    await expect(page.getByText('Loading products')).toHaveCount(0);

    await page.goto('/products');
    for (const product of seedProducts) {
      await expect(page.getByRole('link', { name: product.title, exact: true })).toBeVisible();
    }
  });
});

test("the home page's first screen sells the best seller, with the shop's rating and quotes", async ({
  page,
}) => {
  // The app's scripts are held back, as on a slow phone link: this is the server's page, and a
  // press on it must still add to the cart once the app arrives.
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  // The local platform ranks best sellers in catalogue order.
  const [product] = seedProducts;
  const bestSeller = page.getByRole('article', { name: product!.title, exact: true });
  const firstScreen = {
    price: bestSeller.getByText(dollars(product!.variants[0]!.price), { exact: true }),
    'Add to Cart': bestSeller.getByRole('button', { name: 'Add to Cart' }),
    rating: page.getByRole('img', { name: 'Rated 4.8 out of 5, 126 reviews' }).first(),
  };
  const howItWorks = page.getByRole('region', { name: 'Two scoops, then simply water.' });
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [what, element] of Object.entries(firstScreen)) {
      const box = await element.boundingBox();
      expect(box!.y + box!.height, `${what} at ${viewport.width}px`).toBeLessThanOrEqual(
        viewport.height,
      );
    }
  }
  await expect(howItWorks.getByRole('listitem')).toHaveCount(3);
  await page.setViewportSize({ width: 375, height: 812 });
  expect((await howItWorks.boundingBox())!.height).toBeLessThanOrEqual(812);

  const quotes = page.getByRole('region', { name: 'What customers say' });
  await expect(quotes.getByRole('img', { name: 'Rated 4.8 out of 5, 126 reviews' })).toBeVisible();
  await expect(quotes.getByRole('listitem')).toContainText(
    seedTestimonials.map(({ quote }) => quote),
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await firstScreen['Add to Cart'].click();
  releaseScripts();
  await expect(drawerLine(page, product!.title)).toBeVisible();
});
