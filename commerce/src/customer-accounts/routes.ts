/**
 * Where the customer-account platform answers, shaped like Shopify's
 * (https://shopify.com/authentication/{shop}/oauth/authorize and friends), on this server.
 */
export const OIDC_ROUTES = {
  authorization: '/authentication/oauth/authorize',
  token: '/authentication/oauth/token',
  end_session: '/authentication/logout',
  jwks: '/authentication/.well-known/jwks.json',
  userinfo: '/authentication/userinfo',
  revocation: '/authentication/oauth/revoke',
} as const;

/** The hosted sign-in page of one sign-in attempt: {prefix}{interaction uid}. */
export const SIGN_IN_PAGE_PREFIX = '/authentication/login/';

const DISCOVERY_PATH = '/.well-known/openid-configuration';
export const CUSTOMER_ACCOUNT_API_DISCOVERY_PATH = '/.well-known/customer-account-api';
/** POST /account/customer/api/{version}/graphql */
export const CUSTOMER_ACCOUNT_API_PATH = /^\/account\/customer\/api\/([^/]+)\/graphql$/;

/** The path the storefront's OAuth callback has, under STOREFRONT_URL. */
export const STOREFRONT_CALLBACK_PATH = '/api/auth/callback';

/** Requests the OpenID provider itself answers (discovery, authorize, token, logout, JWKS). */
export function isProviderPath(path: string): boolean {
  return (
    path === DISCOVERY_PATH ||
    (path.startsWith('/authentication/') && !path.startsWith(SIGN_IN_PAGE_PREFIX))
  );
}
