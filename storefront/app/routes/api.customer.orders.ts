import type { Route } from './+types/api.customer.orders';
import { signedInCustomerAnswer } from '../lib/auth/customer-data.server';
import { methodNotAllowed } from '../lib/http/json-request.server';

/** GET /api/customer/orders → {orders}, newest first; 401 when signed out. */
export function loader({ request, context }: Route.LoaderArgs) {
  return signedInCustomerAnswer(request, context, 'customer/orders', ({ orders }) => ({ orders }));
}

export function action() {
  return methodNotAllowed('GET');
}
