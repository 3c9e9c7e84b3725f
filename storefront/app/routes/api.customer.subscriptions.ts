import type { Route } from './+types/api.customer.subscriptions';
import { loadSubscriptions } from '../lib/auth/customer-data.server';
import { jsonWithCookie, platformFailure, signedOut } from '../lib/auth/responses.server';
import { methodNotAllowed } from '../lib/http/json-request.server';

/** GET /api/customer/subscriptions → {subscriptions}, newest first; 401 when signed out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const result = await loadSubscriptions(request, context);
    if (result.status === 'signed-out') return signedOut(result.setCookie);
    return jsonWithCookie({ subscriptions: result.value }, result.setCookie);
  } catch (error) {
    return platformFailure('customer/subscriptions', error);
  }
}

export function action() {
  return methodNotAllowed('GET');
}
