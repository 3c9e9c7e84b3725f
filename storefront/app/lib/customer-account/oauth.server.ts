import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { getConfig } from '../config.server';
import type { AuthorizationFlow } from '../session.server';
import type { CustomerAccountEndpoints } from './discovery.server';

/**
 * OAuth 2.0 authorization code flow with PKCE (S256), state and nonce, as a public client of the
 * Customer Account API (no client secret: Shopify's "public" client type for headless
 * storefronts). Tokens are only ever held by the server.
 */

export const CUSTOMER_ACCOUNT_SCOPE = 'openid email customer-account-api:full';

/** 32 random bytes, base64url: state, nonce and the PKCE verifier (43 characters, RFC 7636). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const pkceChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

export interface AuthorizationRequest {
  url: string;
  flow: AuthorizationFlow;
}

export function createAuthorizationRequest(options: {
  endpoints: CustomerAccountEndpoints;
  clientId: string;
  redirectUri: string;
  returnTo: string;
}): AuthorizationRequest {
  const flow: AuthorizationFlow = {
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(),
    returnTo: options.returnTo,
  };
  const url = new URL(options.endpoints.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'code',
    redirect_uri: options.redirectUri,
    scope: CUSTOMER_ACCOUNT_SCOPE,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: pkceChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.href, flow };
}

const TokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  id_token: z.string().optional(),
  refresh_token: z.string().optional(),
});

export interface CustomerAccountTokens {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  /** Epoch ms. */
  expiresAt: number;
}

/** The token endpoint refused or could not be reached. Its message never carries a token. */
export class TokenRequestError extends Error {
  override name = 'TokenRequestError';
}

async function requestTokens(
  endpoints: CustomerAccountEndpoints,
  form: Record<string, string>,
  fetchImpl: typeof fetch,
): Promise<CustomerAccountTokens> {
  let response: Response;
  try {
    response = await fetchImpl(endpoints.tokenEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(getConfig().upstreamTimeoutMs),
    });
  } catch (cause) {
    throw new TokenRequestError('the token endpoint could not be reached', { cause });
  }
  const payload = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    // The OAuth error code (invalid_grant…) says why without revealing anything secret.
    const code = z.object({ error: z.string() }).safeParse(payload);
    throw new TokenRequestError(
      `the token endpoint answered ${response.status}${code.success ? ` (${code.data.error})` : ''}`,
    );
  }
  const tokens = TokenResponse.safeParse(payload);
  if (!tokens.success) throw new TokenRequestError('the token endpoint answered without tokens');
  return {
    accessToken: tokens.data.access_token,
    refreshToken: tokens.data.refresh_token,
    idToken: tokens.data.id_token,
    expiresAt: Date.now() + tokens.data.expires_in * 1000,
  };
}

export function exchangeAuthorizationCode(options: {
  endpoints: CustomerAccountEndpoints;
  clientId: string;
  redirectUri: string;
  code: string;
  codeVerifier: string;
  fetch?: typeof fetch;
}): Promise<CustomerAccountTokens> {
  return requestTokens(
    options.endpoints,
    {
      grant_type: 'authorization_code',
      client_id: options.clientId,
      redirect_uri: options.redirectUri,
      code: options.code,
      code_verifier: options.codeVerifier,
    },
    options.fetch ?? fetch,
  );
}

export function refreshAccessToken(options: {
  endpoints: CustomerAccountEndpoints;
  clientId: string;
  refreshToken: string;
  fetch?: typeof fetch;
}): Promise<CustomerAccountTokens> {
  return requestTokens(
    options.endpoints,
    {
      grant_type: 'refresh_token',
      client_id: options.clientId,
      refresh_token: options.refreshToken,
    },
    options.fetch ?? fetch,
  );
}

const keySets = new Map<string, JWTVerifyGetKey>();

function keySet(jwksUri: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUri);
  if (!keys) {
    // jose caches the keys and refetches when a token names a key id it has not seen (rotation).
    keys = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, keys);
  }
  return keys;
}

export class IdTokenError extends Error {
  override name = 'IdTokenError';
}

/**
 * Checks the ID token's signature against the platform's published keys, its issuer, audience
 * (our client id), expiry and the nonce this browser's flow was started with (so a token minted
 * for another sign-in cannot be slipped in).
 */
export async function verifyIdToken(
  idToken: string,
  options: { endpoints: CustomerAccountEndpoints; clientId: string; nonce: string },
): Promise<{ sub: string; email: string | undefined }> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(options.endpoints.jwksUri), {
      issuer: options.endpoints.issuer,
      audience: options.clientId,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 30,
    }));
  } catch (cause) {
    const reason = cause instanceof Error ? cause.name : 'unknown';
    throw new IdTokenError(`the ID token was refused (${reason})`, { cause });
  }
  if (payload.nonce !== options.nonce) throw new IdTokenError('the ID token nonce does not match');
  if (typeof payload.sub !== 'string') throw new IdTokenError('the ID token has no subject');
  return { sub: payload.sub, email: typeof payload.email === 'string' ? payload.email : undefined };
}

/**
 * Revokes one of the customer's tokens at the platform (RFC 7009), as a public client, so that a
 * copy of it is worthless from now on. Nothing to do when the platform offers no revocation
 * endpoint: its tokens then end when they expire, or with the platform session.
 */
export async function revokeToken(options: {
  endpoints: CustomerAccountEndpoints;
  clientId: string;
  token: string;
  tokenTypeHint: 'access_token' | 'refresh_token';
  fetch?: typeof fetch;
}): Promise<void> {
  const endpoint = options.endpoints.revocationEndpoint;
  if (!endpoint) return;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: options.token,
        token_type_hint: options.tokenTypeHint,
        client_id: options.clientId,
      }).toString(),
      signal: AbortSignal.timeout(getConfig().upstreamTimeoutMs),
    });
  } catch (cause) {
    throw new TokenRequestError('the revocation endpoint could not be reached', { cause });
  }
  await response.body?.cancel();
  if (!response.ok) {
    throw new TokenRequestError(`the revocation endpoint answered ${response.status}`);
  }
}

/** Where to send the browser to end the platform's session too. */
export function endSessionUrl(
  endpoints: CustomerAccountEndpoints,
  idToken: string | undefined,
  postLogoutRedirectUri: string,
): string | undefined {
  if (!endpoints.endSessionEndpoint) return undefined;
  const url = new URL(endpoints.endSessionEndpoint);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  return url.href;
}
