import { redirect } from 'react-router';
import type { Route } from './+types/api.auth.login';
import {
  MAX_AUTH_BODY_BYTES,
  PasswordSignIn,
  signInWithPassword,
} from '../lib/auth/password-accounts.server';
import { AUTH_RATE_LIMITS, callbackUrl, crossSiteRefusal } from '../lib/auth/request-guards.server';
import { jsonWithCookie } from '../lib/auth/responses.server';
import { safeReturnPath } from '../lib/auth/return-path';
import { clientIpContext } from '../lib/context';
import { apiError, methodNotAllowed, readBody } from '../lib/http/json-request.server';
import { checkRateLimits } from '../lib/http/rate-limit.server';
import { commitAuthorizationFlow } from '../lib/session.server';
import { errorFields, logger } from '../lib/log.server';
import { startSignIn } from '../lib/shopify/index.server';

/**
 * GET /api/auth/login: starts passwordless sign-in (OAuth 2.0 code flow with PKCE, state and
 * nonce) on the platform's hosted page. POST /api/auth/login {email, password} → {token}: signs
 * in with a password through the Storefront API and opens the cookie session as well, so the
 * server-rendered account pages know the customer too.
 */

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const limited = await checkRateLimits([
    { rule: AUTH_RATE_LIMITS.codeSignInPerIp, key: context.get(clientIpContext) },
  ]);
  if (limited) return limited;
  try {
    const { url: authorizationUrl, flow } = await startSignIn(
      callbackUrl(request),
      safeReturnPath(url.searchParams.get('return_to')),
    );
    return redirect(authorizationUrl, {
      headers: {
        'Set-Cookie': await commitAuthorizationFlow(flow),
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    logger.error(errorFields(error), '[auth] starting sign-in failed');
    return redirect('/login?error=callback_failed');
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST');
  const crossSite = crossSiteRefusal(request, { requireBrowserMarks: false });
  if (crossSite) return crossSite;
  const body = await readBody(request, PasswordSignIn, { maxBytes: MAX_AUTH_BODY_BYTES });
  if (!body.ok) return apiError(body.status, body.error);
  const outcome = await signInWithPassword(context, body.data);
  if (!outcome.ok) return outcome.response;
  return jsonWithCookie({ token: outcome.token }, outcome.setCookie);
}
