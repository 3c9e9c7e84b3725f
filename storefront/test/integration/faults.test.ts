import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startCommerce,
  startFakeUpstream,
  startStorefront,
  storefrontRoot,
  type ServerProcess,
} from './support/servers';

/**
 * The storefront's dependencies failing, each for real: the commerce platform down (and back),
 * slow, answering 500s or answering something that is not JSON. Pages show the spec's error
 * states, APIs answer 5xx JSON, nothing crashes and nothing hangs.
 */

const PRODUCT_PATH = '/products/bath-and-plunge-powder-4-pack';
const PRODUCTS_ERROR = 'Error loading products. Please try again later.';
const PRODUCT_ERROR = 'Error loading product.';
const UNKNOWN_CHECKOUT = '/api/order/c1-0123456789abcdef0123456789abcdef';
/** Fields the /api endpoints take, all valid, so each one gets as far as calling the platform. */
const PLAUSIBLE_BODY = {
  email: 'shopper@example.com',
  name: 'Ada Lovelace',
  message: 'Does it work in a hot tub?',
  firstName: 'Ada',
  lastName: 'Lovelace',
  checkoutUrl: 'https://shop.example/cart/c/abc?key=def',
};
/** Every `route('api/…', …)` in the route table. */
const apiRoutes = [
  ...readFileSync(join(storefrontRoot, 'app/routes.ts'), 'utf8').matchAll(
    /route\(\s*'(api\/[^']*)'/g,
  ),
].map((match) => `/${match[1]}`);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-faults-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Whether a page lists the seed's hero product (its card links to it). */
const listsProducts = (html: string) => html.includes(`href="${PRODUCT_PATH}"`);

async function page(base: string, path: string) {
  const started = Date.now();
  const response = await fetch(`${base}${path}`);
  return { status: response.status, html: await response.text(), ms: Date.now() - started };
}

/** Pages render their error states; the API and readiness answer JSON 5xx; the process lives. */
async function expectDegraded(storefront: ServerProcess) {
  const products = await page(storefront.base, '/products');
  expect(products.status).toBe(200);
  expect(products.html.includes(PRODUCTS_ERROR), 'products error state').toBe(true);
  const product = await page(storefront.base, PRODUCT_PATH);
  // 502 when the platform fails; the page's own 500 when its answer has the wrong shape.
  expect([500, 502, 503, 504]).toContain(product.status);
  expect(product.html.includes(PRODUCT_ERROR), 'product error state').toBe(true);

  const order = await fetch(`${storefront.base}${UNKNOWN_CHECKOUT}`);
  expect([502, 503, 504]).toContain(order.status);
  expect(order.headers.get('content-type')).toMatch(/application\/json/);
  expect(await order.json()).toEqual({ error: expect.any(String) });

  // Every /api endpoint, asked something plausible, answers JSON and never a 500 (all at
  // once: against a platform that never answers, each waits for its own deadline).
  const answers = await Promise.all(
    apiRoutes.map(async (route) => {
      const answer = await fetch(`${storefront.base}${route.replace(/:\w+\??/g, 'x')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(PLAUSIBLE_BODY),
      });
      return { route, status: answer.status, type: answer.headers.get('content-type') ?? '' };
    }),
  );
  for (const { route, status, type } of answers) {
    expect(status, route).not.toBe(500);
    expect(type, route).toMatch(/application\/json/);
  }

  const ready = await fetch(`${storefront.base}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: 'unavailable' });
  const health = await fetch(`${storefront.base}/healthz`);
  expect(health.status).toBe(200);
  expect(storefront.child.exitCode).toBeNull();
}

describe('the commerce platform goes down and comes back', () => {
  let commerce: ServerProcess;
  let storefront: ServerProcess;
  let commercePort: number;
  const dbPath = () => join(dir, 'down.sqlite');

  beforeAll(async () => {
    commercePort = await freePort();
    commerce = await startCommerce(commercePort, dbPath());
    // A short stale window, so the test sees both sides of it.
    storefront = await startStorefront(commerce.base, {
      CATALOGUE_FRESH_MS: '0',
      CATALOGUE_STALE_MS: '1500',
      UPSTREAM_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await storefront?.stop();
    await commerce?.stop();
  });

  it('serves the catalogue from cache for a while, then the error states, then recovers by itself', async () => {
    const before = await page(storefront.base, '/products');
    expect(listsProducts(before.html)).toBe(true);

    await commerce.stop();
    // Within the stale window: the last good catalogue, not an error.
    const cached = await page(storefront.base, '/products');
    expect(cached.status).toBe(200);
    expect(listsProducts(cached.html)).toBe(true);
    expect(cached.html.includes(PRODUCTS_ERROR)).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await expectDegraded(storefront);

    commerce = await startCommerce(commercePort, dbPath());
    const recovered = await page(storefront.base, '/products');
    expect(recovered.html.includes(PRODUCTS_ERROR)).toBe(false);
    expect(listsProducts(recovered.html)).toBe(true);
    expect((await fetch(`${storefront.base}/readyz`)).status).toBe(200);
    expect((await page(storefront.base, PRODUCT_PATH)).html.includes(PRODUCT_ERROR)).toBe(false);
  });
});

describe('a misbehaving platform', () => {
  const cases: [string, Parameters<typeof startFakeUpstream>[0]][] = [
    [
      'answers 500',
      (_request, response) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ errors: [{ message: 'Internal error' }] }));
      },
    ],
    [
      'answers 503 with an HTML page',
      (_request, response) => {
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end('<html><body>Service Unavailable</body></html>');
      },
    ],
    [
      'answers 200 with malformed JSON',
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"data": {"products": ');
      },
    ],
    [
      'answers 200 with JSON of the wrong shape',
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data: { products: 'nope', product: 42, orders: null } }));
      },
    ],
  ];

  for (const [name, answer] of cases) {
    it(`${name}: error states and 5xx JSON, never a crash`, async () => {
      const upstream = await startFakeUpstream(answer);
      const storefront = await startStorefront(upstream.base, { CATALOGUE_STALE_MS: '0' });
      try {
        await expectDegraded(storefront);
      } finally {
        await storefront.stop();
        await upstream.close();
      }
    });
  }

  it('never answers: every request still ends within the upstream timeout', async () => {
    // Accepts the connection and says nothing, like a platform stuck under load.
    const upstream = await startFakeUpstream(() => {});
    const storefront = await startStorefront(upstream.base, {
      UPSTREAM_TIMEOUT_MS: '500',
      CATALOGUE_STALE_MS: '0',
    });
    try {
      const products = await page(storefront.base, '/products');
      expect(products.html.includes(PRODUCTS_ERROR), 'products error state').toBe(true);
      expect(products.ms).toBeLessThan(5_000);
      const started = Date.now();
      const ready = await fetch(`${storefront.base}/readyz`);
      expect(ready.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(5_000);
      // The Admin and Customer Account API calls behind /api keep the same deadline.
      const degradedStarted = Date.now();
      await expectDegraded(storefront);
      expect(Date.now() - degradedStarted).toBeLessThan(6_000);
    } finally {
      await storefront.stop();
      await upstream.close();
    }
  });
});
