import { data } from 'react-router';
import type { Route } from './+types/account';
import { AccountView } from '../components/account/AccountView';
import { AuthLoading } from '../components/account/AuthCard';
import { fetchOrders, fetchSignedInProfile } from '../lib/auth/client';
import type { SignedInCustomer } from '../lib/auth/customer';
import { loadAccountPage } from '../lib/auth/customer-data.server';
import { useProtectedData } from '../lib/auth/useProtectedCustomer';
import { privatePageMeta } from '../lib/meta';
import { fetchSubscriptions } from '../lib/subscriptions/client';
import type { Subscription } from '../lib/subscriptions/subscription';
import { errorFields, logger } from '../lib/log.server';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'My Account', 'Your profile, address, subscriptions and orders.');
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await loadAccountPage(request, context).catch((error: unknown) => {
    // The page falls back to the browser's own check, which signs out on failure.
    logger.error(errorFields(error), '[account] loading the customer failed');
    return null;
  });
  const customer = result?.status === 'ok' ? result.value : null;
  const headers = result?.setCookie ? { 'Set-Cookie': result.setCookie } : undefined;
  return data({ customer }, { headers });
}

type AccountPageData = SignedInCustomer & { subscriptions: Subscription[] | null };

async function loadWithToken(): Promise<AccountPageData | null> {
  const profile = await fetchSignedInProfile();
  if (!profile) return null;
  const [orders, subscriptions] = await Promise.all([fetchOrders(), fetchSubscriptions()]);
  return { profile, orders, subscriptions };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const customer = useProtectedData(loaderData.customer, loadWithToken);
  if (!customer) return <AuthLoading />;
  return <AccountView {...customer} />;
}
