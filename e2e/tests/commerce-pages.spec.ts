// The local commerce server's own pages and images in Chromium: its security headers leave the
// pages working (their styles apply, nothing is reported), forbid framing, and product images
// still load from http://localhost while the server listens on 127.0.0.1 only.
import { expect, test, type Page } from '@playwright/test';
import { createCartThroughApi } from '../support/checkout';
import { commerceUrl } from '../support/servers';
import { gotoHydrated, hero } from './cart.helpers';

/** Content-Security-Policy violations Chromium reports on the page's console. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the outbox and the owner’s page keep their styles under their policy', async ({ page }) => {
  const violations = watchViolations(page);
  for (const [path, maxWidth] of [
    ['/__outbox', '720px'],
    ['/admin/customers', '960px'],
  ]) {
    const response = await page.goto(`${commerceUrl}${path}`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe(maxWidth);
  }
  expect(violations).toEqual([]);
});

test('no other site can frame the outbox', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) =>
    /frame-ancestors 'none'/.test(message.text()),
  );
  await page.setContent(`<iframe src="${commerceUrl}/__outbox" title="outbox"></iframe>`);
  await refused;
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Outbox' })).toHaveCount(0);
});

test('the hosted checkout runs its script and shows its images under its policy', async ({
  page,
  request,
}) => {
  const violations = watchViolations(page);
  const { checkoutUrl } = await createCartThroughApi(request, hero.handle);
  await page.goto(checkoutUrl);
  const thumbnail = page.getByRole('main').getByRole('img').first();
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  // The script fills in the total the buyer sees as the address changes (taxes differ by state).
  const expectedTotal = page.locator('input[name="expectedTotal"]');
  await page.getByLabel('State').selectOption('TX');
  await expect(expectedTotal).toHaveValue(/^\d+$/);
  const inTexas = await expectedTotal.inputValue();
  await page.getByLabel('State').selectOption('CA');
  await expect(expectedTotal).not.toHaveValue(inTexas);
  expect(violations).toEqual([]);
});

test('product images load from localhost as AVIF, which Chromium asks for', async ({ page }) => {
  const image = page.waitForResponse((response) =>
    response.url().startsWith(`${commerceUrl}/cdn/shop/files/`),
  );
  await gotoHydrated(page, `/products/${hero.handle}`);
  const response = await image;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/avif');
  expect(response.headers()['vary']).toBe('Accept');
  const gallery = page.getByRole('main').getByRole('img').first();
  await expect(gallery).toHaveJSProperty('complete', true);
  expect(
    await gallery.evaluate((element: HTMLImageElement) => element.naturalWidth),
  ).toBeGreaterThan(0);
});
