import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { sendMessagePage } from '../http/page';
import { readForm } from '../http/read-body';
import { sendRedirect } from '../http/responses';
import type { AccountsSetup } from './customer-stores';

type SessionLookup = Parameters<Provider['Session']['get']>[0];

/** True when `uri` is the storefront's origin or a path under it. */
function isUnderStorefront(uri: string, storefrontUrl: string): boolean {
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
 * end_session_endpoint with id_token_hint, post_logout_redirect_uri and state (in the query of a
 * GET, or the form of a POST): ends the platform session at once and 303s back to the
 * storefront, with no confirmation page, as Shopify's logout does. oidc-provider's own
 * end-session asks for a confirming POST first, so this replaces it for every method it answers;
 * the provider still owns sessions and grants, this only drives them.
 */
export function createLogoutHandler(setup: AccountsSetup, provider: Provider) {
  const { storefrontUrl } = setup;
  const refuse = (response: ServerResponse, message: string) =>
    sendMessagePage(response, 400, setup.chrome(), {
      heading: 'Sign-out could not continue',
      message,
    });

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
    const params = request.method === 'POST' ? await readForm(request) : searchParams;
    request.resume();
    const hint = params.get('id_token_hint');
    const redirect = params.get('post_logout_redirect_uri');
    const state = params.get('state');

    if (hint) {
      const client = await provider.Client.find(setup.clientId);
      try {
        // Expired hints are fine (the provider ignores their expiry); forged ones are not.
        if (!client) throw new Error('client missing');
        await provider.IdToken.validate(hint, client);
      } catch {
        return refuse(response, 'The sign-out link is not valid.');
      }
    }
    if (redirect !== null && !isUnderStorefront(redirect, storefrontUrl)) {
      return refuse(response, 'The sign-out link points outside the store.');
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
    sendRedirect(response, target.toString(), {
      'set-cookie': [`${sessionCookie}=; ${expired}`, `${sessionCookie}.sig=; ${expired}`],
    });
  };
}
