import { redirect } from 'react-router';
import type { Route } from './+types/api.auth.logout';
import { crossSiteRefusal, publicOrigin } from '../lib/auth/request-guards.server';
import { endSession } from '../lib/auth/sign-out.server';
import { apiError, methodNotAllowed } from '../lib/http/json-request.server';
import { destroySession, readSession } from '../lib/session.server';

/** The encodings an HTML form posts with: logging out takes a form, or no body at all. */
const FORM_ENCODINGS = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;

/**
 * GET /api/auth/logout signs no one out (a link, an image or a prefetch could): it shows the
 * page that asks, whose button posts here.
 */
export function loader() {
  return redirect('/logout', { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * POST /api/auth/logout: ends the session here and at the platform, then lands on /, by way of
 * the platform's end-session page for a passwordless session. The same cross-site check as
 * sign-in: a form from another site is refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST');
  const crossSite = crossSiteRefusal(request, { requireBrowserMarks: false });
  if (crossSite) return crossSite;
  const type = request.headers.get('content-type');
  if (type && !FORM_ENCODINGS.test(type)) {
    return apiError(415, 'Log out with the form, or a POST without a body');
  }
  const session = await readSession(request);
  const destination = session
    ? await endSession(session, context, `${publicOrigin(request)}/`)
    : '/';
  return redirect(destination, {
    status: 303,
    headers: { 'Set-Cookie': destroySession(), 'Cache-Control': 'no-store' },
  });
}
