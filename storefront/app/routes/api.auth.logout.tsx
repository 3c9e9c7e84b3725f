import { redirect } from 'react-router';
import type { Route } from './+types/api.auth.logout';
import { publicOrigin } from '../lib/auth/request-guards.server';
import { getConfig } from '../lib/config.server';
import { storefrontContext } from '../lib/context';
import { discoverCustomerAccountApi } from '../lib/customer-account/discovery.server';
import { endSessionUrl } from '../lib/customer-account/oauth.server';
import { deleteCustomerAccessToken } from '../lib/shopify/customer';
import { destroySession, readSession } from '../lib/session.server';
import { errorFields, logger } from '../lib/log.server';

/**
 * GET /api/auth/logout: ends the session here and at the platform, then lands on / (spec
 * section 7). A passwordless session goes through the platform's end-session endpoint (which
 * comes back to /); a password session's access token is deleted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = readSession(request);
  const home = `${publicOrigin(request)}/`;
  let destination = '/';
  if (session?.family === 'storefront') {
    await deleteCustomerAccessToken(
      context.get(storefrontContext),
      session.customerAccessToken,
    ).catch((error: unknown) =>
      logger.warn(errorFields(error), '[auth/logout] the access token could not be deleted'),
    );
  } else if (session?.family === 'customer-account') {
    try {
      const config = getConfig();
      const endpoints = await discoverCustomerAccountApi(
        config.storeDomain,
        config.storefrontApiVersion,
      );
      destination = endSessionUrl(endpoints, session.idToken, home) ?? '/';
    } catch (error) {
      // Signed out here anyway; the platform's own session ends when it expires.
      logger.warn(errorFields(error), '[auth/logout] the platform session could not be ended');
    }
  }
  return redirect(destination, {
    headers: { 'Set-Cookie': destroySession(request), 'Cache-Control': 'no-store' },
  });
}
