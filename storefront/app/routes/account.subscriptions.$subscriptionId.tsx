import { data } from 'react-router';
import type { Route } from './+types/account.subscriptions.$subscriptionId';
import { AuthLoading } from '../components/account/AuthCard';
import { SubscriptionDetails } from '../components/account/SubscriptionDetails';
import { SubscriptionNotFound } from '../components/account/SubscriptionNotFound';
import { loadSubscription } from '../lib/auth/customer-data.server';
import { useProtectedData } from '../lib/auth/useProtectedCustomer';
import { privatePageMeta } from '../lib/meta';
import { errorFields, logger } from '../lib/log.server';
import { fetchSubscription } from '../lib/subscriptions/client';
import type { Subscription } from '../lib/subscriptions/subscription';

/**
 * /account/subscriptions/{id}: one of the signed-in customer's subscriptions, to skip a
 * delivery, pause, resume or cancel. Someone else's subscription, or none by that number, is a
 * 404 that looks the same either way.
 */

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'Subscription', 'See and change your subscription.');
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

type SubscriptionLookup = { subscription: Subscription | null; now: string };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await loadSubscription(request, context, params.subscriptionId).catch(
    (error: unknown) => {
      logger.error(errorFields(error), '[subscription] loading the subscription failed');
      return null;
    },
  );
  // The page's clock: the notice rule must read the same in this HTML and after hydration.
  const now = new Date().toISOString();
  const lookup: SubscriptionLookup | null =
    result?.status === 'ok' ? { ...result.value, now } : null;
  const headers = result?.setCookie ? { 'Set-Cookie': result.setCookie } : undefined;
  const status = lookup && !lookup.subscription ? 404 : 200;
  return data({ lookup, subscriptionId: params.subscriptionId }, { status, headers });
}

async function findWithToken(id: string): Promise<SubscriptionLookup | null> {
  const found = await fetchSubscription(id);
  return found && { ...found, now: new Date().toISOString() };
}

export default function SubscriptionPage({ loaderData }: Route.ComponentProps) {
  const { subscriptionId } = loaderData;
  const lookup = useProtectedData(loaderData.lookup, () => findWithToken(subscriptionId));
  if (!lookup) return <AuthLoading />;
  if (!lookup.subscription) return <SubscriptionNotFound />;
  return (
    <SubscriptionDetails
      key={lookup.subscription.id}
      initial={lookup.subscription}
      now={new Date(lookup.now)}
    />
  );
}
