import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ADMIN_TOKEN,
  DEFAULT_PRIVATE_STOREFRONT_TOKEN,
  DEFAULT_STOREFRONT_TOKEN,
} from '../src/config';
import { startCommerceServer, type CommerceServerOptions } from '../src/server';
import { catalogue } from './support/catalogue';
import {
  startTestServer,
  TEST_ADMIN_TOKEN,
  TEST_TOKEN,
  type TestServer,
} from './support/test-server';

const PRODUCTS_QUERY = '{ products(first: 1) { nodes { handle } } }';
const json = {
  'content-type': 'application/json',
  'x-shopify-storefront-access-token': TEST_TOKEN,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('Storefront API transport', () => {
  it.each(['2025-04', '2026-04'])('answers version %s', async (version) => {
    const result = await server.graphql<{ products: { nodes: { handle: string }[] } }>(
      PRODUCTS_QUERY,
      {},
      version,
    );
    expect(result.status).toBe(200);
    expect(result.data.products.nodes[0]?.handle).toBe(catalogue.products[0]?.handle);
  });

  it('answers an unknown version with 404', async () => {
    const response = await fetch(server.endpoint('2019-01'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: PRODUCTS_QUERY }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ message: expect.stringContaining('2019-01') }],
    });
  });

  it.each([
    ['missing', {}],
    ['wrong', { 'x-shopify-storefront-access-token': 'not-the-token' }],
  ])('refuses a %s access token with 401 and Shopify’s message', async (_case, tokenHeader) => {
    const response = await fetch(server.endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...tokenHeader },
      body: JSON.stringify({ query: PRODUCTS_QUERY }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
  });

  it('accepts the token in the private-token header used server to server', async () => {
    const response = await fetch(server.endpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'shopify-storefront-private-token': TEST_TOKEN,
      },
      body: JSON.stringify({ query: PRODUCTS_QUERY }),
    });
    expect(response.status).toBe(200);
  });

  it('executes a raw application/graphql body', async () => {
    const response = await fetch(server.endpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/graphql',
        'x-shopify-storefront-access-token': TEST_TOKEN,
      },
      body: PRODUCTS_QUERY,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { products: { nodes: [{ handle: catalogue.products[0]?.handle }] } },
    });
  });

  it('answers invalid JSON with 400 and a JSON error', async () => {
    const response = await fetch(server.endpoint(), {
      method: 'POST',
      headers: json,
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.' }],
    });
  });

  it.each([
    ['no query', { variables: {} }],
    ['an empty query', { query: '   ' }],
    ['variables that are not an object', { query: PRODUCTS_QUERY, variables: [1, 2] }],
    ['a JSON array', [{ query: PRODUCTS_QUERY }]],
  ])('answers a body with %s with 400', async (_case, body) => {
    const response = await fetch(server.endpoint(), {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: { message: string }[] };
    expect(answer.errors[0]?.message).toEqual(expect.any(String));
  });

  it('refuses a body over 1 MB with 413', async () => {
    const query = `{ products(first: 1) { nodes { handle } } } #${'x'.repeat(1024 * 1024)}`;
    const response = await fetch(server.endpoint(), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: expect.stringContaining('too large') }],
    });
  });

  it('refuses a chunked body with no length once it passes 1 MB, before it ends', async () => {
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const response = await fetch(server.endpoint(), {
      method: 'POST',
      headers: json,
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('still answers after refusing an oversized body', async () => {
    const result = await server.graphql(PRODUCTS_QUERY);
    expect(result.status).toBe(200);
  });

  it('answers GET on the API with 405', async () => {
    const response = await fetch(server.endpoint(), { headers: json });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers CORS preflights and allows browser calls from any origin', async () => {
    const preflight = await fetch(server.endpoint(), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-shopify-storefront-access-token,x-sdk-variant',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of [
      'x-shopify-storefront-access-token',
      'content-type',
      'x-sdk-variant',
      'x-sdk-variant-source',
      'x-sdk-version',
      'shopify-storefront-id',
      'shopify-storefront-y',
      'shopify-storefront-s',
    ]) {
      expect(allowed).toContain(header);
    }

    const response = await fetch(server.endpoint(), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: PRODUCTS_QUERY }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves a small home page and 404s unknown paths', async () => {
    const home = await fetch(`${server.base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(catalogue.shop.name);

    const unknown = await fetch(`${server.base}/nowhere`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      errors: [{ message: expect.stringContaining('/nowhere') }],
    });
  });
});

describe('latency option', () => {
  it('delays every Storefront API answer by latencyMs', async () => {
    const slow = await startTestServer({ latencyMs: 400 });
    try {
      const started = performance.now();
      const result = await slow.graphql(PRODUCTS_QUERY);
      const elapsed = performance.now() - started;
      expect(result.status).toBe(200);
      expect(elapsed).toBeGreaterThanOrEqual(390);
    } finally {
      await slow.stop();
    }
  });
});

describe('security headers of HTML pages', () => {
  const pageHeaders = async (path: string) => {
    const response = await fetch(`${server.base}${path}`, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    return response.headers;
  };

  it.each(['/__outbox', '/admin/customers', '/admin/content', '/'])(
    '%s runs no script, cannot be framed and sends the storefront’s headers',
    async (path) => {
      const headers = await pageHeaders(path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self'");
      // default-src 'none' covers scripts: none is allowed, inline or not.
      expect(csp).not.toContain('script-src');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
    },
  );

  it('keeps a page’s own nonce policy (the hosted checkout) and adds the rest', async () => {
    const headers = await pageHeaders('/cart/c/unknown?key=nothing');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    [
      'the provider’s error page',
      '/authentication/oauth/authorize?client_id=local-customer-account-client&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fevil.example%2F',
      'Redirect_uri did not match',
    ],
    [
      'a refused sign-out',
      '/authentication/logout?post_logout_redirect_uri=https%3A%2F%2Fevil.example%2F',
      'The sign-out link points outside the store.',
    ],
    ['an emailed link that no longer works', '/account/activate/1/not-a-token', 'no longer works'],
  ])(
    '%s sends the hosted pages’ headers: its nonce policy, kept out of caches and Referer',
    async (_page, path, text) => {
      const response = await fetch(`${server.base}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(text);
      const { headers } = response;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self' http://storefront.test");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cache-control')).toBe('no-store');
    },
  );

  it('marks JSON answers nosniff too', async () => {
    const response = await fetch(`${server.base}/__outbox`, {
      headers: { accept: 'application/json' },
    });
    await response.arrayBuffer();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('listening address', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'commerce-listen-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  let databases = 0;
  const start = (options: CommerceServerOptions) => {
    databases += 1;
    return startCommerceServer({
      port: 0,
      dbPath: join(dir, `commerce-${databases}.sqlite`),
      ...options,
    });
  };

  /** Whether a TCP connection to address:port is accepted. */
  const accepts = (address: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host: address, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  it('listens on 127.0.0.1 when COMMERCE_HOST is unset, out of other machines’ reach', async () => {
    vi.stubEnv('COMMERCE_HOST', '');
    const local = await start({});
    try {
      expect(local.host).toBe('127.0.0.1');
      expect(await accepts('127.0.0.1', local.port)).toBe(true);
      // Only this machine reaches it: the development pages need no credentials.
      for (const path of ['/__outbox', '/admin/customers', '/admin/content']) {
        expect((await fetch(`http://127.0.0.1:${local.port}${path}`)).status, path).toBe(200);
      }
      const reachable = Object.values(networkInterfaces())
        .flat()
        .filter((address) => address && !address.internal && address.family === 'IPv4');
      for (const address of reachable) {
        expect(await accepts(address!.address, local.port)).toBe(false);
      }
    } finally {
      vi.unstubAllEnvs();
      await local.close();
    }
  });

  const OWN_PRIVATE_TOKEN = 'test-private-storefront-token';

  it.each([
    [
      'every token is',
      {
        storefrontToken: DEFAULT_STOREFRONT_TOKEN,
        privateStorefrontToken: DEFAULT_PRIVATE_STOREFRONT_TOKEN,
        adminToken: DEFAULT_ADMIN_TOKEN,
      },
      /while PUBLIC_STOREFRONT_API_TOKEN, PRIVATE_STOREFRONT_API_TOKEN, and PRIVATE_ADMIN_API_TOKEN have their public default values/,
    ],
    [
      'the Admin token is',
      {
        storefrontToken: TEST_TOKEN,
        privateStorefrontToken: OWN_PRIVATE_TOKEN,
        adminToken: DEFAULT_ADMIN_TOKEN,
      },
      /while PRIVATE_ADMIN_API_TOKEN has its public default value/,
    ],
  ])(
    'refuses to start on an address other machines reach while %s the public default',
    async (_case, tokens, message) => {
      const dbPath = join(dir, 'refused.sqlite');
      await expect(
        startCommerceServer({ port: 0, host: '0.0.0.0', dbPath, ...tokens }),
      ).rejects.toThrow(message);
      // Refused before anything was opened.
      expect(existsSync(dbPath)).toBe(false);
    },
  );

  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it('starts on an address other machines reach with tokens of its own, and asks for the Admin API token before the outbox and the owner’s page', async () => {
    const reachable = await start({
      host: '0.0.0.0',
      storefrontToken: TEST_TOKEN,
      privateStorefrontToken: OWN_PRIVATE_TOKEN,
      adminToken: TEST_ADMIN_TOKEN,
    });
    const base = `http://127.0.0.1:${reachable.port}`;
    try {
      expect(reachable.host).toBe('0.0.0.0');
      for (const path of ['/__outbox', '/admin/customers', '/admin/pages']) {
        for (const authorization of [
          undefined,
          basic('owner', `${TEST_ADMIN_TOKEN}x`),
          basic('owner', TEST_TOKEN),
          basic(TEST_ADMIN_TOKEN, ''),
          `Bearer ${TEST_ADMIN_TOKEN}`,
        ]) {
          const refused = await fetch(`${base}${path}`, {
            headers: { accept: 'text/html', ...(authorization ? { authorization } : {}) },
          });
          expect(refused.status, `${path} with ${authorization}`).toBe(401);
          expect(refused.headers.get('www-authenticate')).toBe(
            'Basic realm="Clearwell local commerce server"',
          );
          expect(await refused.text()).not.toMatch(/<h1>|Code:/);
        }
        for (const user of ['owner', '']) {
          const allowed = await fetch(`${base}${path}`, {
            headers: { accept: 'text/html', authorization: basic(user, TEST_ADMIN_TOKEN) },
          });
          expect(allowed.status, path).toBe(200);
          expect(await allowed.text()).toContain('<h1>');
        }
      }
      // The rest of the server answers as before: it has its own tokens.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      await reachable.close();
    }
  });

  it('keeps the default tokens on loopback, named or numbered', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const local = await start({
        host,
        storefrontToken: DEFAULT_STOREFRONT_TOKEN,
        privateStorefrontToken: DEFAULT_PRIVATE_STOREFRONT_TOKEN,
        adminToken: DEFAULT_ADMIN_TOKEN,
      });
      expect(local.host).toBe('127.0.0.1');
      await local.close();
    }
  });
});
