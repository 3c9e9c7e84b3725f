import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIpContext } from '../lib/context';
import { action } from './api.consent';

/**
 * POST /api/consent against a stand-in platform (fetch): what is sent to consentManagement and
 * which cookies the answer comes to. The real platform's side is commerce/test/analytics.test.ts
 * and the browser's is e2e/tests/consent-analytics.spec.ts.
 */

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, freshIp());
  const request = new Request('http://localhost:3000/api/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
  return action({ request, context } as unknown as Parameters<typeof action>[0]);
}

/** The platform answers with the purposes the visitor's answers allow. */
function platformAnswers(analytics: boolean) {
  const consent = encodeURIComponent(
    JSON.stringify({
      con: { CMP: { a: analytics ? '1' : '0', m: '0', p: '0' } },
      purposes: { a: analytics, m: false, p: false },
    }),
  );
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    Response.json({
      data: {
        consentManagement: {
          cookies: {
            trackingConsentCookie: consent,
            shopifyAnalyticsCookie: analytics ? 'platform-analytics-id' : null,
          },
        },
      },
    }),
  );
}

const setCookies = (response: Response) => response.headers.getSetCookie();

afterEach(() => vi.restoreAllMocks());

describe('POST /api/consent', () => {
  it('sends a custom choice to the unstable API and sets the analytics cookie it allows', async () => {
    const platform = platformAnswers(true);
    const response = await post(
      { choice: 'custom', analytics: 'on' },
      { referer: 'http://localhost:3000/products?sort=price' },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/products?sort=price');
    const [url, init] = platform.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/unstable\/graphql\.json$/);
    expect(JSON.parse(String(init!.body)).variables.visitorConsent).toEqual({
      analytics: true,
      marketing: false,
      preferences: false,
    });
    const cookies = setCookies(response);
    expect(cookies[0]).toMatch(
      /^_tracking_consent=%7B.*; Path=\/; SameSite=Lax; Max-Age=31536000$/,
    );
    expect(cookies[1]).toBe(
      '_shopify_analytics=platform-analytics-id; Path=/; SameSite=Lax; Max-Age=31536000',
    );
  });

  it('removes the analytics cookies when analytics is refused, and goes home from elsewhere', async () => {
    platformAnswers(false);
    const response = await post({ choice: 'reject' }, { referer: 'https://elsewhere.example/x' });
    expect(response.headers.get('location')).toBe('/');
    expect(setCookies(response).slice(1)).toEqual([
      '_shopify_analytics=; Path=/; SameSite=Lax; Max-Age=0',
      '_shopify_y=; Path=/; SameSite=Lax; Max-Age=0',
      '_shopify_s=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
  });

  it('sends the choice with the visitor’s country: the edge’s, else the storefront’s own', async () => {
    const platform = platformAnswers(true);
    await post({ choice: 'accept' }, { 'oxygen-buyer-country': 'de' });
    await post({ choice: 'accept' });
    const countries = platform.mock.calls.map(
      ([, init]) =>
        (JSON.parse(String(init!.body)) as { variables: { country: string } }).variables.country,
    );
    expect(countries).toEqual(['DE', 'US']);
  });

  it('refuses a bad form (400), another site (403), and answers 502 when the platform fails', async () => {
    const platform = platformAnswers(true);
    expect((await post({ choice: 'maybe' })).status).toBe(400);
    expect((await post({ choice: 'accept' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(platform).not.toHaveBeenCalled();
    platform.mockRejectedValue(new Error('down'));
    expect((await post({ choice: 'accept' })).status).toBe(502);
  });
});
