import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
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

const INLINE_SCRIPT = 'document.title = "Bade — ★";';

describe('pageCache', () => {
  let server: Server;
  let base: string;
  let renders = 0;

  beforeAll(async () => {
    const app = express();
    app.use(compression()); // as server.ts mounts it, before everything
    app.use((req, res, next) => {
      res.locals.cspNonce = randomUUID();
      // As security-headers.ts writes it; /pages/unlisted's policy names no nonce.
      const scriptSources = req.path === '/pages/unlisted' ? '' : ` 'nonce-${res.locals.cspNonce}'`;
      res.setHeader(
        'Content-Security-Policy',
        `default-src 'self'; script-src 'self'${scriptSources}`,
      );
      next();
    });
    app.use(pageCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 2, renderedOrigin: () => 'o' }));
    app.get(/.*/, (_req, res) => {
      renders += 1;
      const nonce = String(res.locals.cspNonce);
      // Characters outside Latin-1 and ASCII, an inline and an external script, and a nonce
      // on another element: a hit must keep every byte but the nonces. Over the 1 kB below which
      // the compression middleware sends a body as it is.
      res
        .type('html')
        .send(
          `<script nonce="${nonce}">${INLINE_SCRIPT}</script><script nonce="${nonce}" src="/x.js"></script>` +
            `Bade — 4 × ★ <link nonce="${nonce}" rel="stylesheet" href="/x.css">` +
            `${'<p>Soft water, calm skin.</p>'.repeat(40)}render ${renders}`,
        );
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const get = async (path: string, cookie?: string, country?: string, encoding = 'br, gzip') => {
    const headers: Record<string, string> = { 'accept-encoding': encoding };
    if (cookie) headers.cookie = cookie;
    if (country) headers['oxygen-buyer-country'] = country;
    const response = await fetch(`${base}${path}`, { headers });
    return {
      state: response.headers.get('x-page-cache'),
      policy: response.headers.get('content-security-policy'),
      encoding: response.headers.get('content-encoding'),
      body: await response.text(),
    };
  };

  it('serves a page again without its nonce, its inline scripts allowed by their hashes', async () => {
    const first = await get('/faq');
    expect(first.state).toBe('miss');
    const nonce = /'nonce-([^']+)'/.exec(first.policy!)![1]!;
    expect(first.body.match(/nonce="([^"]+)"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));

    const again = await get('/faq');
    expect(again.state).toBe('hit');
    expect(again.encoding).toBe('br');
    expect(again.body).toBe(first.body.replaceAll(` nonce="${nonce}"`, ''));
    expect(again.body).toContain('Bade — 4 × ★ ');
    const inlineHash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(again.policy).toBe(`default-src 'self'; script-src 'self' 'sha256-${inlineHash}'`);
    // A client without Brotli gets the same page, as it is or compressed on the way out.
    for (const encoding of ['gzip', 'identity']) {
      const plain = await get('/faq', undefined, undefined, encoding);
      expect([plain.state, plain.encoding, plain.body]).toEqual([
        'hit',
        encoding === 'gzip' ? 'gzip' : null,
        again.body,
      ]);
    }
  });

  it('keeps the most recently used pages', async () => {
    await get('/faq');
    await get('/about-us');
    await get('/faq'); // used most recently: /about-us is now the oldest
    await get('/science'); // a third page pushes /about-us out
    expect((await get('/faq')).state).toBe('hit');
    expect((await get('/about-us')).state).toBe('miss');
  });

  it('does not keep a page whose policy names no nonce', async () => {
    await get('/pages/unlisted');
    expect((await get('/pages/unlisted')).state).toBe('miss');
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
