import type { Route } from './+types/api.customer.profile';
import { loadSignedInCustomer } from '../lib/auth/customer-data.server';
import { jsonWithCookie, platformFailure, signedOut } from '../lib/auth/responses.server';
import { methodNotAllowed } from '../lib/http/json-request.server';

/** GET /api/customer/profile → {customer}; 401 when signed out (spec section 7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const result = await loadSignedInCustomer(request, context);
    if (result.status === 'signed-out') return signedOut(result.setCookie);
    return jsonWithCookie({ customer: result.value.profile }, result.setCookie);
  } catch (error) {
    return platformFailure('customer/profile', error);
  }
}

export function action() {
  return methodNotAllowed('GET');
}
