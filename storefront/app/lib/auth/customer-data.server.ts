import { redirect, type RouterContextProvider } from 'react-router';
import { getConfig } from '../config.server';
import { storefrontContext } from '../context';
import { discoverCustomerAccountApi } from '../customer-account/discovery.server';
import {
  getCustomerAccountCustomer,
  getCustomerAccountOrder,
  updateCustomerAccountCustomer,
} from '../shopify/customer-account';
import {
  createCustomerAccountClient,
  CustomerAccountApiError,
  type CustomerAccountClient,
} from '../shopify/customer-account-client.server';
import {
  getStorefrontCustomer,
  ORDER_LOOKUP_FETCHED,
  updateStorefrontCustomer,
} from '../shopify/customer';
import {
  destroySession,
  hasSessionCookie,
  renewSession,
  type CustomerSession,
} from '../session.server';
import { readCredentials, refreshedSession, SessionExpiredError } from './credentials.server';
import type { CustomerOrder, CustomerProfile } from './customer';
import { orderGid } from './customer';
import { errorFields, logger } from '../log.server';

/**
 * The signed-in customer's data, whichever family they signed in through, for loaders and
 * /api endpoints. A result carries the Set-Cookie header to send when the session changed
 * (renewed) or must go (refused), so callers never touch tokens themselves.
 */

export interface SignedInCustomer {
  profile: CustomerProfile;
  orders: CustomerOrder[];
}

export type CustomerResult<T> =
  | { status: 'ok'; value: T; setCookie: string | undefined }
  | { status: 'signed-out'; setCookie: string | undefined };

async function customerAccountClient(accessToken: string): Promise<CustomerAccountClient> {
  const config = getConfig();
  const endpoints = await discoverCustomerAccountApi(
    config.storeDomain,
    config.storefrontApiVersion,
  );
  return createCustomerAccountClient({
    endpoint: endpoints.graphqlEndpoint,
    accessToken,
    timeoutMs: config.upstreamTimeoutMs,
  });
}

/**
 * Runs `read` with a usable session: renews an expired passwordless one first; a token the
 * platform refuses, or no credentials at all, is "signed out" (and a stale cookie is cleared).
 */
async function withSession<T>(
  request: Request,
  read: (session: CustomerSession) => Promise<T | null>,
): Promise<CustomerResult<T>> {
  const credentials = await readCredentials(request);
  if (!credentials) return { status: 'signed-out', setCookie: undefined };
  const clearCookie = credentials.via === 'cookie' ? destroySession() : undefined;
  let session: CustomerSession = credentials.session;
  let setCookie: string | undefined;
  try {
    const renewed =
      credentials.via === 'cookie' ? await refreshedSession(credentials.session) : null;
    if (renewed) {
      session = renewed;
      setCookie = renewSession(renewed);
    }
  } catch (error) {
    if (error instanceof SessionExpiredError)
      return { status: 'signed-out', setCookie: clearCookie };
    throw error;
  }
  try {
    const value = await read(session);
    if (value === null) return { status: 'signed-out', setCookie: clearCookie };
    return { status: 'ok', value, setCookie };
  } catch (error) {
    if (error instanceof CustomerAccountApiError && error.kind === 'unauthorized') {
      return { status: 'signed-out', setCookie: clearCookie };
    }
    throw error;
  }
}

export function loadSignedInCustomer(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CustomerResult<SignedInCustomer>> {
  return withSession(request, async (session) => {
    if (session.family === 'customer-account') {
      return getCustomerAccountCustomer(await customerAccountClient(session.accessToken));
    }
    return getStorefrontCustomer(context.get(storefrontContext), session.customerAccessToken);
  });
}

/**
 * One of the signed-in customer's orders by the number in its URL. `value: null` when there is
 * no such order for this customer: someone else's order looks exactly like a missing one.
 */
export function loadCustomerOrder(
  request: Request,
  context: Readonly<RouterContextProvider>,
  numericId: string,
): Promise<CustomerResult<{ order: CustomerOrder | null }>> {
  return withSession(request, async (session) => {
    const gid = orderGid(numericId);
    if (session.family === 'customer-account') {
      const client = await customerAccountClient(session.accessToken);
      // Asked even for a malformed id, so a signed-out visitor is told so first.
      if (!gid) return { order: null };
      return { order: await getCustomerAccountOrder(client, gid) };
    }
    // The Storefront API has no order-by-id for customers: look through their recent orders.
    const customer = await getStorefrontCustomer(
      context.get(storefrontContext),
      session.customerAccessToken,
      ORDER_LOOKUP_FETCHED,
    );
    if (!customer) return null;
    return { order: customer.orders.find((order) => order.id === numericId) ?? null };
  });
}

export function updateSignedInCustomer(
  request: Request,
  context: Readonly<RouterContextProvider>,
  changes: { firstName?: string; lastName?: string; phone?: string | null },
): Promise<CustomerResult<{ ok: true } | { ok: false; message: string }>> {
  return withSession(request, async (session) => {
    if (session.family === 'customer-account') {
      // The Customer Account API changes names only; a phone is changed on the platform's pages.
      const { firstName, lastName } = changes;
      const result = await updateCustomerAccountCustomer(
        await customerAccountClient(session.accessToken),
        { firstName, lastName },
      );
      return result.ok ? result : { ok: false, message: result.errors[0]?.message ?? '' };
    }
    const result = await updateStorefrontCustomer(
      context.get(storefrontContext),
      session.customerAccessToken,
      changes,
    );
    return result.ok ? result : { ok: false, message: result.errors[0]?.message ?? '' };
  });
}

/**
 * For /login and /register: a visitor whose session the platform still accepts goes to /account
 * (spec section 2). Only a confirmed session redirects: were the platform unreachable, /account
 * could not show the customer either, and the two pages would send the browser back and forth.
 * A stale cookie is cleared (`setCookie`).
 */
export async function checkSignedIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ redirect: Response | null; setCookie: string | undefined }> {
  if (!hasSessionCookie(request)) return { redirect: null, setCookie: undefined };
  try {
    const result = await loadSignedInCustomer(request, context);
    if (result.status === 'ok') {
      const headers = result.setCookie ? { 'Set-Cookie': result.setCookie } : undefined;
      return { redirect: redirect('/account', { headers }), setCookie: undefined };
    }
    return { redirect: null, setCookie: result.setCookie };
  } catch (error) {
    logger.warn(errorFields(error), '[auth] could not confirm the session');
    return { redirect: null, setCookie: undefined };
  }
}
