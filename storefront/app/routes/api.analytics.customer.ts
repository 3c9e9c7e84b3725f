import type { Route } from './+types/api.analytics.customer';
import { loadSignedInCustomerId } from '../lib/auth/customer-data.server';
import { jsonWithCookie, platformFailure } from '../lib/auth/responses.server';
import { methodNotAllowed } from '../lib/http/json-request.server';

/**
 * GET /api/analytics/customer → {customerId}: the signed-in customer's id
 * (gid://shopify/Customer/{id}) for the shop's analytics events, or null when signed out (of
 * either family, by Bearer token or session cookie). Asked by the browser's event code, only
 * once the visitor's consent allows analytics, so the id is never part of a page's HTML, which
 * the page cache may serve to others. Asks the platform for the id alone (once per page load),
 * never the profile or orders. Never cached; 502 when the platform fails.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const result = await loadSignedInCustomerId(request, context);
    return result.status === 'ok'
      ? jsonWithCookie({ customerId: result.value }, result.setCookie)
      : jsonWithCookie({ customerId: null }, result.setCookie);
  } catch (error) {
    return platformFailure('analytics/customer', error);
  }
}

export function action() {
  return methodNotAllowed('GET');
}
