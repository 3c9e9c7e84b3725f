import { z } from 'zod';
import type { Route } from './+types/api.contact';
import { clientIpContext } from '../lib/context';
import { emailField, honeypotField, optionalText } from '../lib/forms/fields.server';
import { FORM_LIMITS } from '../lib/forms/limits';
import { apiError, methodNotAllowed, NO_STORE, readBody } from '../lib/http/json-request.server';
import { checkRateLimits } from '../lib/http/rate-limit.server';
import { errorFields, logger } from '../lib/log.server';
import {
  CustomerInputError,
  getAdminClient,
  sendContactMessage,
} from '../lib/shopify/index.server';

/**
 * POST /api/contact {name, email, phone, message} → 200 {sent: true}: the contact form, through
 * the Admin API, into the customer's note. 400 for a bad email or
 * an over-long field, 429 past the per-IP limit, 502 when the shop cannot be reached (the form
 * then keeps what the visitor typed).
 */

/** A 4,000-character message is at most 16 KB of UTF-8, more when JSON escapes it. */
const MAX_BODY_BYTES = 64 * 1024;
export const CONTACT_RATE_LIMIT = { name: 'contact:ip', limit: 10, windowMs: 10 * 60_000 };

const ContactRequest = z.object({
  name: optionalText('Name', FORM_LIMITS.name),
  email: emailField,
  phone: optionalText('Phone', FORM_LIMITS.phone),
  message: optionalText('Message', FORM_LIMITS.message),
  website: honeypotField,
});

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const limited = await checkRateLimits([
    { rule: CONTACT_RATE_LIMIT, key: context.get(clientIpContext) },
  ]);
  if (limited) return limited;

  const body = await readBody(request, ContactRequest, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return apiError(body.status, body.error);
  const sent = Response.json({ sent: true }, { headers: NO_STORE });
  // A bot filled the hidden field: it sees a success, the shop sees nothing.
  if (body.data.website !== '') return sent;

  const admin = getAdminClient();
  if (!admin) return apiError(503, 'The contact form is not available right now');
  try {
    const { website: _honeypot, ...contact } = body.data;
    await sendContactMessage(admin, contact);
    return sent;
  } catch (error) {
    if (error instanceof CustomerInputError) return apiError(422, error.message);
    logger.error(errorFields(error), 'contact message not delivered');
    return apiError(502, 'The shop could not be reached. Please try again later.');
  }
}

export function loader() {
  return methodNotAllowed('POST');
}
