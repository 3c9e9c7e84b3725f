import { test, expect } from '@playwright/test';
import { seedProducts, dollars } from '../support/catalogue';

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
