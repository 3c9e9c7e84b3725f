import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { CommerceDatabase } from '../db/connection';
import { pageNonce } from '../http/responses';
import { numericIdOf } from '../lib/ids';
import { customerStoresOf } from './customer-stores';
import { sqliteAdapterFor } from './oidc-sqlite-adapter';
import { OIDC_ROUTES, SIGN_IN_PAGE_PREFIX, STOREFRONT_CALLBACK_PATH } from './routes';
import type { CustomerAccountSecrets } from './secrets';
import {
  hostedPageHeaders,
  renderLogoutPage,
  renderMessagePage,
  type CardPageView,
} from './sign-in-pages';
import type { PageChrome } from '../http/page';

export const CUSTOMER_ACCOUNT_SCOPE = 'customer-account-api:full';

export interface ProviderOptions {
  db: CommerceDatabase;
  /** This server's public origin, the tokens' issuer. */
  issuer: string;
  clientId: string;
  storefrontUrl: string;
  secrets: CustomerAccountSecrets;
  chrome: () => PageChrome;
}

/** True when `uri` is the storefront's origin or a path under it. */
export function isUnderStorefront(uri: string, storefrontUrl: string): boolean {
  if (!URL.canParse(uri)) return false;
  const target = new URL(uri);
  const base = new URL(storefrontUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  return (
    target.origin === base.origin &&
    (target.pathname === basePath || target.pathname.startsWith(`${basePath}/`))
  );
}

/**
 * The OpenID provider (oidc-provider) behind the Customer Account API: one public PKCE client
 * (the storefront), passwordless sign-in on our own hosted pages, ID tokens signed with the
 * key kept in SQLite, and everything it stores in SQLite too.
 */
export function createOidcProvider(options: ProviderOptions): Provider {
  const storefront = options.storefrontUrl.replace(/\/+$/, '');
  const { customers } = customerStoresOf(options.db);

  /**
   * A page the provider answers with (an error, signing out): one of the hosted pages, under the
   * same security headers as every HTML page of this server.
   */
  const answerWithPage = (ctx: KoaContextWithOIDC, render: (page: CardPageView) => string) => {
    const nonce = pageNonce();
    ctx.type = 'html';
    ctx.set(hostedPageHeaders(nonce, storefront));
    ctx.body = render({ ...options.chrome(), nonce });
  };

  const configuration: Configuration = {
    adapter: sqliteAdapterFor(options.db),
    clients: [
      {
        client_id: options.clientId,
        // A public client (no secret), so the provider requires PKCE of it.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: [`${storefront}${STOREFRONT_CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${storefront}/`],
      },
    ],
    jwks: { keys: [options.secrets.signingKey] },
    cookies: { keys: [options.secrets.cookieKey] },
    routes: OIDC_ROUTES,
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'offline_access', CUSTOMER_ACCOUNT_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The storefront reads the email from the ID token, as it does with Shopify's.
    conformIdTokenClaims: false,
    // Shopify hands out refresh tokens without offline_access; so does this platform.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      RefreshToken: 30 * 24 * 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 30 * 24 * 60 * 60,
    },
    async findAccount(_ctx, sub) {
      const id = numericIdOf(sub, 'Customer');
      const customer = id === null ? null : customers.findById(id);
      if (!customer) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: customer.email, email_verified: true }),
      };
    },
    interactions: { url: (_ctx, interaction) => `${SIGN_IN_PAGE_PREFIX}${interaction.uid}` },
    // The storefront is the shop's own first-party client: no consent screen, as on Shopify.
    async loadExistingGrant(ctx) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(`openid email offline_access ${CUSTOMER_ACCOUNT_SCOPE}`);
      grant.addOIDCClaims(['email', 'email_verified']);
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin) => origin === new URL(storefront).origin,
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // Only the client a token was issued to may revoke it. Any other is answered as for an
        // unknown token (RFC 7009 section 2.2), which tells it nothing about the token.
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        // Signing out never asks: the page posts its form by itself (a button without JS).
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          answerWithPage(ctx, (page) => renderLogoutPage({ ...page, form }));
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          answerWithPage(ctx, (page) =>
            renderMessagePage({
              ...page,
              heading: 'You are signed out',
              message: 'You have been signed out of your account.',
            }),
          );
        },
      },
    },
    // Errors get the shop's own page, with no internals in it.
    async renderError(ctx, out) {
      answerWithPage(ctx, (page) =>
        renderMessagePage({
          ...page,
          heading: 'Sign-in could not continue',
          message:
            typeof out.error_description === 'string' && out.error_description.length < 200
              ? `${out.error_description.charAt(0).toUpperCase()}${out.error_description.slice(1)}.`
              : 'Please go back to the store and try again.',
        }),
      );
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // Any page of the storefront may be where a shopper lands after signing out.
  provider.Client.prototype.postLogoutRedirectUriAllowed = function allowed(uri: string) {
    return isUnderStorefront(uri, storefront);
  };
  return provider;
}
