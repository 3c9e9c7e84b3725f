import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from './test-server';
import { TEST_STOREFRONT_URL } from './test-server';

/** Drives the hosted passwordless sign-in over real HTTP, as a browser without JavaScript would. */

export const CLIENT_ID = 'local-customer-account-client';
export const REDIRECT_URI = `${TEST_STOREFRONT_URL}/api/auth/callback`;
export const SCOPE = 'openid email customer-account-api:full';

/** A browser's cookies for one site, enough for the provider's (path is ignored). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw] = attribute.trim().split('=');
        return key?.toLowerCase() === 'expires' && Date.parse(raw ?? '') < Date.now();
      });
      if (!value || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
  [key: string]: unknown;
}

export interface PkceRequest {
  state: string;
  nonce: string;
  verifier: string;
  url: string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export function pkceRequest(discovery: Discovery): PkceRequest {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(12));
  const nonce = base64url(randomBytes(12));
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return { state, nonce, verifier, url: url.toString() };
}

export async function discover(server: TestServer): Promise<Discovery> {
  const response = await fetch(`${server.base}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  return (await response.json()) as Discovery;
}

/** A fetch that keeps cookies and never follows redirects. */
export function browser(server: TestServer) {
  const jar = new CookieJar();
  const absolute = (url: string) => new URL(url, server.base).toString();
  return {
    jar,
    async get(url: string, headers: Record<string, string> = {}): Promise<Response> {
      const response = await fetch(absolute(url), {
        headers: { cookie: jar.header(), accept: 'text/html', ...headers },
        redirect: 'manual',
      });
      jar.store(response);
      return response;
    },
    async post(url: string, fields: Record<string, string>): Promise<Response> {
      const response = await fetch(absolute(url), {
        method: 'POST',
        headers: {
          cookie: jar.header(),
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      jar.store(response);
      return response;
    },
  };
}

export type Browser = ReturnType<typeof browser>;

export interface OutboxEntry {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  createdAt: string;
}

export async function outboxOf(server: TestServer, email: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${server.base}/__outbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxEntry[] }).messages;
}

export async function latestCode(server: TestServer, email: string): Promise<string> {
  const [latest] = await outboxOf(server, email);
  expect(latest?.kind).toBe('sign_in_code');
  return latest?.code ?? '';
}

/** Authorize → the hosted page's URL (after the provider's redirect to its interaction). */
export async function startSignIn(b: Browser, request: PkceRequest): Promise<string> {
  const authorize = await b.get(request.url);
  expect(authorize.status).toBe(303);
  const location = authorize.headers.get('location') ?? '';
  expect(location).toMatch(/\/authentication\/login\//);
  return location;
}

/** Email → Continue, then the code form's URL. */
export async function submitEmail(b: Browser, page: string, email: string): Promise<Response> {
  return b.post(page, { step: 'email', email });
}

export async function submitCode(b: Browser, page: string, code: string): Promise<Response> {
  return b.post(page, { step: 'code', code });
}

/** Follows the provider's redirects from the accepted code to the storefront's callback. */
export async function followToCallback(b: Browser, response: Response): Promise<URL> {
  let current = response;
  for (let hops = 0; hops < 5; hops += 1) {
    const location = current.headers.get('location');
    expect(location, `redirect expected, got ${current.status}`).toBeTruthy();
    if (location?.startsWith(REDIRECT_URI)) return new URL(location);
    current = await b.get(location ?? '');
  }
  throw new Error('Too many redirects before the callback');
}

/** The whole passwordless sign-in: the callback URL with code and state. */
export async function signInWithCode(
  server: TestServer,
  b: Browser,
  request: PkceRequest,
  email: string,
): Promise<URL> {
  const page = await startSignIn(b, request);
  const continued = await submitEmail(b, page, email);
  expect(continued.status).toBe(303);
  const code = await latestCode(server, email);
  return followToCallback(b, await submitCode(b, page, code));
}

export interface TokenSet {
  access_token: string;
  token_type: string;
  expires_in: number;
  id_token: string;
  refresh_token: string;
}

export function postToken(discovery: Discovery, fields: Record<string, string>): Promise<Response> {
  return fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export function exchangeCode(
  discovery: Discovery,
  code: string,
  verifier: string,
): Promise<Response> {
  return postToken(discovery, {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code,
    code_verifier: verifier,
  });
}

export async function customerAccountQuery<T = Record<string, unknown>>(
  server: TestServer,
  accessToken: string,
  query: string,
  variables?: Record<string, unknown>,
  version = '2026-04',
): Promise<{ status: number; body: { data?: T; errors?: unknown[] } }> {
  const response = await fetch(`${server.base}/account/customer/api/${version}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: T; errors?: unknown[] },
  };
}
