import { expect, test } from '@playwright/test';
import { drawer } from './cart.helpers';

/**
 * The first screen does not wait for JavaScript: the document carries no module preloads (the
 * app's scripts load once it is parsed, and `load` waits for them) and presses made before
 * hydration are not lost.
 */

test('the document starts no script download before it is parsed', async ({ request }) => {
  const html = await (await request.get('/products/bath-and-plunge-powder-4-pack')).text();
  expect(html).not.toContain('rel="modulepreload"');
  // The bootstrap at the end of the body imports nothing itself: it inserts the app's scripts.
  const bootstrap = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(bootstrap).toContain('document.head.append(routes, entry)');
  expect(bootstrap).not.toMatch(/^\s*import\s/m);
});

test('once the page has loaded, a check, a hover and a press reach the app at once', async ({
  page,
}) => {
  // A slow link for the app's scripts: the load event must still wait for them.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/products/bath-and-plunge-powder-4-pack');

  // Playwright acts right after `load`, as a shopper's first move after the page settles.
  const subscribe = page
    .getByRole('group', { name: 'Purchase Options' })
    .getByRole('radio', { name: 'Subscribe and save' });
  await subscribe.check();
  await expect(page.getByLabel('Delivery Frequency')).toHaveValue('monthly', { timeout: 2_000 });

  const box = (await page.locator('main img[fetchpriority="high"]').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('[data-magnifier-lens]')).toBeVisible({ timeout: 2_000 });
});

test('buttons pressed before hydration act once the page is hydrated', async ({ page }) => {
  // Hold the app's scripts back, as a slow phone link would, so the presses come first.
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });

  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart\b/ })
    .click();
  // Nothing can answer yet: the presses are held, not lost and not half-done.
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(drawer(page)).toBeHidden();

  releaseScripts();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(drawer(page)).toBeVisible();
});

test('a link pressed before hydration opens as a client-side navigation', async ({ page }) => {
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  // Held, not lost: the page stays until the app can take the press.
  await expect(page).toHaveURL(/\/about-us$/);

  releaseScripts();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/products/i);
  // The app navigated: no second document was loaded.
  expect(documents).toHaveLength(1);
});

test('a held link still opens when the app never arrives', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/products$/, { timeout: 10_000 });
});

test('the headings switch to the display face without moving the layout', async ({ page }) => {
  // A phone's width, where a heading's line breaks are the most sensitive to the face's widths.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"?Fraunces Display"?,/,
  );
  // The face joins the document after the first paint, already loaded.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].map((face) => `${face.family.replace(/"/g, '')} ${face.status}`),
      ),
    )
    .toContain('Fraunces Display loaded');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBeLessThan(0.001);

  // Later pages of the visit have the font cached: it is in the document by their first paint.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      (window as unknown as { facesAtFirstPaint: string[] }).facesAtFirstPaint = [
        ...document.fonts,
      ].map((face) => face.family.replace(/"/g, ''));
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/products');
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { facesAtFirstPaint?: string[] }).facesAtFirstPaint ?? [],
      ),
    )
    .toContain('Fraunces Display');
});
