import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../src/db/connection';
import { products, variantGid } from './support/catalogue';
import { expectedTotalIn, VALID_FORM } from './support/checkout';
import { startCommerceProcess, type CommerceProcess } from './support/process';
import { TEST_TOKEN } from './support/test-server';

/**
 * The commerce server as a real process: SIGTERM lets requests in flight finish; SIGKILL in the
 * middle of checkouts leaves every cart either fully ordered or untouched, never half-written.
 */

let dir: string;
const running: CommerceProcess[] = [];
const env = () => ({
  COMMERCE_DB_PATH: join(dir, 'commerce.sqlite'),
  PUBLIC_STOREFRONT_API_TOKEN: TEST_TOKEN,
  LOG_LEVEL: 'info',
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'commerce-process-'));
});
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function start(extra: Record<string, string> = {}) {
  const server = await startCommerceProcess({ ...env(), ...extra });
  running.push(server);
  return server;
}

async function graphql<T>(base: string, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${base}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': TEST_TOKEN,
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: T; errors?: unknown },
  };
}

interface Cart {
  id: string;
  token: string;
  url: string;
  lineCount: number;
}

async function createCart(base: string): Promise<Cart> {
  const lines = [
    { merchandiseId: variantGid(products[0]!), quantity: 2 },
    { merchandiseId: variantGid(products[2]!), quantity: 1 },
  ];
  const { body } = await graphql<{ cartCreate: { cart: { id: string; checkoutUrl: string } } }>(
    base,
    'mutation C($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } } }',
    { input: { lines } },
  );
  const cart = body.data!.cartCreate.cart;
  const checkoutUrl = new URL(cart.checkoutUrl);
  return {
    id: cart.id,
    token: decodeURIComponent(checkoutUrl.pathname.split('/').at(-1)!),
    url: `${base}${checkoutUrl.pathname}${checkoutUrl.search}`,
    lineCount: lines.length,
  };
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe('commerce server process', () => {
  it('on SIGTERM finishes the request in flight, refuses new ones and exits 0', async () => {
    const server = await start({ COMMERCE_LATENCY_MS: '1200' });
    const inFlight = graphql<{ shop: { name: string } }>(server.base, '{ shop { name } }');
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.data?.shop.name).toBeTruthy();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
  }, 30_000);

  it('killed (SIGKILL) during checkouts, leaves each cart fully ordered or untouched, and serves it after a restart', async () => {
    const first = await start();
    const carts = await Promise.all(Array.from({ length: 40 }, () => createCart(first.base)));
    // The confirmed total each cart's page shows, so the next POST pays.
    const totals = await Promise.all(
      carts.map(async (cart) =>
        expectedTotalIn(await (await postForm(cart.url, VALID_FORM)).text()),
      ),
    );
    expect(totals.every((total) => /^\d+$/.test(total))).toBe(true);

    // Every checkout at once; the process is killed as soon as the first one is answered,
    // while the others are being placed.
    let killed = false;
    const kill = () => {
      if (!killed) first.child.kill('SIGKILL');
      killed = true;
    };
    const submissions = carts.map((cart, index) =>
      postForm(cart.url, { ...VALID_FORM, expectedTotal: totals[index]! }).then(
        (response) => {
          kill();
          return response.status;
        },
        () => 'cut off' as const,
      ),
    );
    const outcomes = await Promise.all(submissions);
    // The kill really came mid-way: not every checkout got its answer.
    expect(outcomes).toContain('cut off');
    expect((await first.exited).signal).toBe('SIGKILL');

    // Straight from the file: every order has all its lines.
    const ordered = new Set<string>();
    const db = new Database(join(dir, 'commerce.sqlite'), { readonly: true });
    try {
      for (const cart of carts) {
        const order = db
          .prepare<[string], { id: number }>('SELECT id FROM orders WHERE checkout_token = ?')
          .get(cart.token);
        if (order) {
          ordered.add(cart.token);
          const lines = db
            .prepare<[number], number>('SELECT COUNT(*) FROM order_lines WHERE order_id = ?')
            .pluck()
            .get(order.id);
          expect(lines).toBe(cart.lineCount);
        }
      }
    } finally {
      db.close();
    }

    // A checkout the shopper saw succeed (303 to the thank-you page) has its order.
    carts.forEach((cart, index) => {
      if (outcomes[index] === 303) expect(ordered.has(cart.token)).toBe(true);
    });

    // Restarted on the same file, every cart without an order is still there with all its
    // lines (an ordered cart is completed, and the Storefront API answers null for it).
    const second = await start();
    const unpaid = carts.filter((cart) => !ordered.has(cart.token));
    for (const cart of carts) {
      const { body } = await graphql<{ cart: { lines: { nodes: unknown[] } } | null }>(
        second.base,
        'query Q($id: ID!) { cart(id: $id) { lines(first: 10) { nodes { id } } } }',
        { id: cart.id },
      );
      expect(body.errors).toBeUndefined();
      if (ordered.has(cart.token)) expect(body.data?.cart).toBeNull();
      else expect(body.data?.cart?.lines.nodes).toHaveLength(cart.lineCount);
    }
    // A cart whose checkout was cut off can still be paid now.
    for (const cart of unpaid.slice(0, 2)) {
      const retry = `${second.base}${new URL(cart.url).pathname}${new URL(cart.url).search}`;
      const page = await postForm(retry, VALID_FORM);
      const total = expectedTotalIn(await page.text());
      const paid = await postForm(retry, { ...VALID_FORM, expectedTotal: total });
      expect(paid.status).toBe(303);
    }
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 60_000);
});
