import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { isUnderStorefront } from './provider';

export interface LogoutOptions {
  provider: Provider;
  clientId: string;
  storefrontUrl: string;
  /** The page for a refused request (a bad hint or a redirect outside the storefront). */
  refuse(response: ServerResponse, message: string): void;
}

type SessionLookup = Parameters<Provider['Session']['get']>[0];

/**
 * GET end_session_endpoint?id_token_hint&post_logout_redirect_uri[&state]: ends the platform
 * session at once and 303s back to the storefront, with no confirmation page, as Shopify's
 * logout does. oidc-provider's own end-session asks for a POST first, so this replaces its GET;
 * the provider still owns sessions and grants, this only drives them.
 */
export function createLogoutHandler(options: LogoutOptions) {
  const { provider, storefrontUrl } = options;

  /** Every token of the grant, then the grant itself, as the provider's own logout revokes them. */
  async function revokeGrant(grantId: string): Promise<void> {
    await Promise.all([
      provider.AccessToken.adapter.revokeByGrantId(grantId),
      provider.RefreshToken.adapter.revokeByGrantId(grantId),
      provider.AuthorizationCode.adapter.revokeByGrantId(grantId),
      provider.Grant.adapter.destroy(grantId),
    ]);
  }

  return async function handleLogout(
    request: IncomingMessage,
    response: ServerResponse,
    searchParams: URLSearchParams,
  ): Promise<void> {
    request.resume();
    const hint = searchParams.get('id_token_hint');
    const redirect = searchParams.get('post_logout_redirect_uri');
    const state = searchParams.get('state');

    if (hint) {
      const client = await provider.Client.find(options.clientId);
      try {
        // Expired hints are fine (the provider ignores their expiry); forged ones are not.
        if (!client) throw new Error('client missing');
        await provider.IdToken.validate(hint, client);
      } catch {
        return options.refuse(response, 'The sign-out link is not valid.');
      }
    }
    if (redirect !== null && !isUnderStorefront(redirect, storefrontUrl)) {
      return options.refuse(response, 'The sign-out link points outside the store.');
    }

    const session = await provider.Session.get({ req: request, res: response } as SessionLookup);
    for (const { grantId } of Object.values(session.authorizations ?? {})) {
      if (grantId) await revokeGrant(grantId);
    }
    await session.destroy();

    const target = new URL(redirect ?? `${storefrontUrl}/`);
    if (redirect !== null && state) target.searchParams.set('state', state);
    const sessionCookie = provider.cookieName('session');
    const expired = 'Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax';
    response.writeHead(303, {
      location: target.toString(),
      'cache-control': 'no-store',
      'set-cookie': [`${sessionCookie}=; ${expired}`, `${sessionCookie}.sig=; ${expired}`],
      'content-length': '0',
    });
    response.end();
  };
}
