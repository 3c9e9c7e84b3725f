import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCacheablePageRequest, pageCache } from './page-cache';

describe('isCacheablePageRequest', () => {
  it('takes public pages for anonymous shoppers', () => {
    expect(isCacheablePageRequest('GET', '/', '', undefined)).toBe(true);
    expect(isCacheablePageRequest('GET', '/products/bath-and-plunge-powder-4-pack', '', '')).toBe(
      true,
    );
    expect(isCacheablePageRequest('GET', '/faq', '', '_shopify_y=abc; _shopify_s=def')).toBe(true);
  });

  it('never takes a shopper with a cookie of ours, another method, or private pages', () => {
    expect(isCacheablePageRequest('GET', '/', '', 'session=sealed')).toBe(false);
    expect(isCacheablePageRequest('GET', '/', '', '_shopify_y=abc; session=sealed')).toBe(false);
    expect(isCacheablePageRequest('POST', '/', '', undefined)).toBe(false);
    expect(isCacheablePageRequest('HEAD', '/', '', undefined)).toBe(false);
    for (const path of [
      '/account',
      '/success',
      '/checkout',
      '/api/checkout',
      '/cart/c/x',
      '/login',
    ]) {
      expect(isCacheablePageRequest('GET', path, '', undefined)).toBe(false);
    }
  });

  it('refuses long query strings, which would only fill the cache', () => {
    expect(isCacheablePageRequest('GET', '/products', `?${'x'.repeat(200)}`, undefined)).toBe(
      false,
    );
    expect(isCacheablePageRequest('GET', '/products/x', '?variant=123', undefined)).toBe(true);
  });
});

describe('pageCache', () => {
  let server: Server;
  let base: string;
  let renders = 0;

  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = randomUUID();
      next();
    });
    app.use(pageCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 2, renderedOrigin: () => 'o' }));
    app.get(/.*/, (_req, res) => {
      renders += 1;
      const nonce = String(res.locals.cspNonce);
      // Characters outside Latin-1 and ASCII, and two nonces: a hit must keep every byte.
      res
        .type('html')
        .send(
          `<script nonce="${nonce}"></script>Bade — 4 × ★ <b nonce="${nonce}">render ${renders}`,
        );
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const get = async (path: string, cookie?: string, country?: string) => {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (country) headers['oxygen-buyer-country'] = country;
    const response = await fetch(`${base}${path}`, { headers });
    return { state: response.headers.get('x-page-cache'), body: await response.text() };
  };

  it('serves a page again with a nonce of its own, and keeps the most recently used pages', async () => {
    const first = await get('/faq');
    expect(first.state).toBe('miss');
    const again = await get('/faq');
    expect(again.state).toBe('hit');
    const withoutNonces = (body: string) => body.replaceAll(/nonce="[^"]+"/g, '');
    expect(withoutNonces(again.body)).toBe(withoutNonces(first.body));
    expect(again.body).toContain('Bade — 4 × ★ ');
    const nonces = (body: string) =>
      [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
    const [againNonce] = nonces(again.body);
    expect(nonces(again.body)).toEqual([againNonce, againNonce]);
    expect(againNonce).not.toBe(nonces(first.body)[0]);

    await get('/about-us');
    await get('/faq'); // used most recently: /about-us is now the oldest
    await get('/science'); // a third page pushes /about-us out
    expect((await get('/faq')).state).toBe('hit');
    expect((await get('/about-us')).state).toBe('miss');
  });

  it('keeps a page per consent state: not chosen (the banner), analytics allowed, refused', async () => {
    const consent = (analytics: boolean) =>
      `_tracking_consent=${encodeURIComponent(
        JSON.stringify({ con: { CMP: { a: analytics ? '1' : '0' } }, purposes: { a: analytics } }),
      )}`;
    const unchosen = await get('/shipping');
    const allowed = await get('/shipping', `_shopify_y=abc; ${consent(true)}`);
    const refused = await get('/shipping', consent(false));
    expect([unchosen.state, allowed.state, refused.state]).toEqual(['miss', 'miss', 'miss']);
    expect((await get('/shipping', consent(true))).body).toContain(allowed.body.slice(-9));
    expect((await get('/shipping', consent(true))).state).toBe('hit');
  });

  it('keeps a page per country the edge names, whose rules decide the banner', async () => {
    const germany = await get('/returns', undefined, 'DE');
    const newZealand = await get('/returns', undefined, 'nz');
    const unnamed = await get('/returns');
    expect([germany.state, newZealand.state, unnamed.state]).toEqual(['miss', 'miss', 'miss']);
    expect((await get('/returns', undefined, 'NZ')).body).toContain(newZealand.body.slice(-9));
    // A header that names no country is the storefront's own country, as without one.
    expect((await get('/returns', undefined, 'not a country')).body).toContain(
      unnamed.body.slice(-9),
    );
  });
});
