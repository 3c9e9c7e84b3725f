import { describe, expect, it } from 'vitest';
import { action, loader } from './api.checkout';

// With no PUBLIC_STORE_DOMAIN the storefront points at the local commerce server.
const STORE = 'http://localhost:4001';

function post(body: string, contentType = 'application/json') {
  const request = new Request('http://localhost:3000/api/checkout', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return action({ request } as Parameters<typeof action>[0]);
}

describe('POST /api/checkout', () => {
  it("answers the checkout link on the store's host, path and query kept", async () => {
    const response = await post(
      JSON.stringify({ checkoutUrl: 'https://clearwell.myshopify.com/cart/c/tok?key=sec' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ checkoutUrl: `${STORE}/cart/c/tok?key=sec` });
  });

  it.each([
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
