import { z } from 'zod';
import type { Route } from './+types/api.auth.register';
import { normalizeEmail } from '../lib/auth/email';
import { splitName } from '../lib/auth/name';
import { AUTH_RATE_LIMITS, crossSiteRefusal } from '../lib/auth/request-guards.server';
import { jsonWithCookie, platformFailure } from '../lib/auth/responses.server';
import { clientIpContext, storefrontContext } from '../lib/context';
import { apiError, methodNotAllowed, readJsonBody } from '../lib/http/json-request.server';
import { checkRateLimits } from '../lib/http/rate-limit.server';
import { createCustomer, createCustomerAccessToken } from '../lib/shopify/customer';
import { commitSession } from '../lib/session.server';

/**
 * POST /api/auth/register {email, password, name} → {token} (spec section 7): creates a password
 * customer through the Storefront API (customerCreate), then signs them in
 * (customerAccessTokenCreate) and opens the cookie session. The platform's own rules decide
 * what a valid password is (spec section 5 shows none); its message is passed on.
 */

const MAX_BODY_BYTES = 4 * 1024;

const Registration = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(200, 'name is too long'),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, 'email is required')
    .max(254, 'email is too long')
    .pipe(z.email({ error: 'email is not a valid email address' })),
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(256, 'password is too long'),
});

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const crossSite = crossSiteRefusal(request, { requireBrowserMarks: false });
  if (crossSite) return crossSite;
  const body = await readJsonBody(request, Registration, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return body.response;
  const { name, email, password } = body.data;

  const limited = await checkRateLimits([
    { rule: AUTH_RATE_LIMITS.registrationPerIp, key: context.get(clientIpContext) },
    { rule: AUTH_RATE_LIMITS.registrationPerEmail, key: normalizeEmail(email) },
  ]);
  if (limited) return limited;

  const storefront = context.get(storefrontContext);
  try {
    const created = await createCustomer(storefront, { email, password, ...splitName(name) });
    if (!created.ok) {
      const [first] = created.errors;
      const status = first?.code === 'TAKEN' ? 409 : 422;
      return apiError(status, first?.message || 'Please check your information and try again.');
    }
    const signedIn = await createCustomerAccessToken(storefront, { email, password });
    if (!signedIn.ok) {
      return platformFailure('auth/register', new Error('the new customer could not sign in'));
    }
    const setCookie = commitSession(request, {
      family: 'storefront',
      customerAccessToken: signedIn.accessToken,
      expiresAt: signedIn.expiresAt,
    });
    return jsonWithCookie({ token: signedIn.accessToken }, setCookie, { status: 201 });
  } catch (error) {
    return platformFailure('auth/register', error);
  }
}

export function loader() {
  return methodNotAllowed('POST');
}
