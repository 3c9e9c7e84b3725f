import { z } from 'zod';
import type { Route } from './+types/api.order.$checkoutId';
import { CHECKOUT_TOKEN_CHARACTERS, CHECKOUT_TOKEN_MAX_LENGTH } from '../lib/checkout-token';
import { findCheckout } from '../lib/order.server';
import { apiError, NO_STORE } from '../lib/http/json-request.server';
import { PlatformError } from '../lib/shopify';
import { errorFields, logger } from '../lib/log.server';

/**
 * GET /api/order/{checkoutId}: the order a checkout became, as `{ checkout }` in the shape of
 * lib/order.ts. Errors are `{ error }` JSON: 400 for an id that cannot be a checkout token, 404
 * when no order has it, 502/504 when the Admin API fails, 503 when order lookups are not
 * configured. Orders are per buyer: nothing here is cacheable.
 */

/** A checkout id is a cart's checkout token; the 400 says what is wrong with it. */
const checkoutIdSchema = z
  .string()
  .min(1, 'is empty')
  .max(CHECKOUT_TOKEN_MAX_LENGTH, `is longer than ${CHECKOUT_TOKEN_MAX_LENGTH} characters`)
  .regex(CHECKOUT_TOKEN_CHARACTERS, 'may only contain letters, digits, "-" and "_"');

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = checkoutIdSchema.safeParse(params.checkoutId);
  if (!id.success) {
    return apiError(400, `Invalid checkout id: it ${id.error.issues[0]?.message ?? 'is invalid'}.`);
  }

  try {
    const lookup = await findCheckout(id.data, { signal: request.signal });
    switch (lookup.status) {
      case 'found':
        return Response.json({ checkout: lookup.checkout }, { headers: NO_STORE });
      case 'not-found':
        return apiError(404, 'Order not found.');
      case 'not-configured':
        return apiError(503, 'Order lookup is not available on this storefront.');
    }
  } catch (error) {
    if (error instanceof PlatformError) {
      // The store's failure, not ours: its message (operation and endpoint, never the token)
      // is enough to act on. Clients get a plain sentence, never internals.
      logger.error(`[api/order] ${error.message}`);
      return error.kind === 'timeout'
        ? apiError(504, 'The store took too long to answer. Please try again.')
        : apiError(502, 'The store could not be reached. Please try again later.');
    }
    logger.error(errorFields(error), '[api/order] unexpected failure');
    return apiError(500, 'Something went wrong loading this order.');
  }
}

/** Read-only: anything but GET (and HEAD) is refused in the API's own JSON shape. */
export function action() {
  return apiError(405, 'Method not allowed: use GET.', { Allow: 'GET, HEAD' });
}
