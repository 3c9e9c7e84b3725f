import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from './support/catalogue';
import { startTestServer, TEST_TOKEN, type TestServer } from './support/test-server';

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
