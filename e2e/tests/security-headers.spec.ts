import { expect, test, type Page } from '@playwright/test';
import { seedProducts } from '../support/catalogue';
import { addFromCard, drawer, gotoHydrated } from './cart.helpers';

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
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(values('strict-transport-security')).toEqual([expect.stringMatching(/max-age=\d{7,}/)]);
  expect(values('x-content-type-options')).toEqual(['nosniff']);
  expect(values('referrer-policy')).toEqual([referrerPolicy]);
  expect(values('permissions-policy')).toEqual([expect.stringContaining('camera=()')]);
  expect(values('x-request-id')).toEqual([expect.stringMatching(/^[\w.:-]+$/)]);
}

test('every page has the security headers and no CSP violation, its inline scripts carry the nonce', async ({
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
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy']!)![1];
    // Every inline script the server wrote has this response's nonce (the browser hides the
    // attribute's value from the DOM, so read the HTML as sent).
    const html = await response!.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)([^>]*)>/g)];
    expect(inlineScripts.length, path).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts)
      expect(attributes, path).toContain(`nonce="${nonce}"`);
  }
  // The theme script ran under the policy.
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(dark|light)$/);
  expect(violations).toEqual([]);
});

test('the nonce is new on every answer, pages served from the page cache included', async ({
  request,
}) => {
  const nonces = new Set<string>();
  const cacheStates: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await request.get('/faq');
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy']!)![1]!;
    nonces.add(nonce);
    cacheStates.push(response.headers()['x-page-cache'] ?? 'none');
    // The HTML's scripts carry this answer's nonce, not the one the page was rendered with.
    const html = await response.text();
    const inHtml = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
    expect([...inHtml]).toEqual([nonce]);
  }
  expect(nonces.size).toBe(3);
  expect(cacheStates).toContain('hit');
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
