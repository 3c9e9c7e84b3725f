import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingConsent } from '../src/analytics/tracking-consent';
import { dataOf, startTestServer, type TestServer } from './support/test-server';
import { createCart, pay } from './support/checkout';
import { variantGid, subscriptionProduct } from './support/catalogue';

/**
 * Consent first, then analytics: the platform's consent cookies under the shop's region rules,
 * the storefront's Monorail batches it keeps, and the owner's pages that read and set both.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface ConsentCookies {
  trackingConsentCookie: string;
  shopifyAnalyticsCookie: string | null;
}

async function consentCookies(visitorConsent: Record<string, boolean>, country = 'DE') {
  const result = await server.graphql<{ consentManagement: { cookies: ConsentCookies } }>(
    `query Consent($consent: VisitorConsent!, $country: CountryCode) @inContext(country: $country) {
      consentManagement { cookies(visitorConsent: $consent) { trackingConsentCookie shopifyAnalyticsCookie } }
    }`,
    { consent: visitorConsent, country },
    'unstable',
  );
  const { cookies } = dataOf(result).consentManagement;
  return {
    consent: JSON.parse(decodeURIComponent(cookies.trackingConsentCookie)) as Record<
      string,
      unknown
    >,
    analyticsCookie: cookies.shopifyAnalyticsCookie,
  };
}

async function ownerPage(path: string) {
  const response = await fetch(`${server.base}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The form token the owner's pages carry, as the browser sends it back. */
const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';

async function postOwnerForm(path: string, fields: Record<string, string>) {
  const token = formTokenOf((await ownerPage(path)).html);
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, formToken: token }),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

function postBatch(body: string, contentType = 'text/plain;charset=UTF-8') {
  return fetch(`${server.base}/.well-known/shopify/monorail/unstable/produce_batch`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
}

/** A batch like hydrogen-react's: a page view (Trekkie + page_rendered), a product view, an add. */
function shopperBatch(
  at: number,
  visitToken: string,
  { cartToken = 'c1-abc', customerId = 0 } = {},
) {
  const event = (schema_id: string, payload: Record<string, unknown>) => ({
    schema_id,
    payload,
    metadata: { event_created_at_ms: at },
  });
  const tracking = {
    unique_token: 'uniq-1',
    deprecated_visit_token: visitToken,
    customer_id: customerId,
  };
  return {
    events: [
      event('trekkie_storefront_page_view/1.4', {
        pageType: 'product',
        uniqToken: 'uniq-1',
        visitToken,
        customerId,
      }),
      event('custom_storefront_customer_tracking/1.2', {
        event_name: 'page_rendered',
        ...tracking,
      }),
      event('custom_storefront_customer_tracking/1.2', {
        event_name: 'product_page_rendered',
        ...tracking,
      }),
      event('custom_storefront_customer_tracking/1.2', {
        event_name: 'product_added_to_cart',
        cart_token: cartToken,
        ...tracking,
      }),
    ],
    metadata: { event_sent_at_ms: at },
  };
}

describe('the _tracking_consent cookie', () => {
  const none = { analytics: null, marketing: null, preferences: null, saleOfData: null };

  it('allows nothing before a choice where consent is required, and only what was granted after', () => {
    expect(trackingConsent(none, { region: 'DE', consentRequired: true })).toMatchObject({
      con: { CMP: { a: '', m: '', p: '', s: '' } },
      reg: 'DE',
      purposes: { a: false, m: false, p: false, t: false },
      display_banner: true,
    });
    const analyticsOnly = { ...none, analytics: true, marketing: false, preferences: true };
    expect(trackingConsent(analyticsOnly, { region: 'DE', consentRequired: true })).toMatchObject({
      con: { CMP: { a: '1', m: '0', p: '1', s: '' } },
      purposes: { a: true, m: false, p: true, t: false },
    });
  });

  it('allows every purpose where consent is not required, recording the answers given', () => {
    expect(
      trackingConsent({ ...none, analytics: false }, { region: 'US', consentRequired: false }),
    ).toMatchObject({
      con: { CMP: { a: '0' } },
      purposes: { a: true, m: true, p: true, t: true },
      display_banner: false,
    });
  });
});

describe('consentManagement under the shop’s privacy settings', () => {
  it('asks every visitor as seeded, and gives an analytics cookie only once analytics is allowed', async () => {
    const before = await consentCookies({});
    expect(before.consent).toMatchObject({
      reg: 'DE',
      display_banner: true,
      purposes: { a: false },
    });
    expect(before.analyticsCookie).toBeNull();

    const rejected = await consentCookies({
      analytics: false,
      marketing: false,
      preferences: false,
    });
    expect(rejected.consent).toMatchObject({ con: { CMP: { a: '0' } }, purposes: { a: false } });
    expect(rejected.analyticsCookie).toBeNull();

    const accepted = await consentCookies({ analytics: true, marketing: true, preferences: true });
    expect(accepted.consent).toMatchObject({
      con: { CMP: { a: '1', m: '1', p: '1' } },
      purposes: { a: true, m: true, p: true, t: true },
    });
    expect(accepted.analyticsCookie).toMatch(/^[\w-]{8,}$/);
  });

  it('follows the rules the owner saves: a country not asked, the others still asked', async () => {
    const privacy = await ownerPage('/admin/privacy');
    expect(privacy.html).toContain('Must be asked for consent');
    expect(
      (
        await postOwnerForm('/admin/privacy', {
          otherRegions: 'ask',
          askIn: '',
          dontAskIn: 'us, CA',
        })
      ).status,
    ).toBe(303);
    expect((await consentCookies({}, 'US')).consent).toMatchObject({
      display_banner: false,
      purposes: { a: true },
    });
    expect((await consentCookies({}, 'DE')).consent).toMatchObject({ display_banner: true });
    expect((await ownerPage('/admin/privacy')).html).toContain('value="CA, US"');

    const refused = await postOwnerForm('/admin/privacy', {
      otherRegions: 'ask',
      askIn: 'DE, Germany',
      dontAskIn: 'DE',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('“GERMANY” is not a two-letter country code.');
    // Nothing changed.
    expect((await consentCookies({}, 'US')).consent).toMatchObject({ display_banner: false });
    await postOwnerForm('/admin/privacy', { otherRegions: 'ask', askIn: '', dontAskIn: '' });
  });
});

describe('the produce_batch intake', () => {
  it('refuses what is not a batch with a 4xx and keeps nothing of it', async () => {
    const now = Date.now();
    expect((await postBatch('not json')).status).toBe(400);
    expect((await postBatch(JSON.stringify({ events: [] }))).status).toBe(400);
    const tooMany = { events: Array(21).fill(shopperBatch(now, 's').events[0]) };
    expect((await postBatch(JSON.stringify(tooMany))).status).toBe(400);
    expect((await postBatch('x'.repeat(70 * 1024))).status).toBe(413);
    expect((await postBatch('{}', 'application/x-www-form-urlencoded')).status).toBe(415);
    const get = await fetch(`${server.base}/.well-known/shopify/monorail/unstable/produce_batch`);
    expect(get.status).toBe(405);

    // A readable batch answers each event: unknown schemas and stale events are refused alone.
    const mixed = shopperBatch(now, 's-mixed');
    mixed.events[0]!.schema_id = 'something_else/1.0';
    mixed.events[2]!.metadata.event_created_at_ms = now - 30 * 86_400_000;
    const response = await postBatch(JSON.stringify(mixed));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: [
        { status: 400, message: 'Unknown schema_id' },
        { status: 200, message: 'ok' },
        { status: 400, message: 'The event time is out of range' },
        { status: 200, message: 'ok' },
      ],
    });
    const kept = server.db
      .prepare('SELECT kind, visit_token, cart_token FROM analytics_events')
      .all();
    expect(kept).toEqual([{ kind: 'add_to_cart', visit_token: 's-mixed', cart_token: 'c1-abc' }]);
    server.db.prepare('DELETE FROM analytics_events').run();
  });

  it('shows the owner per day what was sent: sessions, views, adds, checkouts, orders', async () => {
    const now = Date.now();
    // Two sessions today (one sends twice, the other is a signed-in customer's), one yesterday.
    for (const [at, visit, customerId] of [
      [now, 'visit-a', 0],
      [now, 'visit-a', 0],
      [now, 'visit-b', 42],
      [now - 86_400_000, 'visit-c', 0],
    ] as const) {
      const batch = shopperBatch(at, visit, { customerId });
      expect((await postBatch(JSON.stringify(batch))).status).toBe(200);
    }
    const cart = await createCart(server, [
      { merchandiseId: variantGid(subscriptionProduct), quantity: 1 },
    ]);
    // Opening the checkout twice is one checkout started.
    await fetch(cart.url);
    await fetch(cart.url);
    expect((await pay(cart)).status).toBe(303);

    const { status, html } = await ownerPage('/admin/analytics');
    expect(status).toBe(200);
    const today = new Date(now).toISOString().slice(0, 10);
    const yesterday = new Date(now - 86_400_000).toISOString().slice(0, 10);
    const row = (day: string) =>
      new RegExp(`<tr><th scope="row">${day}</th>((?:<td>[^<]*</td>)+)</tr>`)
        .exec(html)?.[1]
        ?.match(/<td>([^<]*)<\/td>/g)
        ?.map((cell) => cell.replace(/<\/?td>/g, ''));
    // Sessions, product views, added to cart, checkouts started, orders, conversion rate,
    // signed-in sessions.
    expect(row(today)).toEqual(['2', '3', '3', '1', '1', '50.0%', '1']);
    expect(row(yesterday)).toEqual(['1', '1', '1', '0', '0', '0.0%', '0']);
    expect(html).toContain('<dt>Signed-in sessions</dt><dd>1</dd>');
    expect(html).toContain('<dt>Conversion rate</dt><dd>33.3%</dd>');
    // The consent tests above accepted once and rejected once.
    expect(html).toContain('<dt>Allowed analytics</dt><dd>1</dd>');
    expect(html).toContain('<dt>Declined analytics</dt><dd>1</dd>');
    expect(html).toContain('<title id="funnel-title">Funnel, last 30 days</title>');
    expect(html).toContain(
      'Sessions: 3; Product views: 4; Added to cart: 4; Checkouts started: 1; Orders: 1.',
    );
  });
});
