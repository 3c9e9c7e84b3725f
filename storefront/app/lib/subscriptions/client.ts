import { callApi } from '../api-client';
import type { Subscription, SubscriptionChange } from './subscription';

/** The browser side of the subscription portal, through the /api client. */

/** The signed-in customer's subscriptions, or null when they could not be loaded. */
export async function fetchSubscriptions(): Promise<Subscription[] | null> {
  const result = await callApi<{ subscriptions?: Subscription[] }>('/api/customer/subscriptions');
  if (result.ok && result.data?.subscriptions) return result.data.subscriptions;
  console.error(`[subscriptions] list fetch answered ${result.status}`);
  return null;
}

/**
 * One subscription: `subscription: null` when the customer has none by that id; null when the
 * customer is signed out or it could not be loaded.
 */
export async function fetchSubscription(
  id: string,
): Promise<{ subscription: Subscription | null } | null> {
  const result = await callApi<{ subscription: Subscription }>(
    `/api/customer/subscriptions/${encodeURIComponent(id)}`,
  );
  if (result.ok) return { subscription: result.data.subscription };
  if (result.status === 404) return { subscription: null };
  return null;
}

export type ChangeOutcome =
  | { ok: true; subscription: Subscription }
  /** Why it was not made, in words for the shopper (the platform's own when it refused). */
  | { ok: false; message: string };

const UNREACHABLE = 'The store could not be reached. Please try again.';

export async function requestSubscriptionChange(
  id: string,
  change: SubscriptionChange,
): Promise<ChangeOutcome> {
  const result = await callApi<{ subscription: Subscription }>(
    `/api/customer/subscriptions/${encodeURIComponent(id)}`,
    { method: 'POST', body: change },
  );
  if (result.ok) return { ok: true, subscription: result.data.subscription };
  if (result.status === 401) return { ok: false, message: 'Please sign in again.' };
  return { ok: false, message: result.status === 0 ? UNREACHABLE : (result.error ?? UNREACHABLE) };
}
