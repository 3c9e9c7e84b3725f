import { createHash } from 'node:crypto';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, setUpFakeSignInPlatform } from '../../test/support/fake-sign-in-platform';
import { clientIpContext, storefrontContext } from '../lib/context';
import { setRateLimitStore } from '../lib/http/rate-limit.server';
import { logger } from '../lib/log.server';
import type { ShopifyClient } from '../lib/shopify';
import { commitAuthorizationFlow, commitSession, readSession } from '../lib/session.server';
import { loader as callback } from './api.auth.callback';
import { loader as startLogin } from './api.auth.login';
import { action as logout, loader as logoutPage } from './api.auth.logout';

/**
 * Where passwordless sign-in lands, and logging out of either family, against a small OpenID
 * provider on a real port (test/support/fake-sign-in-platform.ts), which records what is revoked
 * at its RFC 7009 endpoint.
 */

const STOREFRONT = 'http://localhost:3000';

const platform = setUpFakeSignInPlatform();

let deletedCustomerTokens: unknown[];
beforeEach(() => {
  setRateLimitStore(null);
  deletedCustomerTokens = [];
  for (const method of ['info', 'warn', 'error'] as const) {
    vi.spyOn(logger, method).mockImplementation((() => {}) as never);
  }
});

/** The Storefront API as logout sees it: it deletes customer access tokens. */
const storefront = {
  endpoint: 'http://storefront.invalid/api/2026-04/graphql.json',
  request: ((document: string, options?: { variables?: Record<string, unknown> }) => {
    if (!document.includes('customerAccessTokenDelete')) {
      return Promise.reject(new Error('unexpected document'));
    }
    deletedCustomerTokens.push(options?.variables?.customerAccessToken);
    return Promise.resolve({ customerAccessTokenDelete: { deletedAccessToken: 'x' } });
  }) as ShopifyClient['request'],
} as ShopifyClient;

function args(request: Request) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, '203.0.113.7');
  context.set(storefrontContext, storefront);
  return { request, params: {}, context, url: new URL(request.url) } as never;
}

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];

/** Passwordless sign-in from `/api/auth/login?return_to=…` to the platform's return. */
async function signIn(returnTo?: string): Promise<Response> {
  const query = returnTo === undefined ? '' : `?return_to=${encodeURIComponent(returnTo)}`;
  const started = (await startLogin(
    args(new Request(`${STOREFRONT}/api/auth/login${query}`)),
  )) as Response;
  const authorize = new URL(started.headers.get('location')!);
  const code = platform.issueCode(authorize);
  return returnFromPlatform(
    `code=${code}&state=${authorize.searchParams.get('state')!}`,
    cookieOf(started, 'clearwell_auth_flow')!,
  );
}

async function returnFromPlatform(query: string, flowCookie: string): Promise<Response> {
  const request = new Request(`${STOREFRONT}/api/auth/callback?${query}`, {
    headers: { cookie: flowCookie },
  });
  return (await callback(args(request))) as Response;
}

function logoutRequest(cookie: string | undefined, headers: Record<string, string> = {}) {
  return new Request(`${STOREFRONT}/api/auth/logout`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: STOREFRONT,
      'Sec-Fetch-Site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: '',
  });
}

/** A request made with a copy of the cookie (another browser, or someone who took it). */
const withCookie = (cookie: string) =>
  new Request(`${STOREFRONT}/account`, { headers: { cookie } });

describe('where sign-in lands', () => {
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2e//evil.example',
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
  ])('never on another site: return_to=%s lands on /account', async (returnTo) => {
    const response = await signIn(returnTo);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
  });

  it('back on the page sign-in started from, when it is a path on this site', async () => {
    const response = await signIn('/products/bath-powder?size=4');
    expect(response.headers.get('location')).toBe('/products/bath-powder?size=4');
  });

  it('on /account when the sealed flow itself names another site (checked again at the callback)', async () => {
    // A flow cookie sealed with the server's key but holding an unsafe path: only the callback's
    // own check stands between it and the redirect.
    const started = (await startLogin(
      args(new Request(`${STOREFRONT}/api/auth/login`)),
    )) as Response;
    const authorize = new URL(started.headers.get('location')!);
    const state = authorize.searchParams.get('state')!;
    const flowCookie = (
      await commitAuthorizationFlow({
        state,
        nonce: authorize.searchParams.get('nonce')!,
        codeVerifier: 'a-verifier-the-test-knows-0123456789-abcdefgh',
        returnTo: '//evil.example',
      })
    ).split(';')[0]!;
    const code = platform.issueCodeFor({
      challenge: createHash('sha256')
        .update('a-verifier-the-test-knows-0123456789-abcdefgh')
        .digest('base64url'),
      redirectUri: authorize.searchParams.get('redirect_uri')!,
      nonce: authorize.searchParams.get('nonce')!,
      expiresAt: Date.now() + 60_000,
    });
    const response = await returnFromPlatform(`code=${code}&state=${state}`, flowCookie);
    expect(response.headers.get('location')).toBe('/account');
  });
});

describe('GET /api/auth/logout', () => {
  it('signs no one out: it leads to the page that asks', async () => {
    const cookie = cookieOf(await signIn(), 'clearwell_session')!;
    const response = logoutPage();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/logout');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await readSession(withCookie(cookie))).not.toBeNull();
  });
});

describe('POST /api/auth/logout', () => {
  it('ends a passwordless session: revoked here and at the platform, then its end-session page', async () => {
    const signedIn = await signIn();
    const cookie = cookieOf(signedIn, 'clearwell_session')!;
    const session = await readSession(withCookie(cookie));
    if (session?.family !== 'customer-account') throw new Error('expected a passwordless session');

    const response = (await logout(args(logoutRequest(cookie)))) as Response;
    expect(response.status).toBe(303);
    const destination = new URL(response.headers.get('location')!);
    expect(`${destination.origin}${destination.pathname}`).toBe(`${platform.issuer}/logout`);
    expect(destination.searchParams.get('id_token_hint')).toBe(session.idToken);
    expect(destination.searchParams.get('post_logout_redirect_uri')).toBe(`${STOREFRONT}/`);
    expect(response.headers.get('set-cookie')).toMatch(/^clearwell_session=; .*Max-Age=0/);
    expect(platform.revoked).toEqual(
      expect.arrayContaining([
        { token: session.refreshToken, token_type_hint: 'refresh_token', client_id: CLIENT_ID },
        { token: session.accessToken, token_type_hint: 'access_token', client_id: CLIENT_ID },
      ]),
    );
    // A copy of the cookie, kept from before logout, is refused at once: the browser has not
    // reached the platform's end-session page yet (and may never).
    expect(await readSession(withCookie(cookie))).toBeNull();
  });

  it('ends a password session: its access token deleted, the cookie refused, then /', async () => {
    const cookie = (
      await commitSession({
        family: 'storefront',
        customerAccessToken: 'sf-customer-token',
        expiresAt: Date.now() + 3_600_000,
      })
    ).split(';')[0]!;
    const response = (await logout(args(logoutRequest(cookie)))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(deletedCustomerTokens).toEqual(['sf-customer-token']);
    expect(await readSession(withCookie(cookie))).toBeNull();
  });

  it('signs out here even when the platform refuses to revoke its tokens', async () => {
    platform.revocationStatus = 503;
    const cookie = cookieOf(await signIn(), 'clearwell_session')!;
    const response = (await logout(args(logoutRequest(cookie)))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${platform.issuer}/logout\\?`));
    expect(await readSession(withCookie(cookie))).toBeNull();
  });

  it('goes to / when no one is signed in', async () => {
    const response = (await logout(args(logoutRequest(undefined)))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('refuses a form from another site, and the session stays open', async () => {
    const cookie = cookieOf(await signIn(), 'clearwell_session')!;
    const response = (await logout(
      args(
        logoutRequest(cookie, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }),
      ),
    )) as Response;
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site requests are not allowed' });
    expect(platform.revoked).toEqual([]);
    expect(await readSession(withCookie(cookie))).not.toBeNull();
  });

  it('answers a body that no form sends with 415, and signs no one out', async () => {
    const cookie = cookieOf(await signIn(), 'clearwell_session')!;
    const response = (await logout(
      args(logoutRequest(cookie, { 'Content-Type': 'application/json' })),
    )) as Response;
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'Log out with the form, or a POST without a body',
    });
    expect(await readSession(withCookie(cookie))).not.toBeNull();
  });

  it('answers other methods with 405', async () => {
    const request = new Request(`${STOREFRONT}/api/auth/logout`, {
      method: 'DELETE',
      headers: { Origin: STOREFRONT },
    });
    const response = (await logout(args(request))) as Response;
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });
});
