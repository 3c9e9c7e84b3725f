import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpFakeSignInPlatform } from '../../test/support/fake-sign-in-platform';
import { storefrontContext } from '../lib/context';
import type { ShopifyClient } from '../lib/shopify';
import { commitSession } from '../lib/session.server';
import { loader as listSubscriptions } from './api.customer.subscriptions';
import { action as changeSubscription } from './api.customer.subscriptions.$subscriptionId';

/**
 * What POST /api/customer/subscriptions/{id} refuses before anything reaches the platform: the
 * signed-out, other sites riding on the session cookie, and bodies that are not a change. The
 * Storefront API stand-in records every call, so "refused" also means "nothing was asked".
 */

const STOREFRONT = 'http://localhost:3000';
setUpFakeSignInPlatform();

const platformCalls: string[] = [];
beforeEach(() => {
  platformCalls.length = 0;
});
const storefront = {
  endpoint: 'http://platform.test/api',
  request: ((document: string) => {
    platformCalls.push(document);
    return Promise.resolve({ customer: null });
  }) as ShopifyClient['request'],
} as ShopifyClient;

function args(request: Request, subscriptionId = '12') {
  const context = new RouterContextProvider();
  context.set(storefrontContext, storefront);
  return { request, params: { subscriptionId }, context, url: new URL(request.url) } as never;
}

const post = (body: string, headers: Record<string, string>) =>
  new Request(`${STOREFRONT}/api/customer/subscriptions/12`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });

const cookie = async () =>
  (
    await commitSession({
      family: 'storefront',
      customerAccessToken: 'sf-token',
      expiresAt: Date.now() + 60_000,
    })
  ).split(';')[0]!;

const statusOf = async (response: unknown) => (response as Response).status;
const errorOf = async (response: unknown) =>
  ((await (response as Response).json()) as { error: string }).error;

describe('POST /api/customer/subscriptions/{id}', () => {
  it('answers 401 when signed out', async () => {
    expect(await statusOf(await changeSubscription(args(post('{"action":"pause"}', {}))))).toBe(
      401,
    );
  });

  it('refuses a change riding on the cookie from another site, or without browser marks', async () => {
    const attempts: Record<string, string>[] = [
      { cookie: await cookie(), Origin: 'https://evil.example' },
      { cookie: await cookie(), 'Sec-Fetch-Site': 'cross-site' },
      { cookie: await cookie() },
    ];
    for (const headers of attempts) {
      const response = await changeSubscription(args(post('{"action":"cancel"}', headers)));
      expect(await statusOf(response)).toBe(403);
    }
    expect(platformCalls).toEqual([]);
  });

  it('answers 400 for anything but a change it knows, naming what it takes', async () => {
    const bearer = { Authorization: 'Bearer sf-token-123' };
    for (const body of [
      '{"action":"delete"}',
      '{"action":"skip"}',
      '{"action":"skip","cycleIndex":-1}',
      '{"action":"skip","cycleIndex":1.5}',
      '{"action":"pause","cycleIndex":2}',
      '{"action":"pause","status":"CANCELLED"}',
      '[]',
      'not json',
    ]) {
      const response = await changeSubscription(args(post(body, bearer)));
      expect(await statusOf(response), body).toBe(400);
    }
    const response = await changeSubscription(args(post('{"action":"delete"}', bearer)));
    expect(await errorOf(response)).toBe(
      'action must be skip, unskip (with cycleIndex), pause, resume or cancel',
    );
    expect(platformCalls).toEqual([]);
  });

  it('answers 415 for a form, 413 for a large body and 405 for another method', async () => {
    const bearer = { Authorization: 'Bearer sf-token-123' };
    const form = post('action=pause', {
      ...bearer,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(await statusOf(await changeSubscription(args(form)))).toBe(415);
    const large = post(JSON.stringify({ action: 'pause', padding: 'x'.repeat(2_000) }), bearer);
    expect(await statusOf(await changeSubscription(args(large)))).toBe(413);
    const put = new Request(`${STOREFRONT}/api/customer/subscriptions/12`, { method: 'PUT' });
    expect(await statusOf(await changeSubscription(args(put)))).toBe(405);
  });

  it('treats a token the platform no longer knows as signed out', async () => {
    const response = await changeSubscription(
      args(post('{"action":"resume"}', { Authorization: 'Bearer sf-token-old' })),
    );
    expect(await statusOf(response)).toBe(401);
  });
});

describe('GET /api/customer/subscriptions', () => {
  it('answers 401 when signed out', async () => {
    const response = await listSubscriptions(
      args(new Request(`${STOREFRONT}/api/customer/subscriptions`)),
    );
    expect(await statusOf(response)).toBe(401);
  });
});
