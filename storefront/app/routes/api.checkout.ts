import { z } from 'zod';
import type { Route } from './+types/api.checkout';
import { checkoutUrlOnStore } from '../lib/checkout-url';
import { getConfig } from '../lib/config.server';
import { setCartBuyer } from '../lib/auth/customer-data.server';
import { jsonWithCookie } from '../lib/auth/responses.server';
import { apiError, methodNotAllowed, readBody } from '../lib/http/json-request.server';
import { errorFields, logger } from '../lib/log.server';

/**
 * POST /api/checkout {checkoutUrl, cartId} → {checkoutUrl} on the store's host: the
 * checkout hand-off. The browser opens the answer in a new tab. A signed-in customer's token is
 * put on the cart first (see setCartBuyer), so their checkout is a logged-in buyer's; a guest's
 * cart goes as it is.
 */

/** A checkout link is a URL of a few hundred bytes; anything near this is not one. */
const MAX_BODY_BYTES = 8 * 1024;
const MAX_URL_LENGTH = 2048;
/** Cart ids are Shopify GIDs: gid://shopify/Cart/{token}?key={secret}. */
const CART_GID_PREFIX = 'gid://shopify/Cart/';

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
  cartId: z
    .string({ error: 'cartId must be a string' })
    .max(MAX_URL_LENGTH, `cartId must be at most ${MAX_URL_LENGTH} characters`)
    .startsWith(CART_GID_PREFIX, `cartId must start with ${CART_GID_PREFIX}`)
    .optional(),
});

/**
 * The cart's checkout link with the signed-in customer as its buyer, or the link as sent for a
 * guest. Should the platform fail, the customer still checks out, as a guest: a sale is not
 * lost for a profile left unfilled.
 */
async function checkoutUrlForBuyer(
  { request, context }: Pick<Route.ActionArgs, 'request' | 'context'>,
  { checkoutUrl, cartId }: z.infer<typeof CheckoutRequest>,
): Promise<{ checkoutUrl: string; setCookie?: string }> {
  if (!cartId) return { checkoutUrl };
  try {
    const result = await setCartBuyer(request, context, cartId);
    if (result.status === 'signed-out') return { checkoutUrl, setCookie: result.setCookie };
    return { checkoutUrl: result.value.checkoutUrl ?? checkoutUrl, setCookie: result.setCookie };
  } catch (error) {
    logger.warn(errorFields(error), '[checkout] could not set the signed-in buyer');
    return { checkoutUrl };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');

  const body = await readBody(request, CheckoutRequest, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return apiError(body.status, body.error);

  const handOff = await checkoutUrlForBuyer({ request, context }, body.data);
  const checkoutUrl = checkoutUrlOnStore(handOff.checkoutUrl, getConfig().storeDomain);
  return jsonWithCookie({ checkoutUrl }, handOff.setCookie);
}

/** GET and friends: this endpoint only takes POSTs. */
export function loader() {
  return methodNotAllowed('POST');
}
