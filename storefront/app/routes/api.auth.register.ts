import type { Route } from './+types/api.auth.register';
import {
  MAX_AUTH_BODY_BYTES,
  Registration,
  registerWithPassword,
} from '../lib/auth/password-accounts.server';
import { crossSiteRefusal } from '../lib/auth/request-guards.server';
import { jsonWithCookie } from '../lib/auth/responses.server';
import { apiError, methodNotAllowed, readBody } from '../lib/http/json-request.server';

/**
 * POST /api/auth/register {email, password, name}: creates a password customer through the
 * Storefront API (customerCreate), then signs them in (customerAccessTokenCreate) and opens the
 * cookie session: 201 {token}. An address the shop already knows (a guest order, the
 * newsletter, a passwordless sign-in) gets no account from a form: the platform emails it an
 * activation link, answered 202 {activationEmailSent: true, message} with the platform's
 * message, which is news for the shopper, not a failure. The platform's own rules decide what a
 * valid password is; its message is passed on.
 */

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const crossSite = crossSiteRefusal(request, { requireBrowserMarks: false });
  if (crossSite) return crossSite;
  const body = await readBody(request, Registration, { maxBytes: MAX_AUTH_BODY_BYTES });
  if (!body.ok) return apiError(body.status, body.error);
  const outcome = await registerWithPassword(context, body.data);
  if (outcome.ok) {
    return jsonWithCookie({ token: outcome.token }, outcome.setCookie, { status: 201 });
  }
  if ('activationMessage' in outcome) {
    return jsonWithCookie(
      { activationEmailSent: true, message: outcome.activationMessage },
      undefined,
      { status: 202 },
    );
  }
  return outcome.response;
}

export function loader() {
  return methodNotAllowed('POST');
}
