import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storefrontContext } from '../lib/context';
import type { ShopifyClient } from '../lib/shopify';
import { commitSession } from '../lib/session.server';
import { action, loader } from './api.checkout';

// With no PUBLIC_STORE_DOMAIN the storefront points at the local commerce server.
const STORE = 'http://localhost:4001';
const CART_ID = 'gid://shopify/Cart/tok?key=sec';
const SENT_URL = 'https://clearwell.myshopify.com/cart/c/tok?key=sec';

/** The Storefront API's cartBuyerIdentityUpdate: records each call, answers the cart. */
const buyerUpdates: unknown[] = [];
let platformDown = false;
const storefront = {
  request: (_document: string, options?: { variables?: Record<string, unknown> }) => {
    if (platformDown) return Promise.reject(new Error('connect ECONNREFUSED'));
    buyerUpdates.push(options?.variables);
    return Promise.resolve({
      cartBuyerIdentityUpdate: {
        cart: { id: CART_ID, checkoutUrl: `${SENT_URL}&logged_in=true`, lines: { nodes: [] } },
        userErrors: [],
        warnings: [],
      },
    });
  },
} as unknown as ShopifyClient;

beforeEach(() => {
  buyerUpdates.length = 0;
  platformDown = false;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function post(body: string, contentType = 'application/json', headers: HeadersInit = {}) {
  const request = new Request('http://localhost:3000/api/checkout', {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });
  const context = new RouterContextProvider();
  context.set(storefrontContext, storefront);
  return action({ request, context } as never);
}

const handOff = (headers: HeadersInit = {}) =>
  post(JSON.stringify({ checkoutUrl: SENT_URL, cartId: CART_ID }), 'application/json', headers);

describe('POST /api/checkout', () => {
  it("answers the checkout link on the store's host, path and query kept", async () => {
    const response = await post(
      JSON.stringify({ checkoutUrl: 'https://clearwell.myshopify.com/cart/c/tok?key=sec' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ checkoutUrl: `${STORE}/cart/c/tok?key=sec` });
  });

  it("leaves a guest's cart as it is", async () => {
    const response = await handOff();
    expect(await response.json()).toEqual({ checkoutUrl: `${STORE}/cart/c/tok?key=sec` });
    expect(buyerUpdates).toEqual([]);
  });

  it("makes a password customer the cart's buyer, with their customer access token", async () => {
    const response = await handOff({ Authorization: 'Bearer sf-customer-token-1' });
    expect(response.status).toBe(200);
    expect(buyerUpdates).toEqual([
      { cartId: CART_ID, buyerIdentity: { customerAccessToken: 'sf-customer-token-1' } },
    ]);
    expect(await response.json()).toEqual({
      checkoutUrl: `${STORE}/cart/c/tok?key=sec&logged_in=true`,
    });
  });

  it("makes a passwordless customer the cart's buyer, with their Customer Account API token", async () => {
    const cookie = await commitSession({
      family: 'customer-account',
      accessToken: 'ca-access-token-1',
      expiresAt: Date.now() + 60 * 60 * 1000,
    });
    await handOff({ cookie: cookie.split(';')[0]! });
    expect(buyerUpdates).toEqual([
      { cartId: CART_ID, buyerIdentity: { customerAccessToken: 'ca-access-token-1' } },
    ]);
  });

  it('still hands off, as a guest, when the platform cannot set the buyer', async () => {
    platformDown = true;
    const response = await handOff({ Authorization: 'Bearer sf-customer-token-1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ checkoutUrl: `${STORE}/cart/c/tok?key=sec` });
  });

  it.each([
    [
      'a cartId that is not a cart',
      `{"checkoutUrl": "${SENT_URL}", "cartId": "gid://shopify/Customer/1"}`,
    ],
    ['a cartId that is not a string', `{"checkoutUrl": "${SENT_URL}", "cartId": 7}`],
    ['no checkoutUrl', '{}'],
    ['a number', '{"checkoutUrl": 42}'],
    ['a script URL', '{"checkoutUrl": "javascript:alert(1)"}'],
    ['not a URL', '{"checkoutUrl": "cart please"}'],
    ['broken JSON', '{"checkoutUrl": '],
  ])('refuses %s with 400 and a reason', async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses a body over 8 KB with 413', async () => {
    const response = await post(
      JSON.stringify({ checkoutUrl: `https://x.example/?q=${'a'.repeat(9000)}` }),
    );
    expect(response.status).toBe(413);
  });

  it('refuses anything but JSON with 415', async () => {
    const response = await post(
      'checkoutUrl=https://x.example',
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(415);
  });

  it('refuses other methods with 405', async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
