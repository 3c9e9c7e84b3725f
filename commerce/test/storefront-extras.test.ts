import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataOf,
  startTestServer,
  TEST_STOREFRONT_URL,
  type TestServer,
} from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('URL redirects', () => {
  const redirects = async (query: string | null) => {
    const result = await server.graphql<{
      urlRedirects: { nodes: { id: string; path: string; target: string }[] };
    }>(
      'query R($query: String) { urlRedirects(first: 5, query: $query) { nodes { id path target } } }',
      {
        query,
      },
    );
    return dataOf(result).urlRedirects.nodes;
  };

  it('lists the seeded redirect, and finds it by path as Hydrogen asks', async () => {
    const all = await redirects(null);
    expect(all).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/UrlRedirect\/\d+$/),
        path: '/pages/faq-old',
        target: '/pages/faq',
      },
    ]);
    // Hydrogen's storefrontRedirect sends the path unquoted.
    expect(await redirects('path:/pages/faq-old')).toEqual(all);
    expect(await redirects('path:/pages/FAQ-OLD')).toEqual(all);
    expect(await redirects('target:/pages/faq')).toEqual(all);
    expect(await redirects('path:/pages/elsewhere')).toEqual([]);
  });

  it('takes connection arguments as every list does', async () => {
    const result = await server.graphql('{ urlRedirects { nodes { id } } }');
    expect(result.errors?.[0]?.message).toBe('you must provide one of first or last');
  });
});

describe('localization', () => {
  it('offers the United States in English and USD, with the buyer country of @inContext', async () => {
    const result = await server.graphql<{
      localization: {
        country: { isoCode: string };
        availableCountries: { isoCode: string; currency: { isoCode: string } }[];
        availableLanguages: { isoCode: string }[];
      };
    }>(
      `query L @inContext(country: CA) { localization {
        country { isoCode }
        availableCountries { isoCode currency { isoCode } }
        availableLanguages { isoCode }
      } }`,
    );
    expect(dataOf(result).localization).toEqual({
      country: { isoCode: 'CA' },
      availableCountries: [{ isoCode: 'US', currency: { isoCode: 'USD' } }],
      availableLanguages: [{ isoCode: 'EN' }],
    });
  });
});

describe('the unstable API version', () => {
  const CONSENT = `query ensureCookies { consentManagement { cookies(visitorConsent: {}) {
    cookieDomain trackingConsentCookie shopifyAnalyticsCookie } } }`;

  it('answers what the newest version answers', async () => {
    const query = '{ shop { name } localization { country { isoCode } } }';
    const unstable = await server.graphql(query, undefined, 'unstable');
    expect(unstable.status).toBe(200);
    expect(unstable.data).toEqual(dataOf(await server.graphql(query)));
  });

  it('answers consentManagement under the seeded privacy settings: every visitor is asked', async () => {
    const result = await server.graphql<{
      consentManagement: {
        cookies: {
          cookieDomain: string;
          trackingConsentCookie: string;
          shopifyAnalyticsCookie: string | null;
        };
      };
    }>(CONSENT, undefined, 'unstable');
    const { cookies } = dataOf(result).consentManagement;
    expect(cookies.cookieDomain).toBe(new URL(TEST_STOREFRONT_URL).hostname);
    expect(JSON.parse(decodeURIComponent(cookies.trackingConsentCookie))).toMatchObject({
      con: { CMP: { a: '', m: '', p: '', s: '' } },
      purposes: { a: false, p: false, m: false, t: false },
      display_banner: true,
      sale_of_data_region: false,
    });
    expect(cookies.shopifyAnalyticsCookie).toBeNull();
  });

  it('keeps consentManagement out of the dated versions, as Shopify does', async () => {
    const result = await server.graphql(CONSENT);
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.message).toContain('consentManagement');
  });

  it('answers 404 for a version that does not exist', async () => {
    expect((await server.graphql('{ shop { name } }', undefined, '2019-01')).status).toBe(404);
  });
});

describe('a database seeded before gift cards, the journal and redirects', () => {
  it('gets them at the next start, leaving the rest as it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'commerce-extras-'));
    const older = await startTestServer({ dir });
    older.db.exec('DELETE FROM gift_cards; DELETE FROM blogs; DELETE FROM url_redirects');
    older.db.prepare("UPDATE products SET title = 'Edited' WHERE id = 1").run();
    await older.stop();
    const restarted = await startTestServer({ dir });
    try {
      const count = (table: string) =>
        restarted.db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get();
      expect(count('gift_cards')).toBeGreaterThan(0);
      expect(count('articles')).toBeGreaterThan(0);
      expect(count('url_redirects')).toBe(1);
      expect(
        restarted.db.prepare<[], string>('SELECT title FROM products WHERE id = 1').pluck().get(),
      ).toBe('Edited');
    } finally {
      await restarted.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
