import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  buildEndSessionUrl,
  calculatePKCECodeChallenge,
  customFetch,
  discovery,
  enableNonRepudiationChecks,
  None,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  refreshTokenGrant,
  ResponseBodyError,
  tokenRevocation,
  WWWAuthenticateChallengeError,
  type Configuration,
  type TokenEndpointResponse,
} from 'openid-client';
import { z } from 'zod';
import { getConfig, isLocalStore } from '../config.server';
import { deadlineSignal } from '../http/timeout';
import { errorFields, logger } from '../log.server';
import type { AuthorizationFlow } from '../session.server';
import { PlatformError } from './platform-error';

/**
 * Passwordless sign-in at the platform through openid-client: the OAuth 2.0 authorization code
 * flow with PKCE (S256), state and nonce, as a public client of the Customer Account API (no
 * client secret: Shopify's "public" client type for headless storefronts). The library checks
 * the state and the ID token: signed with a key the platform publishes, by its issuer, for our
 * client, unexpired, with this flow's nonce. Tokens are only ever held by the server. Every call
 * has the upstream deadline, and every failure is a PlatformError whose `operationName` says
 * which step failed: `discovery`, `token` or `revocation`.
 */

const CUSTOMER_ACCOUNT_SCOPE = 'openid email customer-account-api:full';

const API = 'customer-account-auth';

/** Every request of the sign-in (the library's too, instead of its own timeout) has our deadline. */
async function fetchWithDeadline(url: string, init: RequestInit): Promise<Response> {
  const timeoutMs = getConfig().upstreamTimeoutMs;
  const deadline = deadlineSignal(timeoutMs);
  try {
    return await fetch(url, { ...init, signal: deadline.signal });
  } catch (cause) {
    const timedOut = deadline.timedOut();
    throw new PlatformError(
      timedOut ? `${url} did not answer within ${timeoutMs} ms` : `could not reach ${url}`,
      { api: API, kind: timedOut ? 'timeout' : 'network', cause },
    );
  }
}

/** A failed step as one PlatformError, whichever layer noticed: our fetch, the library, its checks. */
function platformError(operationName: string, error: unknown): PlatformError {
  const cause = error instanceof Error ? error.cause : undefined;
  const details = { api: API, operationName, cause: error } as const;
  const failed = [error, cause].find((e) => e instanceof PlatformError);
  if (failed) return new PlatformError(failed.message, { ...details, kind: failed.kind });
  if (error instanceof ResponseBodyError) {
    // The OAuth error code (invalid_grant…) says why without revealing anything secret.
    const message = `${operationName}: the platform answered ${error.status} (${error.error})`;
    return new PlatformError(message, { ...details, kind: 'graphql', status: error.status });
  }
  const status =
    error instanceof WWWAuthenticateChallengeError
      ? error.status
      : cause instanceof Response
        ? cause.status
        : undefined;
  if (status !== undefined) {
    const kind = status === 401 ? 'unauthorized' : 'http';
    return new PlatformError(`${operationName}: the platform answered ${status}`, {
      ...details,
      kind,
      status,
    });
  }
  const reason = error instanceof Error ? error.message : 'unknown failure';
  return new PlatformError(`${operationName}: ${reason}`, { ...details, kind: 'invalid-response' });
}

const CustomerAccountApiDocument = z.object({ graphql_api: z.string().url() });

interface Discovered {
  oauth: Configuration;
  /** The Customer Account API's GraphQL endpoint, as advertised. */
  graphqlApi: string;
}

/**
 * Where the store's Customer Account API lives, found the way Hydrogen finds it: OpenID
 * discovery at the store's domain (Shopify's issuer is another address, shopify.com/…, so the
 * document is read from the store and its issuer is the one ID tokens must name) and
 * `/.well-known/customer-account-api` for the GraphQL endpoint.
 */
async function discover(): Promise<Discovered> {
  const { storeDomain, customerAccountClientId } = getConfig();
  if (!customerAccountClientId) {
    throw new Error('passwordless sign-in needs PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID');
  }
  // Plain http only for a commerce server on this machine; any other store is https.
  const execute = [enableNonRepudiationChecks];
  if (isLocalStore(storeDomain) && storeDomain.startsWith('http:')) {
    execute.push(allowInsecureRequests);
  }
  const readGraphqlApi = async (url: string) => {
    const response = await fetchWithDeadline(url, { headers: { accept: 'application/json' } });
    const document = CustomerAccountApiDocument.safeParse(await response.json().catch(() => null));
    if (!response.ok || !document.success) {
      throw new Error(`${url} advertises no GraphQL API (${response.status})`);
    }
    return document.data.graphql_api;
  };
  try {
    const [oauth, graphqlApi] = await Promise.all([
      discovery(
        new URL('/.well-known/openid-configuration', storeDomain),
        customerAccountClientId,
        undefined,
        None(),
        {
          [customFetch]: (url, options) => fetchWithDeadline(url, options as RequestInit),
          execute,
        },
      ),
      readGraphqlApi(`${storeDomain}/.well-known/customer-account-api`),
    ]);
    return { oauth, graphqlApi };
  } catch (error) {
    throw platformError('discovery', error);
  }
}

let discovered: Promise<Discovered> | undefined;

/** Discovered once and kept, since it changes only with the platform. */
function discoverOnce(): Promise<Discovered> {
  // A failure is not kept: the platform may just be starting.
  discovered ??= discover().catch((error: unknown) => {
    discovered = undefined;
    throw error;
  });
  return discovered;
}

/**
 * The GraphQL endpoint of the Customer Account API. The platform advertises its newest version
 * (`.../api/2026-04/graphql`); the storefront asks for the version it was built against, like
 * its Storefront API calls.
 */
export async function customerAccountGraphqlEndpoint(): Promise<string> {
  const { graphqlApi } = await discoverOnce();
  return graphqlApi.replace(
    /\/api\/(?:\d{4}-\d{2}|unstable)\/graphql/,
    `/api/${getConfig().storefrontApiVersion}/graphql`,
  );
}

/** Where to send the browser to sign in, and the flow to keep in its sealed cookie meanwhile. */
export async function startSignIn(
  redirectUri: string,
  returnTo: string,
): Promise<{ url: string; flow: AuthorizationFlow }> {
  const { oauth } = await discoverOnce();
  const flow: AuthorizationFlow = {
    state: randomState(),
    nonce: randomNonce(),
    codeVerifier: randomPKCECodeVerifier(),
    returnTo,
  };
  const url = buildAuthorizationUrl(oauth, {
    redirect_uri: redirectUri,
    scope: CUSTOMER_ACCOUNT_SCOPE,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, flow };
}

function tokensFrom(answer: TokenEndpointResponse) {
  const lifetimeS = answer.expires_in ?? 0;
  if (lifetimeS <= 0) throw new Error('the token endpoint answered no lifetime');
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    idToken: answer.id_token,
    /** Epoch ms. */
    expiresAt: Date.now() + lifetimeS * 1000,
  };
}

async function atTokenEndpoint(grant: (oauth: Configuration) => Promise<TokenEndpointResponse>) {
  const { oauth } = await discoverOnce();
  try {
    return tokensFrom(await grant(oauth));
  } catch (error) {
    throw platformError('token', error);
  }
}

/**
 * The platform's answer at our callback (`callback`: the registered callback URL with the query
 * it came back with) exchanged for tokens with the flow's PKCE verifier, its state and the ID
 * token checked.
 */
export function finishSignIn(callback: URL, flow: AuthorizationFlow) {
  return atTokenEndpoint((oauth) =>
    authorizationCodeGrant(oauth, callback, {
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      pkceCodeVerifier: flow.codeVerifier,
    }),
  );
}

export function refreshTokens(refreshToken: string) {
  return atTokenEndpoint((oauth) => refreshTokenGrant(oauth, refreshToken));
}

/**
 * Revokes the customer's tokens at the platform (RFC 7009) where it offers revocation, so that a
 * copy of them is worthless from now on; otherwise they end when they expire, or with the
 * platform session. A token that cannot be revoked is logged and does not stop the rest. Answers
 * the platform's end-session page (which ends its session and comes back to `home`), if it has
 * one.
 */
export async function endPlatformSession(
  tokens: { accessToken: string; refreshToken?: string | undefined; idToken?: string | undefined },
  home: string,
): Promise<string | undefined> {
  const { oauth } = await discoverOnce();
  const { revocation_endpoint, end_session_endpoint } = oauth.serverMetadata();
  const revoke = async (token: string | undefined, hint: 'access_token' | 'refresh_token') => {
    if (!token || !revocation_endpoint) return;
    await tokenRevocation(oauth, token, { token_type_hint: hint }).catch((error: unknown) =>
      logger.warn(
        errorFields(platformError('revocation', error)),
        '[auth/logout] a token could not be revoked',
      ),
    );
  };
  await Promise.all([
    revoke(tokens.refreshToken, 'refresh_token'),
    revoke(tokens.accessToken, 'access_token'),
  ]);
  if (!end_session_endpoint) return undefined;
  const parameters: Record<string, string> = { post_logout_redirect_uri: home };
  if (tokens.idToken) parameters.id_token_hint = tokens.idToken;
  return buildEndSessionUrl(oauth, parameters).href;
}
