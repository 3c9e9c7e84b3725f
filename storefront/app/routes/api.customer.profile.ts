import type { Route } from './+types/api.customer.profile';
import { signedInCustomerAnswer } from '../lib/auth/customer-data.server';
import { methodNotAllowed } from '../lib/http/json-request.server';

/** GET /api/customer/profile → {customer}; 401 when signed out. */
export function loader({ request, context }: Route.LoaderArgs) {
  return signedInCustomerAnswer(request, context, 'customer/profile', ({ profile }) => ({
    customer: profile,
  }));
}

export function action() {
  return methodNotAllowed('GET');
}
