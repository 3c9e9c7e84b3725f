import { expect, test } from '@playwright/test';
import { gotoHydrated } from './cart.helpers';

/**
 * The consent banner is server-rendered HTML outside the tree React hydrates: hydration keeps it,
 * it stays through client-side navigation until the visitor chooses, and its "Manage
 * preferences" opens the choice per purpose.
 */
test('the banner survives hydration and navigation, and leads to the choice per purpose', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const banner = page.getByRole('region', { name: 'Your privacy' });

  await gotoHydrated(page, '/');
  await expect(banner).toBeVisible();
  // The seeded shop's words (the owner's consent_banner metaobject).
  await expect(
    banner.getByText(
      'With your consent we count visits and what goes in the bag, to improve the shop. Nothing is tracked until you choose.',
    ),
  ).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Reject all' })).toBeVisible();

  // A client-side navigation: the page changes under the banner, which stays.
  await page.getByRole('banner').getByRole('link', { name: 'Shop' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'PRODUCTS' })).toBeVisible();
  await expect(banner).toBeVisible();

  await banner.getByRole('link', { name: 'Manage preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie preferences' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Analytics/ })).not.toBeChecked();
  expect(errors).toEqual([]);
});
