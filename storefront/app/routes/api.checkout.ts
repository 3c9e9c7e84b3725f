import { z } from 'zod';
import type { Route } from './+types/api.checkout';
import { checkoutUrlOnStore } from '../lib/checkout-url';
import { getConfig } from '../lib/config.server';
import { apiError, methodNotAllowed, NO_STORE, readBody } from '../lib/http/json-request.server';

/**
 * POST /api/checkout {checkoutUrl} → {checkoutUrl} on the store's host: the
 * checkout hand-off. The browser opens the answer in a new tab.
 */

/** A checkout link is a URL of a few hundred bytes; anything near this is not one. */
const MAX_BODY_BYTES = 8 * 1024;
const MAX_URL_LENGTH = 2048;

const isWebUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

const CheckoutRequest = z.object({
  checkoutUrl: z
    .string({ error: 'checkoutUrl must be a string' })
    .trim()
    .min(1, 'checkoutUrl is required')
    .max(MAX_URL_LENGTH, `checkoutUrl must be at most ${MAX_URL_LENGTH} characters`)
    .refine(isWebUrl, 'checkoutUrl must be an http(s) URL'),
});

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');

  const body = await readBody(request, CheckoutRequest, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return apiError(body.status, body.error);

  const checkoutUrl = checkoutUrlOnStore(body.data.checkoutUrl, getConfig().storeDomain);
  return Response.json({ checkoutUrl }, { headers: NO_STORE });
}

/** GET and friends: this endpoint only takes POSTs. */
export function loader() {
  return methodNotAllowed('POST');
}
