import type { Route } from './+types/api.customer.orders';
import { loadSignedInCustomer } from '../lib/auth/customer-data.server';
import { jsonWithCookie, platformFailure, signedOut } from '../lib/auth/responses.server';
import { methodNotAllowed } from '../lib/http/json-request.server';

/** GET /api/customer/orders → {orders}, newest first; 401 when signed out (spec section 7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const result = await loadSignedInCustomer(request, context);
    if (result.status === 'signed-out') return signedOut(result.setCookie);
    return jsonWithCookie({ orders: result.value.orders }, result.setCookie);
  } catch (error) {
    return platformFailure('customer/orders', error);
  }
}

export function action() {
  return methodNotAllowed('GET');
}
