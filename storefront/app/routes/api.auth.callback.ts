import { redirect } from 'react-router';
import type { Route } from './+types/api.auth.callback';
import { callbackUrl } from '../lib/auth/request-guards.server';
import { safeReturnPath } from '../lib/auth/return-path';
import { getConfig } from '../lib/config.server';
import { discoverCustomerAccountApi } from '../lib/customer-account/discovery.server';
import { exchangeAuthorizationCode, verifyIdToken } from '../lib/customer-account/oauth.server';
import {
  clearAuthorizationFlow,
  commitSession,
  readAuthorizationFlow,
} from '../lib/session.server';
import { logger } from '../lib/log.server';

/**
 * GET /api/auth/callback?code&state: the platform sends the browser back here after
 * passwordless sign-in. The state must match the one sealed in this browser's flow cookie, the
 * code is exchanged with the PKCE verifier, and the ID token must be signed by the platform for
 * our client with this flow's nonce. Then the session cookie is opened and the browser goes back
 * where sign-in started, checked once more to be a path on this site. Every failure goes to
 * /login with one of the spec's error values (section 8).
 */

type LoginError = 'missing_params' | 'invalid_state' | 'token_exchange_failed' | 'callback_failed';

function failed(error: LoginError, reason: string) {
  // The reason is ours (never a code, token or verifier): enough to tell the cases apart.
  logger.warn(`[auth/callback] sign-in refused (${error}): ${reason}`);
  return redirect(`/login?error=${error}`, {
    headers: { 'Set-Cookie': clearAuthorizationFlow(), 'Cache-Control': 'no-store' },
  });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const platformError = url.searchParams.get('error');
  if (platformError) return failed('callback_failed', 'the platform reported an error');
  if (!code || !state) return failed('missing_params', 'no code or state');

  const flow = readAuthorizationFlow(request);
  // No flow (expired, other browser, already used) or another flow's state: a possible forgery.
  if (!flow || flow.state !== state) {
    return failed('invalid_state', flow ? 'state mismatch' : 'no sign-in in progress');
  }

  const config = getConfig();
  const clientId = config.customerAccountClientId;
  if (!clientId) return failed('callback_failed', 'no customer account client id');

  let endpoints;
  try {
    endpoints = await discoverCustomerAccountApi(config.storeDomain, config.storefrontApiVersion);
  } catch (error) {
    return failed('callback_failed', error instanceof Error ? error.message : 'discovery');
  }

  let tokens;
  try {
    tokens = await exchangeAuthorizationCode({
      endpoints,
      clientId,
      redirectUri: callbackUrl(request),
      code,
      codeVerifier: flow.codeVerifier,
    });
  } catch (error) {
    return failed('token_exchange_failed', error instanceof Error ? error.message : 'token');
  }

  try {
    if (!tokens.idToken) throw new Error('the token endpoint sent no ID token');
    await verifyIdToken(tokens.idToken, { endpoints, clientId, nonce: flow.nonce });
  } catch (error) {
    return failed('callback_failed', error instanceof Error ? error.message : 'id token');
  }

  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', clearAuthorizationFlow());
  headers.append(
    'Set-Cookie',
    commitSession({
      family: 'customer-account',
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      idToken: tokens.idToken,
      expiresAt: tokens.expiresAt,
    }),
  );
  return redirect(safeReturnPath(flow.returnTo), { headers });
}
