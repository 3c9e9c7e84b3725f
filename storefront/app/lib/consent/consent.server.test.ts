import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageConsent } from './consent.server';

/**
 * The visitor's country decides whether they are asked: the one the edge names
 * (`oxygen-buyer-country`), else the storefront's own; the platform's region rules answer for
 * it (a stand-in platform here, the real one in e2e/tests/consent-analytics.spec.ts).
 */

/** A platform that asks visitors from the given countries only. */
function platformAsking(...countries: string[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const { variables } = JSON.parse(String(init!.body)) as { variables: { country: string } };
    const allowed = !countries.includes(variables.country);
    return Promise.resolve(
      Response.json({
        data: {
          consentManagement: {
            cookies: {
              trackingConsentCookie: encodeURIComponent(
                JSON.stringify({ con: { CMP: {} }, purposes: { a: allowed } }),
              ),
              shopifyAnalyticsCookie: null,
            },
          },
        },
      }),
    );
  });
}

const page = (country?: string, path = '/faq') =>
  new Request(`http://localhost:3000${path}`, {
    headers: country === undefined ? {} : { 'oxygen-buyer-country': country },
  });
const countriesAsked = (platform: ReturnType<typeof platformAsking>) =>
  platform.mock.calls.map(
    ([, init]) =>
      (JSON.parse(String(init!.body)) as { variables: { country: string } }).variables.country,
  );

afterEach(() => vi.restoreAllMocks());

describe('pageConsent', () => {
  it('asks the platform for the visitor’s country: a banner where it requires consent, analytics where not', async () => {
    const platform = platformAsking('DE', 'US');
    expect(await pageConsent(page('DE'))).toEqual({ analytics: false, banner: true });
    expect(await pageConsent(page('nz'))).toEqual({ analytics: true, banner: false });
    // No banner on the page that asks the same itself.
    expect(await pageConsent(page('DE', '/cookie-preferences'))).toEqual({
      analytics: false,
      banner: false,
    });
    expect(countriesAsked(platform)).toEqual(['DE', 'NZ']);
  });

  it('without a readable country from the edge, the storefront’s own country decides', async () => {
    const platform = platformAsking('US');
    expect(await pageConsent(page())).toEqual({ analytics: false, banner: true });
    expect(await pageConsent(page('Unknown'))).toEqual({ analytics: false, banner: true });
    // PUBLIC_COUNTRY_CODE's default; its answer is then reused for a minute.
    expect(countriesAsked(platform)).toEqual(['US']);
  });

  it('a chosen visitor follows their cookie, wherever they are', async () => {
    platformAsking('FR');
    const accepted = `_tracking_consent=${encodeURIComponent(
      JSON.stringify({ con: { CMP: { a: '1' } }, purposes: { a: true } }),
    )}`;
    const request = new Request('http://localhost:3000/faq', {
      headers: { 'oxygen-buyer-country': 'FR', cookie: accepted },
    });
    expect(await pageConsent(request)).toEqual({ analytics: true, banner: false });
  });
});
