import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientIpContext, storefrontContext } from '../lib/context';
import { MemoryRateLimitStore, setRateLimitStore } from '../lib/http/rate-limit.server';
import { logger } from '../lib/log.server';
import type { ShopifyClient } from '../lib/shopify';
import { commitAuthorizationFlow, commitSession, readSession } from '../lib/session.server';
import { loader as callback } from './api.auth.callback';
import { loader as startLogin } from './api.auth.login';
import { action as logout, loader as logoutPage } from './api.auth.logout';

/**
 * Where passwordless sign-in lands, and logging out of either family, against a small OpenID
 * provider on a real port: it issues codes for PKCE challenges, signs ID tokens with a key from
 * its JWKS, and records what is revoked at its RFC 7009 endpoint.
 */

const CLIENT_ID = 'local-customer-account-client';
const STOREFRONT = 'http://localhost:3000';

let server: Server;
let issuer: string;
let signingKey: CryptoKey;
const codes = new Map<string, { challenge: string; nonce: string }>();
let revoked: Record<string, string>[] = [];
let revocationStatus = 200;

async function tokens(form: URLSearchParams) {
  const code = codes.get(form.get('code') ?? '');
  const challenge = createHash('sha256')
    .update(form.get('code_verifier') ?? '')
    .digest('base64url');
  if (!code || code.challenge !== challenge)
    return { status: 400, body: { error: 'invalid_grant' } };
  codes.delete(form.get('code')!);
  const idToken = await new SignJWT({ nonce: code.nonce })
    .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
    .setIssuer(issuer)
    .setAudience(CLIENT_ID)
    .setSubject('gid://shopify/Customer/1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(signingKey);
  const id = Math.random().toString(36).slice(2);
  return {
    status: 200,
    body: {
      access_token: `access-${id}`,
      refresh_token: `refresh-${id}`,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: 3600,
    },
  };
}

beforeAll(async () => {
  const keys = await generateKeyPair('ES256');
  signingKey = keys.privateKey;
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'ES256' };
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', issuer).pathname;
      if (path === '/.well-known/openid-configuration') {
        return send(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          end_session_endpoint: `${issuer}/logout`,
          revocation_endpoint: `${issuer}/revoke`,
          jwks_uri: `${issuer}/jwks`,
        });
      }
      if (path === '/.well-known/customer-account-api') {
        return send(200, { graphql_api: `${issuer}/account/customer/api/2026-04/graphql` });
      }
      if (path === '/jwks') return send(200, { keys: [publicJwk] });
      if (path === '/token') {
        void tokens(new URLSearchParams(text)).then(({ status, body }) => send(status, body));
        return;
      }
      if (path === '/revoke') {
        revoked.push(Object.fromEntries(new URLSearchParams(text)));
        res.writeHead(revocationStatus).end();
        return;
      }
      send(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('PUBLIC_STORE_DOMAIN', issuer);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

let deletedCustomerTokens: unknown[];
beforeEach(() => {
  setRateLimitStore(new MemoryRateLimitStore());
  revoked = [];
  revocationStatus = 200;
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
  const code = `code-${Math.random().toString(36).slice(2)}`;
  codes.set(code, {
    challenge: authorize.searchParams.get('code_challenge')!,
    nonce: authorize.searchParams.get('nonce')!,
  });
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
    const flowCookie = commitAuthorizationFlow({
      state,
      nonce: authorize.searchParams.get('nonce')!,
      codeVerifier: 'a-verifier-the-test-knows-0123456789-abcdefgh',
      returnTo: '//evil.example',
    }).split(';')[0]!;
    const code = 'code-for-forged-flow';
    codes.set(code, {
      challenge: createHash('sha256')
        .update('a-verifier-the-test-knows-0123456789-abcdefgh')
        .digest('base64url'),
      nonce: authorize.searchParams.get('nonce')!,
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
    expect(`${destination.origin}${destination.pathname}`).toBe(`${issuer}/logout`);
    expect(destination.searchParams.get('id_token_hint')).toBe(session.idToken);
    expect(destination.searchParams.get('post_logout_redirect_uri')).toBe(`${STOREFRONT}/`);
    expect(response.headers.get('set-cookie')).toMatch(/^clearwell_session=; .*Max-Age=0/);
    expect(revoked).toEqual(
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
    const cookie = commitSession(new Request(STOREFRONT), {
      family: 'storefront',
      customerAccessToken: 'sf-customer-token',
      expiresAt: Date.now() + 3_600_000,
    }).split(';')[0]!;
    const response = (await logout(args(logoutRequest(cookie)))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(deletedCustomerTokens).toEqual(['sf-customer-token']);
    expect(await readSession(withCookie(cookie))).toBeNull();
  });

  it('signs out here even when the platform refuses to revoke its tokens', async () => {
    revocationStatus = 503;
    const cookie = cookieOf(await signIn(), 'clearwell_session')!;
    const response = (await logout(args(logoutRequest(cookie)))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${issuer}/logout\\?`));
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
    expect(revoked).toEqual([]);
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
