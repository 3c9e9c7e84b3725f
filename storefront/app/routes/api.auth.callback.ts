import { redirect } from 'react-router';
import type { Route } from './+types/api.auth.callback';
import { callbackUrl } from '../lib/auth/request-guards.server';
import { safeReturnPath } from '../lib/auth/return-path';
import {
  clearAuthorizationFlow,
  commitSession,
  readAuthorizationFlow,
} from '../lib/session.server';
import { logger } from '../lib/log.server';
import { finishSignIn } from '../lib/shopify/index.server';
import { PlatformError } from '../lib/shopify';

/**
 * GET /api/auth/callback?code&state: the platform sends the browser back here after
 * passwordless sign-in. The state must match the one sealed in this browser's flow cookie, the
 * code is exchanged with the PKCE verifier, and the ID token must be signed by the platform for
 * our client with this flow's nonce. Then the session cookie is opened and the browser goes back
 * where sign-in started, checked once more to be a path on this site. Every failure goes to
 * /login with the error value that names it (login.tsx shows their texts).
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

  const flow = await readAuthorizationFlow(request);
  // No flow (expired, other browser, already used) or another flow's state: a possible forgery.
  if (!flow || flow.state !== state) {
    return failed('invalid_state', flow ? 'state mismatch' : 'no sign-in in progress');
  }

  // The answer as it reached the callback address we registered (behind a proxy, request.url
  // names another origin).
  const answer = new URL(callbackUrl(request));
  answer.search = url.search;
  let tokens;
  try {
    tokens = await finishSignIn(answer, flow);
  } catch (error) {
    // The token endpoint refusing the code or failing is token_exchange_failed; discovery, and an
    // answer or ID token that fails the checks, callback_failed.
    const refused =
      error instanceof PlatformError &&
      error.operationName === 'token' &&
      error.kind !== 'invalid-response';
    const reason = error instanceof Error ? error.message : 'sign-in';
    return failed(refused ? 'token_exchange_failed' : 'callback_failed', reason);
  }

  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', clearAuthorizationFlow());
  headers.append('Set-Cookie', await commitSession({ family: 'customer-account', ...tokens }));
  return redirect(safeReturnPath(flow.returnTo), { headers });
}
