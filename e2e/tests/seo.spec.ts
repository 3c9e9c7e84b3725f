import { test, expect, type Page } from '@playwright/test';
import { seedProducts } from '../support/catalogue';
import { commerceUrl, storefrontUrl } from '../support/servers';

const PUBLIC_PAGES = [
  '/',
  '/products',
  '/science',
  '/about-us',
  '/contact',
  '/faq',
  '/terms-of-service',
  '/privacy-policy',
  '/returns',
  '/shipping',
  '/subscriptions',
];

const absolute = (path: string) => new URL(path, storefrontUrl).href;

/** Parses XML with the browser's own parser: null when it is not well-formed. */
async function parseSitemap(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length) return null;
    const root = doc.documentElement;
    return {
      root: root.localName,
      namespace: root.namespaceURI,
      urls: [...root.children].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      })),
    };
  }, xml);
}

test('/sitemap.xml is well-formed and lists every public page and every product', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml\b/);
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);

  const sitemap = await parseSitemap(page, await response.text());
  expect(sitemap, 'the sitemap is well-formed XML').not.toBeNull();
  expect(sitemap!.root).toBe('urlset');
  expect(sitemap!.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');

  const locs = sitemap!.urls.map((url) => url.loc);
  const products = seedProducts.map((product) => absolute(`/products/${product.handle}`));
  expect(new Set(locs)).toEqual(new Set([...PUBLIC_PAGES.map(absolute), ...products]));
  expect(locs).toHaveLength(new Set(locs).size);

  for (const url of sitemap!.urls.filter((entry) => products.includes(entry.loc))) {
    expect(Number.isNaN(Date.parse(url.lastmod ?? '')), `lastmod of ${url.loc}`).toBe(false);
  }
});

test('/robots.txt allows crawling except private paths and points at the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain\b/);
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  for (const path of ['/account', '/checkout', '/cart', '/api/', '/success', '/order']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
});

test('the home page describes the shop as an Organization in JSON-LD', async ({ page }) => {
  await page.goto('/');
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organizations = scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'Organization');
  expect(organizations).toHaveLength(1);
  expect(organizations[0]).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Clearwell',
    url: absolute('/'),
    // The brand's logo from the platform (its CDN), as the shop's brand data names it.
    logo: expect.stringMatching(new RegExp(`^${commerceUrl}/cdn/shop/files/`)),
    contactPoint: {
      '@type': 'ContactPoint',
      email: expect.stringContaining('@'),
      telephone: expect.stringMatching(/^\+\d+$/),
    },
  });
});

for (const path of ['/', '/products', '/faq']) {
  test(`${path} has a canonical URL, Open Graph and Twitter card tags`, async ({
    page,
    request,
  }) => {
    // Tracking parameters and a trailing slash do not make another page.
    await page.goto(path === '/' ? '/?utm_source=test' : `${path}/?utm_source=test`);
    const head = page.locator('head');
    const content = (selector: string) => head.locator(selector).getAttribute('content');

    // Once: the browser's render after hydration must not add a second, different one.
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(path));
    await expect(head.locator('meta[property="og:url"]')).toHaveCount(1);
    expect(await content('meta[property="og:url"]')).toBe(absolute(path));
    expect(await content('meta[property="og:type"]')).toBe('website');

    const title = await page.title();
    const description = await content('meta[name="description"]');
    expect(title).toMatch(/Clearwell/);
    expect(description?.length).toBeGreaterThan(50);
    expect(await content('meta[property="og:title"]')).toBe(title);
    expect(await content('meta[property="og:description"]')).toBe(description);
    expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await content('meta[name="twitter:title"]')).toBe(title);
    expect(await content('meta[name="twitter:description"]')).toBe(description);

    const image = await content('meta[property="og:image"]');
    expect(image).toBe(absolute('/images/og-default.png'));
    expect(await content('meta[name="twitter:image"]')).toBe(image);
    const imageResponse = await request.get(image!);
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()['content-type']).toBe('image/png');
  });
}

test('the not-found page asks not to be indexed and names no canonical URL', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
});
