import { z } from 'zod';
import { getConfig } from '../config.server';

/**
 * Where the store's Customer Account API lives, found the way Hydrogen finds it: OpenID
 * discovery for the OAuth endpoints and `/.well-known/customer-account-api` for the GraphQL
 * endpoint. Both are fetched once per store and kept, since they change only with the platform.
 */

const OpenIdConfiguration = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  end_session_endpoint: z.string().url().optional(),
  revocation_endpoint: z.string().url().optional(),
  jwks_uri: z.string().url(),
});

const CustomerAccountApiConfiguration = z.object({ graphql_api: z.string().url() });

export interface CustomerAccountEndpoints {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  endSessionEndpoint: string | undefined;
  /** Token revocation (RFC 7009), when the platform offers it. */
  revocationEndpoint: string | undefined;
  jwksUri: string;
  /** The GraphQL endpoint for this storefront's API version. */
  graphqlEndpoint: string;
}

export class DiscoveryError extends Error {
  override name = 'DiscoveryError';
}

const cache = new Map<string, Promise<CustomerAccountEndpoints>>();

/**
 * The platform advertises its newest version (`.../api/2026-04/graphql`); the storefront asks
 * for the version it was built against, like its Storefront API calls.
 */
export function graphqlEndpointForVersion(advertised: string, apiVersion: string): string {
  return advertised.replace(
    /\/api\/(?:\d{4}-\d{2}|unstable)\/graphql/,
    `/api/${apiVersion}/graphql`,
  );
}

async function fetchJson(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(getConfig().upstreamTimeoutMs),
    });
  } catch (cause) {
    throw new DiscoveryError(`could not reach ${url}`, { cause });
  }
  if (!response.ok) throw new DiscoveryError(`${url} answered ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch (cause) {
    throw new DiscoveryError(`${url} did not answer JSON`, { cause });
  }
}

async function discover(
  storeDomain: string,
  apiVersion: string,
  fetchImpl: typeof fetch,
): Promise<CustomerAccountEndpoints> {
  const [openId, api] = await Promise.all([
    fetchJson(`${storeDomain}/.well-known/openid-configuration`, fetchImpl),
    fetchJson(`${storeDomain}/.well-known/customer-account-api`, fetchImpl),
  ]);
  const oidc = OpenIdConfiguration.safeParse(openId);
  const graphql = CustomerAccountApiConfiguration.safeParse(api);
  if (!oidc.success || !graphql.success) {
    throw new DiscoveryError(`${storeDomain} advertises an incomplete Customer Account API`);
  }
  return {
    issuer: oidc.data.issuer,
    authorizationEndpoint: oidc.data.authorization_endpoint,
    tokenEndpoint: oidc.data.token_endpoint,
    endSessionEndpoint: oidc.data.end_session_endpoint,
    revocationEndpoint: oidc.data.revocation_endpoint,
    jwksUri: oidc.data.jwks_uri,
    graphqlEndpoint: graphqlEndpointForVersion(graphql.data.graphql_api, apiVersion),
  };
}

export function discoverCustomerAccountApi(
  storeDomain: string,
  apiVersion: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CustomerAccountEndpoints> {
  const key = `${storeDomain} ${apiVersion}`;
  let endpoints = cache.get(key);
  if (!endpoints) {
    endpoints = discover(storeDomain, apiVersion, fetchImpl);
    cache.set(key, endpoints);
    // A failure is not kept: the platform may just be starting.
    endpoints.catch(() => cache.delete(key));
  }
  return endpoints;
}

/** For tests that start a new platform on a reused address. */
export function forgetDiscoveredEndpoints(): void {
  cache.clear();
}
