import { z } from 'zod';
import type { Route } from './+types/api.auth.profile';
import { readCredentials } from '../lib/auth/credentials.server';
import {
  loadSignedInCustomer,
  signedInCustomerAnswer,
  updateSignedInCustomer,
} from '../lib/auth/customer-data.server';
import { crossSiteRefusal } from '../lib/auth/request-guards.server';
import { jsonWithCookie, platformFailure, signedOut } from '../lib/auth/responses.server';
import { apiError, methodNotAllowed, readBody } from '../lib/http/json-request.server';

/**
 * GET /api/auth/profile → {customer} (401 when signed out), PATCH /api/auth/profile
 * {firstName?, lastName?, phone?} → {customer}: the signed-in customer of either family, by
 * Bearer token or session cookie.
 */

export function loader({ request, context }: Route.LoaderArgs) {
  return signedInCustomerAnswer(request, context, 'auth/profile', ({ profile }) => ({
    customer: profile,
  }));
}

const MAX_BODY_BYTES = 4 * 1024;
const name = z
  .string()
  .trim()
  .min(1, 'names cannot be blank')
  .max(100, 'names are at most 100 characters');

const ProfileChanges = z
  .strictObject(
    {
      firstName: name.optional(),
      lastName: name.optional(),
      phone: z
        .string()
        .trim()
        .regex(/^\+[1-9]\d{6,14}$/, 'phone must be in international format, like +15555550123')
        .nullable()
        .optional(),
    },
    { error: 'only firstName, lastName and phone can be changed' },
  )
  .refine((changes) => Object.keys(changes).length > 0, 'nothing to change');

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'PATCH') return methodNotAllowed('GET, PATCH');
  const credentials = await readCredentials(request);
  if (!credentials) return signedOut();
  // A Bearer header is not sent by browsers on their own; the cookie is, so it needs the check.
  if (credentials.via === 'cookie') {
    const crossSite = crossSiteRefusal(request, { requireBrowserMarks: true });
    if (crossSite) return crossSite;
  }
  const body = await readBody(request, ProfileChanges, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return apiError(body.status, body.error);

  try {
    const updated = await updateSignedInCustomer(request, context, body.data);
    if (updated.status === 'signed-out') return signedOut(updated.setCookie);
    const [refusal] = updated.value;
    if (refusal) return apiError(422, refusal.message || 'The profile could not be updated.');
    const reread = await loadSignedInCustomer(request, context);
    if (reread.status === 'signed-out') return signedOut(reread.setCookie);
    return jsonWithCookie(
      { customer: reread.value.profile },
      updated.setCookie ?? reread.setCookie,
    );
  } catch (error) {
    return platformFailure('auth/profile', error);
  }
}
