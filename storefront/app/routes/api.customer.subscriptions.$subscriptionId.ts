import { z } from 'zod';
import type { Route } from './+types/api.customer.subscriptions.$subscriptionId';
import { readCredentials } from '../lib/auth/credentials.server';
import { changeCustomerSubscription, loadSubscription } from '../lib/auth/customer-data.server';
import { crossSiteRefusal } from '../lib/auth/request-guards.server';
import { jsonWithCookie, platformFailure, signedOut } from '../lib/auth/responses.server';
import { apiError, methodNotAllowed, readBody } from '../lib/http/json-request.server';

/**
 * GET /api/customer/subscriptions/{id} → {subscription}; POST with {action} (skip and unskip
 * name the billing cycle: {action, cycleIndex}) makes the change and answers {subscription} as
 * it now is, or 422 {error, code, subscription} with the platform's reason when it refuses.
 * 401 when signed out; 404 for an id that is not one of the customer's subscriptions.
 */

const NOT_FOUND = 'Subscription not found.';
const MAX_BODY_BYTES = 1024;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const result = await loadSubscription(request, context, params.subscriptionId);
    if (result.status === 'signed-out') return signedOut(result.setCookie);
    const { subscription } = result.value;
    if (!subscription) return apiError(404, NOT_FOUND);
    return jsonWithCookie({ subscription }, result.setCookie);
  } catch (error) {
    return platformFailure('customer/subscription', error);
  }
}

const SubscriptionChange = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.enum(['skip', 'unskip']),
      cycleIndex: z.int().min(0).max(100_000),
    }),
    z.strictObject({ action: z.enum(['pause', 'resume', 'cancel']) }),
  ],
  { error: 'action must be skip, unskip (with cycleIndex), pause, resume or cancel' },
);

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST');
  const credentials = await readCredentials(request);
  if (!credentials) return signedOut();
  // A Bearer header is not sent by browsers on their own; the cookie is, so it needs the check.
  if (credentials.via === 'cookie') {
    const crossSite = crossSiteRefusal(request, { requireBrowserMarks: true });
    if (crossSite) return crossSite;
  }
  const body = await readBody(request, SubscriptionChange, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return apiError(body.status, body.error);

  try {
    const result = await changeCustomerSubscription(
      request,
      context,
      params.subscriptionId,
      body.data,
    );
    if (result.status === 'signed-out') return signedOut(result.setCookie);
    const outcome = result.value;
    if (outcome.kind === 'not-found') return apiError(404, NOT_FOUND);
    if (outcome.kind === 'refused') {
      return jsonWithCookie(
        {
          error: outcome.message || 'The subscription could not be changed.',
          code: outcome.code ?? 'REFUSED',
          subscription: outcome.subscription,
        },
        result.setCookie,
        { status: 422 },
      );
    }
    return jsonWithCookie({ subscription: outcome.subscription }, result.setCookie);
  } catch (error) {
    return platformFailure('customer/subscription', error);
  }
}
