import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLineAddInput } from '../cart/types';
import type * as EventCode from './events.client';

/**
 * The event code's signed-in customer: asked of the server once per page load and sign-in,
 * and carried by page views and additions to the cart as Shopify's schemas read it.
 */

const shop = {
  shopId: 'gid://shopify/Shop/1',
  storefrontId: '7',
  brand: 'Clearwell',
  currency: 'USD',
} as const;
let stored: string | null = null;
let signedIn: string | null = null;
let fetchSpy: ReturnType<typeof vi.fn>;

/** The module as a page load finds it: no customer asked yet. */
async function freshEvents(): Promise<typeof EventCode> {
  vi.resetModules();
  return import('./events.client');
}

/** The batches posted to the Monorail path, and how often the customer's id was asked. */
const posted = () =>
  fetchSpy.mock.calls
    .filter(([url]) => String(url).includes('monorail'))
    .map(
      ([, init]) =>
        (
          JSON.parse(String((init as RequestInit).body)) as {
            events: { payload: Record<string, unknown> }[];
          }
        ).events,
    );
const customerAsks = () =>
  fetchSpy.mock.calls.filter(([url]) => url === '/api/analytics/customer').length;

beforeEach(() => {
  stored = null;
  signedIn = null;
  fetchSpy = vi.fn((url: string) =>
    Promise.resolve(
      url === '/api/analytics/customer'
        ? Response.json({ customerId: signedIn })
        : Response.json({ result: [{ status: 200, message: 'ok' }] }),
    ),
  );
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('localStorage', {
    getItem: () => stored,
    setItem: (_key: string, value: string) => (stored = value),
    removeItem: () => (stored = null),
  });
  vi.stubGlobal('location', new URL('http://localhost:3000/products'));
  vi.stubGlobal('document', { cookie: '', title: 'Shop', referrer: '' });
  vi.stubGlobal('navigator', { userAgent: 'test' });
  vi.stubGlobal('performance', { getEntriesByType: () => [{ type: 'navigate' }] });
});
afterEach(() => vi.unstubAllGlobals());

describe('signedInCustomerId', () => {
  it('asks once per page load, and again when a password sign-in stores a token', async () => {
    const events = await freshEvents();
    expect(await events.signedInCustomerId()).toBeUndefined();
    expect(await events.signedInCustomerId()).toBeUndefined();
    expect(customerAsks()).toBe(1);

    signedIn = 'gid://shopify/Customer/42';
    stored = 'token-after-sign-in';
    expect(await events.signedInCustomerId()).toBe('gid://shopify/Customer/42');
    expect(customerAsks()).toBe(2);
    const [, init] = fetchSpy.mock.calls.at(-1)!;
    expect((init as RequestInit).headers).toMatchObject({
      Authorization: 'Bearer token-after-sign-in',
    });
  });

  it('reads a failed answer as no customer', async () => {
    fetchSpy.mockImplementationOnce(() => Promise.resolve(new Response('', { status: 502 })));
    const events = await freshEvents();
    expect(await events.signedInCustomerId()).toBeUndefined();
  });
});

describe('events of a signed-in customer', () => {
  it('page views and additions to the cart carry the customer, as Shopify’s schemas read it', async () => {
    signedIn = 'gid://shopify/Customer/42';
    const events = await freshEvents();
    await events.sendPageView(shop, [{ id: 'routes/products', data: null }]);
    const line: CartLineAddInput = {
      quantity: 1,
      merchandise: {
        id: 'gid://shopify/ProductVariant/5',
        title: 'Default Title',
        price: { amount: '29.0', currencyCode: 'USD' },
        product: { id: 'gid://shopify/Product/3', title: 'Powder', handle: 'powder' },
      },
    } as unknown as CartLineAddInput;
    await events.sendAddToCart(shop, [line], { id: 'gid://shopify/Cart/abc' } as Cart);

    const [pageView, addToCart] = posted();
    expect(pageView!.map((event) => event.payload.customerId ?? event.payload.customer_id)).toEqual(
      [42, 42, 42],
    );
    expect(addToCart![0]!.payload).toMatchObject({ customer_id: 42, cart_token: 'abc' });
  });

  it('a signed-out visitor’s events name no customer', async () => {
    const events = await freshEvents();
    await events.sendPageView(shop, [{ id: 'routes/home', data: null }]);
    const [pageView] = posted();
    for (const event of pageView!) {
      expect(event.payload).not.toHaveProperty('customerId');
      expect(event.payload).not.toHaveProperty('customer_id');
    }
  });
});
