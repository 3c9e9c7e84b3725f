import { test, expect } from '@playwright/test';

test('the theme is dark by default, toggles to light and stays light after a reload', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );
  expect(lightBackground).not.toBe(darkBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('a stored light theme is applied before the page hydrates (no flash of dark)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  const page = await context.newPage();
  // Record the theme at the first paint-relevant moment: when <body> starts parsing.
  await page.addInitScript(() => {
    document.addEventListener(
      'readystatechange',
      () => {
        (window as unknown as { themeAtParse: string | undefined }).themeAtParse =
          document.documentElement.dataset.theme;
      },
      { once: true },
    );
  });
  await page.goto('/');
  const themeAtParse = await page.evaluate(
    () => (window as unknown as { themeAtParse: string | undefined }).themeAtParse,
  );
  expect(themeAtParse).toBe('light');
  await context.close();
});
