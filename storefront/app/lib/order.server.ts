import { checkoutFromAdminOrder, type Checkout } from './order';
import { getAdminClient, getOrderByCheckoutToken } from './shopify/index.server';

export type CheckoutLookup =
  | { status: 'found'; checkout: Checkout }
  /** No order has this checkout token (unknown, unpaid, or not recorded yet). */
  | { status: 'not-found' }
  /** No Admin API token is configured, so orders cannot be read at all. */
  | { status: 'not-configured' };

/**
 * The one way the product's server reads an order by its checkout id: `GET /api/order/{id}`
 * and the thank-you page both come here. The id must already be a valid checkout token
 * (isCheckoutToken). Throws a PlatformError when the Admin API fails.
 */
export async function findCheckout(
  checkoutId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CheckoutLookup> {
  const admin = getAdminClient();
  if (!admin) return { status: 'not-configured' };
  const order = await getOrderByCheckoutToken(admin, checkoutId, { signal });
  return order
    ? { status: 'found', checkout: checkoutFromAdminOrder(order) }
    : { status: 'not-found' };
}
