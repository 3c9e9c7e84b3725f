import Provider, { type Configuration } from 'oidc-provider';
import { sendMessagePage } from '../http/page';
import { numericIdOf } from '../lib/ids';
import { customerStoresOf, type AccountsSetup } from './customer-stores';
import { sqliteAdapterFor } from './oidc-sqlite-adapter';
import { OIDC_ROUTES, SIGN_IN_PAGE_PREFIX, STOREFRONT_CALLBACK_PATH } from './routes';

export const CUSTOMER_ACCOUNT_SCOPE = 'customer-account-api:full';

/**
 * The OpenID provider (oidc-provider) behind the Customer Account API: one public PKCE client
 * (the storefront), passwordless sign-in on our own hosted pages, ID tokens signed with the
 * key kept in SQLite, and everything it stores in SQLite too.
 */
export function createOidcProvider(setup: AccountsSetup): Provider {
  const storefront = setup.storefrontUrl;
  const { customers } = customerStoresOf(setup.db);

  const configuration: Configuration = {
    adapter: sqliteAdapterFor(setup.db),
    clients: [
      {
        client_id: setup.clientId,
        // A public client (no secret), so the provider requires PKCE of it.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: [`${storefront}${STOREFRONT_CALLBACK_PATH}`],
      },
    ],
    jwks: { keys: [setup.secrets.signingKey] },
    cookies: { keys: [setup.secrets.cookieKey] },
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
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const existing = grantId && (await ctx.oidc.provider.Grant.find(grantId));
      if (existing) return existing;
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
    },
    // Errors get the shop's own page, with no internals in it, under the same security headers
    // as every HTML page of this server.
    async renderError(ctx, out) {
      ctx.respond = false;
      const description = out.error_description;
      sendMessagePage(ctx.res, ctx.status, setup.chrome(), {
        heading: 'Sign-in could not continue',
        message:
          typeof description === 'string' && description.length < 200
            ? `${description.charAt(0).toUpperCase()}${description.slice(1)}.`
            : 'Please go back to the store and try again.',
      });
    },
  };

  return new Provider(setup.origin, configuration);
}
