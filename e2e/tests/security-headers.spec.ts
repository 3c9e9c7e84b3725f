import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seedProducts } from '../support/catalogue';
import { addFromCard, drawer, gotoHydrated, waitForHydration } from './cart.helpers';

/**
 * Issue 7, security: every answer carries the security headers, and no page breaks its own
 * Content-Security-Policy in real Chromium, including what runs after hydration (the product
 * magnifier, the cart drawer, the checkout hand-off).
 */

const product = seedProducts[0]!;

const PAGES = [
  '/',
  '/products',
  `/products/${product.handle}`,
  '/faq',
  '/contact',
  '/about-us',
  '/checkout',
  '/success',
  '/no-such-page',
];

/** Records CSP violations the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Pages holding a secret in their URL send no-referrer instead of the site's policy. */
const SECRET_URL_PAGES = new Set(['/success']);

/**
 * The headers an answer sent, each as often as it was sent: every security header exactly once
 * (browsers read two Referrer-Policy headers as one list, and two CSPs as both applying).
 */
function expectSecurityHeaders(
  headers: { name: string; value: string }[],
  referrerPolicy = 'strict-origin-when-cross-origin',
) {
  const values = (name: string) =>
    headers.filter((header) => header.name.toLowerCase() === name).map((header) => header.value);
  const csps = values('content-security-policy');
  expect(csps).toHaveLength(1);
  const csp = csps[0];
  // A rendered page's inline scripts run by its nonce, a page from the page cache's by their hashes.
  expect(csp).toMatch(/script-src 'self'( '(nonce|sha256)-[A-Za-z0-9+/=]{16,}')+(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(values('strict-transport-security')).toEqual([expect.stringMatching(/max-age=\d{7,}/)]);
  expect(values('x-content-type-options')).toEqual(['nosniff']);
  expect(values('referrer-policy')).toEqual([referrerPolicy]);
  expect(values('permissions-policy')).toEqual([expect.stringContaining('camera=()')]);
  expect(values('x-request-id')).toEqual([expect.stringMatching(/^[\w.:-]+$/)]);
}

/** The scripts written into the HTML as sent: the attributes and the text of each. */
function inlineScripts(html: string) {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)([^>]*)>([\s\S]*?)<\/script>/g),
  ].map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * Every inline script is allowed by the answer's policy: by this answer's nonce, which each
 * carries, or, on a page served again from the page cache, by its own hash, with no nonce left
 * in the page. (Read from the HTML as sent: the browser hides a nonce from the DOM.)
 */
function expectInlineScriptsAllowed(html: string, csp: string, path: string) {
  const scripts = inlineScripts(html);
  expect(scripts.length, path).toBeGreaterThan(0);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (nonce) {
    for (const { attributes } of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
  } else {
    expect(html, path).not.toContain('nonce=');
    const allowed = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]);
    expect(new Set(allowed), path).toEqual(new Set(scripts.map(({ text }) => sha256(text))));
  }
}

test('every page has the security headers and no CSP violation, its inline scripts allowed by nonce or hash', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response, path).not.toBeNull();
    const headers = response!.headers();
    expectSecurityHeaders(
      await response!.headersArray(),
      SECRET_URL_PAGES.has(path) ? 'no-referrer' : undefined,
    );
    expectInlineScriptsAllowed(await response!.text(), headers['content-security-policy']!, path);
  }
  // The theme script ran under the policy.
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(dark|light)$/);
  expect(violations).toEqual([]);
});

test('a rendered answer has a nonce of its own; a page from the page cache runs by its scripts’ hashes', async ({
  page,
  request,
}) => {
  const nonces: string[] = [];
  const cacheStates: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await request.get('/faq');
    const csp = response.headers()['content-security-policy']!;
    cacheStates.push(response.headers()['x-page-cache'] ?? 'none');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    if (nonce) nonces.push(nonce);
    expectInlineScriptsAllowed(await response.text(), csp, '/faq');
  }
  expect(new Set(nonces).size).toBe(nonces.length);
  expect(cacheStates).toContain('hit');

  // In the browser, the page from the cache runs its scripts: theme, hydration, navigation.
  // (Pages are kept for a second in these tests: ask until one comes from the cache.)
  const violations = await watchViolations(page);
  await expect
    .poll(
      async () => (await page.goto('/faq', { waitUntil: 'commit' }))?.headers()['x-page-cache'],
      { intervals: [50] },
    )
    .toBe('hit');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(dark|light)$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(violations).toEqual([]);
});

test('the magnifier, the cart drawer and the checkout hand-off run without CSP violations', async ({
  page,
  context,
}) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, `/products/${product.handle}`);
  const mainImage = page.getByRole('main').locator('img').first();
  await mainImage.hover();
  await mainImage.hover({ position: { x: 40, y: 40 } });

  await gotoHydrated(page, '/products');
  await addFromCard(page, product.title);
  const checkoutTab = context.waitForEvent('page');
  await drawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = await checkoutTab;
  await checkout.waitForURL(/\/cart\/c\//);
  expect(violations).toEqual([]);
});

test('API answers, health checks and static files carry the headers too', async ({ request }) => {
  for (const answer of [
    await request.post('/api/checkout', { data: { checkoutUrl: 'not a url' } }),
    await request.get('/api/order/nope'),
    await request.get('/healthz'),
    await request.get('/robots.txt'),
    await request.get('/brand/favicon.svg'),
  ]) {
    expectSecurityHeaders(answer.headersArray());
  }
});

test('the build’s scripts are sent as compressed at build time, with only the headers a script needs', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(script).toBeDefined();
  const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const source = await plain.text();
  expect(source).toMatch(/\b(import|export)\b/);
  for (const [accepted, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const answer = await request.get(script!, { headers: { 'Accept-Encoding': accepted } });
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    // Headers that govern a document only are not repeated on every script.
    for (const documentOnly of ['content-security-policy', 'permissions-policy', 'x-frame-options'])
      expect(headers[documentOnly], documentOnly).toBeUndefined();
    // Decoded, it is the very script the build wrote.
    expect(await answer.text()).toBe(source);
  }
});

test('/healthz answers ok and /readyz ready while the platform is up', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
  expect(ready.headers()['cache-control']).toBe('no-store');
});

test('a sane X-Request-Id is echoed, a hostile one replaced', async ({ request }) => {
  const kept = await request.get('/healthz', { headers: { 'X-Request-Id': 'lb-1234.abc' } });
  expect(kept.headers()['x-request-id']).toBe('lb-1234.abc');
  const replaced = await request.get('/healthz', {
    headers: { 'X-Request-Id': '<script>alert(1)</script>' },
  });
  expect(replaced.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
