import { expect, type Page } from '@playwright/test';
import { seedProducts } from '../support/catalogue';

/** Shared steps of the cart specs (not a spec itself: Playwright runs only *.spec.ts). */

export const hero = seedProducts[0]!;
export const sachets = seedProducts[1]!;

/**
 * Server-rendered buttons do nothing until React has hydrated the page; React marks the nodes
 * it owns, so wait for that instead of racing it.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}

export const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart\b/ });

export const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

export function productCard(page: Page, title: string) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Adds a product from its card on /products and waits for the platform's answer. */
export async function addFromCard(page: Page, title: string): Promise<void> {
  // The drawer opened by an earlier add covers the page: close it as a shopper would.
  if (await drawer(page).isVisible()) {
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
  }
  await productCard(page, title).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectSettled(page);
}

/** The drawer no longer says the cart is updating. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.getByText('Updating cart...')).toHaveCount(0);
}

/** The cart line of `title` in the drawer. */
export function drawerLine(page: Page, title: string) {
  return drawer(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** `gid://shopify/Cart/{token}?key={secret}` as saved by the storefront. */
export async function savedCartId(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('shopifyCartId'));
}
