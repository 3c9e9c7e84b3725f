import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import type { ImageSources } from '../cdn/image-sources';
import { SUPPORTED_API_VERSIONS } from '../config';
import type { ContentStores } from '../content/content-stores';
import { HttpError } from '../http/http-error';
import { shopChrome } from '../content/shop-chrome';
import { logger } from '../lib/logger';
import { sendJson, sendJsonError } from '../http/responses';
import { buyerTokenLookup } from './buyer-tokens';
import { createCustomerAccountApiHandler } from './customer-account-api/handler';
import { createLogoutHandler } from './logout';
import { createOidcProvider } from './provider';
import type { AccountsSetup } from './customer-stores';
import {
  CUSTOMER_ACCOUNT_API_DISCOVERY_PATH,
  CUSTOMER_ACCOUNT_API_PATH,
  isProviderPath,
  OIDC_ROUTES,
  SIGN_IN_PAGE_PREFIX,
} from './routes';
import { loadCustomerAccountSecrets } from './secrets';
import { createVerificationHandler } from './verification-handler';
import { verificationPurposeOf } from './email-verification';
import {
  createSignInHandler,
  DEFAULT_SIGN_IN_RATE_LIMITS,
  type SignInRateLimits,
} from './sign-in-handler';

/** Knobs tests turn (low limits, a fake clock); defaults suit everyone else. */
export interface CustomerAccountTuning {
  rateLimits?: Partial<SignInRateLimits>;
  /** The clock sign-in codes read. */
  now?: () => Date;
}

type CustomerAccountsOptions = CustomerAccountTuning &
  Pick<AccountsSetup, 'db' | 'origin' | 'clientId' | 'storefrontUrl'> & {
    /** The shop's name and currency. */
    catalogue: CatalogueCache;
    /** The shop's brand, whose logo heads the hosted pages. */
    content: ContentStores;
    imageSources: ImageSources;
  };

/** The newest API version this server answers, which discovery advertises. */
const NEWEST_API_VERSION = [...SUPPORTED_API_VERSIONS].sort().at(-1) ?? '2026-04';

/**
 * Customer accounts on the local platform: the OpenID provider (discovery, authorize, token,
 * logout, JWKS), the hosted passwordless sign-in pages and the Customer Account GraphQL API.
 * Returns a handler that answers its own paths and says false for anything else, and the lookup
 * of the customer a cart's buyer token signs in, which the hosted checkout asks.
 */
export function createCustomerAccounts(options: CustomerAccountsOptions) {
  const storefrontUrl = options.storefrontUrl.replace(/\/+$/, '');
  const setup: AccountsSetup = {
    ...options,
    storefrontUrl,
    chrome: shopChrome({ ...options, storefrontUrl }),
    currencyCode: () => options.catalogue.current().currencyCode(),
    now: options.now ?? (() => new Date()),
    secrets: loadCustomerAccountSecrets(options.db),
  };
  const provider = createOidcProvider(setup);
  // Koa would print whole errors; say only what kind of failure it was (no tokens, no codes).
  provider.silent = true;
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    logger.error({ err: { name: error.name } }, 'OpenID provider error');
  });
  const providerCallback = provider.callback();

  const signIn = createSignInHandler(setup, provider, {
    ...DEFAULT_SIGN_IN_RATE_LIMITS,
    ...options.rateLimits,
  });
  const verificationPages = createVerificationHandler(setup);
  const logout = createLogoutHandler(setup, provider);
  const customerAccountApi = createCustomerAccountApiHandler(setup, provider);

  async function handleCustomerAccounts(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    searchParams: URLSearchParams,
  ): Promise<boolean> {
    // Signing out, on the logout path and the provider's pages under it, is logout.ts's alone.
    const logoutPath = `${path}/`.startsWith(`${OIDC_ROUTES.end_session}/`);
    const linkPurpose = verificationPurposeOf(path);
    const hostedPage = path.startsWith(SIGN_IN_PAGE_PREFIX) || linkPurpose !== null;
    if ((logoutPath || hostedPage) && ['GET', 'HEAD', 'POST'].includes(request.method ?? 'GET')) {
      try {
        if (logoutPath) await logout(request, response, searchParams);
        else if (linkPurpose) await verificationPages(request, response, path, linkPurpose);
        else await signIn(request, response, path.slice(SIGN_IN_PAGE_PREFIX.length), searchParams);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (!response.headersSent)
          sendJsonError(response, error.status, error.message, error.headers);
      }
      return true;
    }
    // The hosted pages take only what a browser sends them.
    if (hostedPage) {
      request.resume();
      response.writeHead(405, { allow: 'GET, POST', 'content-length': '0' }).end();
      return true;
    }
    if (isProviderPath(path)) {
      await providerCallback(request, response);
      return true;
    }
    if (path === CUSTOMER_ACCOUNT_API_DISCOVERY_PATH) {
      request.resume();
      sendJson(response, 200, {
        graphql_api: `${options.origin}/account/customer/api/${NEWEST_API_VERSION}/graphql`,
      });
      return true;
    }
    const version = CUSTOMER_ACCOUNT_API_PATH.exec(path)?.[1];
    if (version) {
      await customerAccountApi(request, response, version);
      return true;
    }
    return false;
  }

  return {
    handle: handleCustomerAccounts,
    customerOfBuyerToken: buyerTokenLookup(setup, provider),
  };
}
