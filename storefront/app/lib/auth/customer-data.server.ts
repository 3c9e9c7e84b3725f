import { data, redirect, type RouterContextProvider } from 'react-router';
import { storefrontContext } from '../context';
import { createCartApi, PlatformError } from '../shopify';
import {
  changeSubscription,
  customerAccountClient,
  getCustomerAccountCustomer,
  getCustomerAccountCustomerId,
  getCustomerAccountOrder,
  getStorefrontCustomer,
  getStorefrontCustomerId,
  getSubscription,
  getSubscriptions,
  ORDER_LOOKUP_FETCHED,
  updateCustomerAccountCustomer,
  updateStorefrontCustomer,
  type SubscriptionChangeResult,
  type SubscriptionHolder,
} from '../shopify/index.server';
import type { Subscription, SubscriptionChange } from '../subscriptions/subscription';
import {
  destroySession,
  hasSessionCookie,
  renewSession,
  type CustomerSession,
} from '../session.server';
import { readCredentials, refreshedSession } from './credentials.server';
import { orderGid, type CustomerOrder, type SignedInCustomer } from './customer';
import { errorFields, logger } from '../log.server';
import { jsonWithCookie, platformFailure, signedOut } from './responses.server';

/**
 * The signed-in customer's data, whichever family they signed in through, for loaders and
 * /api endpoints. A result carries the Set-Cookie header to send when the session changed
 * (renewed) or must go (refused), so callers never touch tokens themselves.
 */

type CustomerResult<T> =
  | { status: 'ok'; value: T; setCookie: string | undefined }
  | { status: 'signed-out'; setCookie: string | undefined };

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
  const renewed =
    credentials.via === 'cookie' ? await refreshedSession(credentials.session) : 'fresh';
  if (renewed === 'expired') return { status: 'signed-out', setCookie: clearCookie };
  const session = renewed === 'fresh' ? credentials.session : renewed;
  const setCookie = renewed === 'fresh' ? undefined : await renewSession(renewed);
  try {
    const value = await read(session);
    if (value === null) return { status: 'signed-out', setCookie: clearCookie };
    return { status: 'ok', value, setCookie };
  } catch (error) {
    // The customer's token refused: signed out. (A Storefront API 401 is the shop's token.)
    if (
      error instanceof PlatformError &&
      error.api === 'customer-account' &&
      error.kind === 'unauthorized'
    ) {
      return { status: 'signed-out', setCookie: clearCookie };
    }
    throw error;
  }
}

async function readCustomer(
  session: CustomerSession,
  context: Readonly<RouterContextProvider>,
): Promise<SignedInCustomer | null> {
  if (session.family === 'customer-account') {
    return getCustomerAccountCustomer(await customerAccountClient(session.accessToken));
  }
  return getStorefrontCustomer(context.get(storefrontContext), session.customerAccessToken);
}

export function loadSignedInCustomer(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CustomerResult<SignedInCustomer>> {
  return withSession(request, (session) => readCustomer(session, context));
}

/** Only the signed-in customer's id (gid://shopify/Customer/{id}): asks for nothing else. */
export function loadSignedInCustomerId(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CustomerResult<string>> {
  return withSession(request, async (session) =>
    session.family === 'customer-account'
      ? getCustomerAccountCustomerId(await customerAccountClient(session.accessToken))
      : getStorefrontCustomerId(context.get(storefrontContext), session.customerAccessToken),
  );
}

/**
 * A GET endpoint's answer from the signed-in customer: `pick`'s JSON, 401 when signed out, 502
 * when the platform fails (`where` names the endpoint in the log).
 */
export async function signedInCustomerAnswer(
  request: Request,
  context: Readonly<RouterContextProvider>,
  where: string,
  pick: (customer: SignedInCustomer) => unknown,
): Promise<Response> {
  try {
    const result = await loadSignedInCustomer(request, context);
    if (result.status === 'signed-out') return signedOut(result.setCookie);
    return jsonWithCookie(pick(result.value), result.setCookie);
  } catch (error) {
    return platformFailure(where, error);
  }
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
): Promise<CustomerResult<{ message: string }[]>> {
  return withSession(request, async (session) =>
    // The Customer Account API changes names only; a phone is changed on the platform's pages.
    session.family === 'customer-account'
      ? updateCustomerAccountCustomer(await customerAccountClient(session.accessToken), {
          firstName: changes.firstName,
          lastName: changes.lastName,
        })
      : updateStorefrontCustomer(
          context.get(storefrontContext),
          session.customerAccessToken,
          changes,
        ),
  );
}

/**
 * The checkout hand-off of a signed-in customer: their access token becomes the cart's buyer
 * identity, as Hydrogen's cart handler sets it, so the hosted checkout knows who is buying and
 * fills in their profile. Either family's token goes there (the Customer Account API's is the
 * one Hydrogen passes). The value is the cart as the platform then answers it: its checkout link,
 * or null with the mutation's errors when it would not take the token.
 */
export function setCartBuyer(
  request: Request,
  context: Readonly<RouterContextProvider>,
  cartId: string,
): Promise<CustomerResult<{ checkoutUrl: string | null }>> {
  return withSession(request, async (session) => {
    const customerAccessToken =
      session.family === 'customer-account' ? session.accessToken : session.customerAccessToken;
    const { cart, userErrors } = await createCartApi(
      context.get(storefrontContext),
    ).buyerIdentityUpdate({ cartId, buyerIdentity: { customerAccessToken } });
    if (userErrors.length > 0) {
      logger.warn({ codes: userErrors.map((error) => error.code) }, '[checkout] buyer not set');
    }
    return { checkoutUrl: cart?.checkoutUrl ?? null };
  });
}

// --- Subscriptions ---------------------------------------------------------------------------

const holderOf = (session: CustomerSession): SubscriptionHolder =>
  session.family === 'customer-account'
    ? { family: 'customer-account', accessToken: session.accessToken }
    : { family: 'storefront', customerAccessToken: session.customerAccessToken };

/**
 * The account page: the customer and their subscriptions, read with one session (a renewal of
 * an expired token must happen once: refresh tokens work once). Subscriptions that cannot be
 * read are null and logged; the rest of the page still shows.
 */
export function loadAccountPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CustomerResult<SignedInCustomer & { subscriptions: Subscription[] | null }>> {
  return withSession(request, async (session) => {
    const [customer, subscriptions] = await Promise.all([
      readCustomer(session, context),
      getSubscriptions(holderOf(session), context.get(storefrontContext)).catch(
        (error: unknown) => {
          logger.error(errorFields(error), '[account] loading the subscriptions failed');
          return null;
        },
      ),
    ]);
    return customer && { ...customer, subscriptions };
  });
}

/** The signed-in customer's subscriptions, newest first. */
export function loadSubscriptions(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CustomerResult<Subscription[]>> {
  return withSession(request, (session) =>
    getSubscriptions(holderOf(session), context.get(storefrontContext)),
  );
}

/**
 * One of the signed-in customer's subscriptions by the number in its URL; `subscription: null`
 * when they have none by that id (someone else's looks exactly the same).
 */
export function loadSubscription(
  request: Request,
  context: Readonly<RouterContextProvider>,
  numericId: string,
): Promise<CustomerResult<{ subscription: Subscription | null }>> {
  return withSession(request, (session) =>
    getSubscription(holderOf(session), context.get(storefrontContext), numericId),
  );
}

export function changeCustomerSubscription(
  request: Request,
  context: Readonly<RouterContextProvider>,
  numericId: string,
  change: SubscriptionChange,
): Promise<CustomerResult<SubscriptionChangeResult>> {
  return withSession(request, (session) =>
    changeSubscription(holderOf(session), context.get(storefrontContext), numericId, change),
  );
}

/**
 * The loader of /login and /register: a visitor whose session the platform still accepts goes to
 * /account at once. Only a confirmed session redirects: were the platform unreachable, /account
 * could not show the customer either, and the two pages would send the browser back and forth.
 * A stale cookie is cleared.
 */
export async function signedOutPageLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const result = hasSessionCookie(request)
    ? await loadSignedInCustomer(request, context).catch((error: unknown) => {
        logger.warn(errorFields(error), '[auth] could not confirm the session');
        return null;
      })
    : null;
  const headers = result?.setCookie ? { 'Set-Cookie': result.setCookie } : undefined;
  if (result?.status === 'ok') throw redirect('/account', { headers });
  return data(null, { headers });
}
