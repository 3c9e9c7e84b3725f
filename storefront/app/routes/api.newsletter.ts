import { z } from 'zod';
import type { Route } from './+types/api.newsletter';
import { clientIpContext } from '../lib/context';
import { emailField, honeypotField } from '../lib/forms/fields.server';
import { apiError, methodNotAllowed, NO_STORE, readBody } from '../lib/http/json-request.server';
import { checkRateLimits } from '../lib/http/rate-limit.server';
import { errorFields, logger } from '../lib/log.server';
import { NEWSLETTER_TAKEN_MESSAGE } from '../lib/forms/newsletter';
import {
  CustomerInputError,
  getAdminClient,
  subscribeToNewsletter,
} from '../lib/shopify/index.server';

/**
 * POST /api/newsletter {email} → 200 {subscribed: true}: the footer sign-up, through the
 * Admin API. 409 {code: 'TAKEN'} for an address already subscribed, 400 for
 * a bad address, 429 past the per-IP limit, 502 when the shop cannot be reached.
 */

const MAX_BODY_BYTES = 2 * 1024;
/** A person signs up once or twice; more from one address is a script. */
export const NEWSLETTER_RATE_LIMIT = { name: 'newsletter:ip', limit: 10, windowMs: 10 * 60_000 };

const NewsletterRequest = z.object({ email: emailField, website: honeypotField });

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const limited = await checkRateLimits([
    { rule: NEWSLETTER_RATE_LIMIT, key: context.get(clientIpContext) },
  ]);
  if (limited) return limited;

  const body = await readBody(request, NewsletterRequest, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return apiError(body.status, body.error);
  const subscribed = Response.json({ subscribed: true }, { headers: NO_STORE });
  // A bot filled the hidden field: it sees a success, the shop sees nothing.
  if (body.data.website !== '') return subscribed;

  const admin = getAdminClient();
  if (!admin) return apiError(503, 'Newsletter sign-up is not available right now');
  try {
    const outcome = await subscribeToNewsletter(admin, body.data.email);
    if (outcome === 'already-subscribed') {
      return apiError(409, { error: NEWSLETTER_TAKEN_MESSAGE, code: 'TAKEN' });
    }
    return subscribed;
  } catch (error) {
    if (error instanceof CustomerInputError) return apiError(422, error.message);
    // The reason goes to the log (no token in it), never to the visitor.
    logger.error(errorFields(error), 'newsletter sign-up failed');
    return apiError(502, 'The shop could not be reached. Please try again later.');
  }
}

export function loader() {
  return methodNotAllowed('POST');
}
