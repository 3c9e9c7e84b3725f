import type { Route } from './+types/api.auth.register';
import {
  MAX_AUTH_BODY_BYTES,
  Registration,
  registerWithPassword,
} from '../lib/auth/password-accounts.server';
import { crossSiteRefusal } from '../lib/auth/request-guards.server';
import { jsonWithCookie } from '../lib/auth/responses.server';
import { methodNotAllowed, readJsonBody } from '../lib/http/json-request.server';

/**
 * POST /api/auth/register {email, password, name} → {token} (spec section 7): creates a password
 * customer through the Storefront API (customerCreate), then signs them in
 * (customerAccessTokenCreate) and opens the cookie session. The platform's own rules decide
 * what a valid password is (spec section 5 shows none); its message is passed on.
 */

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const crossSite = crossSiteRefusal(request, { requireBrowserMarks: false });
  if (crossSite) return crossSite;
  const body = await readJsonBody(request, Registration, { maxBytes: MAX_AUTH_BODY_BYTES });
  if (!body.ok) return body.response;
  const outcome = await registerWithPassword(request, context, body.data);
  if (!outcome.ok) return outcome.response;
  return jsonWithCookie({ token: outcome.token }, outcome.setCookie, { status: 201 });
}

export function loader() {
  return methodNotAllowed('POST');
}
