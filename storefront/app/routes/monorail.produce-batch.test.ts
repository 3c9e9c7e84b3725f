import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIpContext } from '../lib/context';
import { action } from './monorail.produce-batch';

/** The storefront's Monorail endpoint: consent first, then forwarded to the store as it came. */

function post(body: string, cookie = '') {
  const context = new RouterContextProvider();
  context.set(clientIpContext, '198.51.100.7');
  const request = new Request(
    'http://localhost:3000/.well-known/shopify/monorail/unstable/produce_batch',
    { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body },
  );
  return action({ request, context } as unknown as Parameters<typeof action>[0]);
}

const consentCookie = (analytics: boolean) =>
  `_tracking_consent=${encodeURIComponent(
    JSON.stringify({ con: { CMP: { a: analytics ? '1' : '0' } }, purposes: { a: analytics } }),
  )}`;
const batch = JSON.stringify({
  events: [{ schema_id: 'trekkie_storefront_page_view/1.4', payload: {}, metadata: {} }],
});

afterEach(() => vi.restoreAllMocks());

describe('POST /.well-known/shopify/monorail/unstable/produce_batch', () => {
  it('refuses events without consent where the shop asks for it, and forwards them with it', async () => {
    const platform = vi.spyOn(globalThis, 'fetch').mockImplementation((url) =>
      Promise.resolve(
        String(url).includes('/graphql.json')
          ? // The shop asks this region's visitors: before a choice nothing is allowed.
            Response.json({
              data: {
                consentManagement: {
                  cookies: {
                    trackingConsentCookie: encodeURIComponent(
                      JSON.stringify({ con: { CMP: {} }, purposes: { a: false } }),
                    ),
                    shopifyAnalyticsCookie: null,
                  },
                },
              },
            })
          : Response.json({ result: [{ status: 200, message: 'ok' }] }),
      ),
    );
    expect((await post(batch)).status).toBe(403);
    expect((await post(batch, consentCookie(false))).status).toBe(403);

    const forwarded = await post(batch, consentCookie(true));
    expect(forwarded.status).toBe(200);
    expect(await forwarded.json()).toEqual({ result: [{ status: 200, message: 'ok' }] });
    const [url, init] = platform.mock.calls.at(-1)!;
    expect(String(url)).toMatch(/\/\.well-known\/shopify\/monorail\/unstable\/produce_batch$/);
    expect(JSON.parse(String(init!.body))).toEqual(JSON.parse(batch));

    expect((await post('{"events": []}', consentCookie(true))).status).toBe(400);
    expect((await post('x'.repeat(70_000), consentCookie(true))).status).toBe(413);
  });
});
