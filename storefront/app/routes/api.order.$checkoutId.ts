import { z } from 'zod';
import type { Route } from './+types/api.order.$checkoutId';
import { CHECKOUT_TOKEN_CHARACTERS, CHECKOUT_TOKEN_MAX_LENGTH } from '../lib/checkout-token';
import { findCheckout } from '../lib/order.server';
import { PlatformError } from '../lib/shopify';
import { errorFields, logger } from '../lib/log.server';

/**
 * GET /api/order/{checkoutId}: the order a checkout became, as
 * `{ checkout }` in the Checkout/order shape of lib/order.ts. Errors are `{ error }` JSON: 400 for an id
 * that cannot be a checkout token, 404 when no order has it, 502/504 when the Admin API fails,
 * 503 when order lookups are not configured. Orders are per buyer: nothing here is cacheable.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

/** A checkout id is a cart's checkout token; the 400 says what is wrong with it. */
const checkoutIdSchema = z
  .string()
  .min(1, 'is empty')
  .max(CHECKOUT_TOKEN_MAX_LENGTH, `is longer than ${CHECKOUT_TOKEN_MAX_LENGTH} characters`)
  .regex(CHECKOUT_TOKEN_CHARACTERS, 'may only contain letters, digits, "-" and "_"');

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = checkoutIdSchema.safeParse(params.checkoutId);
  if (!id.success) {
    return json(
      { error: `Invalid checkout id: it ${id.error.issues[0]?.message ?? 'is invalid'}.` },
      400,
    );
  }

  try {
    const lookup = await findCheckout(id.data, { signal: request.signal });
    switch (lookup.status) {
      case 'found':
        return json({ checkout: lookup.checkout });
      case 'not-found':
        return json({ error: 'Order not found.' }, 404);
      case 'not-configured':
        return json({ error: 'Order lookup is not available on this storefront.' }, 503);
    }
  } catch (error) {
    if (error instanceof PlatformError) {
      // The store's failure, not ours: its message (operation and endpoint, never the token)
      // is enough to act on. Clients get a plain sentence, never internals.
      logger.error(`[api/order] ${error.message}`);
      return error.kind === 'timeout'
        ? json({ error: 'The store took too long to answer. Please try again.' }, 504)
        : json({ error: 'The store could not be reached. Please try again later.' }, 502);
    }
    logger.error(errorFields(error), '[api/order] unexpected failure');
    return json({ error: 'Something went wrong loading this order.' }, 500);
  }
}

/** Read-only: anything but GET (and HEAD) is refused in the API's own JSON shape. */
export function action() {
  return Response.json(
    { error: 'Method not allowed: use GET.' },
    { status: 405, headers: { ...NO_STORE, Allow: 'GET, HEAD' } },
  );
}
