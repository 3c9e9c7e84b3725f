import { data } from 'react-router';
import type { Route } from './+types/order.$orderId';
import { AuthLoading } from '../components/account/AuthCard';
import { OrderDetails, OrderNotFound } from '../components/account/OrderDetails';
import { callApi } from '../lib/api-client';
import { fetchOrders } from '../lib/auth/client';
import type { CustomerOrder } from '../lib/auth/customer';
import { loadCustomerOrder } from '../lib/auth/customer-data.server';
import { useProtectedData } from '../lib/auth/useProtectedCustomer';
import { privatePageMeta } from '../lib/meta';
import { errorFields, logger } from '../lib/log.server';

/**
 * /order/{orderId} and /account/order/{orderId} (the account page links to the latter): one of
 * the signed-in customer's orders. Someone else's order, or none by that number, is a 404 that
 * looks the same either way, so order numbers cannot be probed.
 */

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'Order details', 'The details of your order.');
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

type OrderLookup = { order: CustomerOrder | null };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await loadCustomerOrder(request, context, params.orderId).catch(
    (error: unknown) => {
      logger.error(errorFields(error), '[order] loading the order failed');
      return null;
    },
  );
  const lookup = result?.status === 'ok' ? result.value : null;
  const headers = result?.setCookie ? { 'Set-Cookie': result.setCookie } : undefined;
  const status = lookup && !lookup.order ? 404 : 200;
  return data({ lookup, orderId: params.orderId }, { status, headers });
}

async function findWithToken(orderId: string): Promise<OrderLookup | null> {
  if (!(await callApi('/api/customer/profile')).ok) return null;
  const orders = await fetchOrders();
  return { order: orders.find((order) => order.id === orderId) ?? null };
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { orderId } = loaderData;
  const lookup = useProtectedData(loaderData.lookup, () => findWithToken(orderId));
  if (!lookup) return <AuthLoading />;
  if (!lookup.order) return <OrderNotFound />;
  return <OrderDetails order={lookup.order} />;
}
