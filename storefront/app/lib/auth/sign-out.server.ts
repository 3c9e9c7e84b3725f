import type { RouterContextProvider } from 'react-router';
import { storefrontContext } from '../context';
import { errorFields, logger } from '../log.server';
import { revokeSession, type OpenSession } from '../session.server';
import { deleteCustomerAccessToken, endPlatformSession } from '../shopify/index.server';

/**
 * Ends a session here and, as far as the platform allows, there too; answers where the browser
 * goes next. The session's id is revoked first, so a copy of its cookie is refused from now on
 * whatever the platform does. A password session's access token is deleted. A passwordless
 * session's tokens are revoked where the platform offers revocation, and the browser goes through
 * the platform's end-session page (which ends its own session and comes back to `home`).
 * Failures at the platform are logged and do not keep the customer signed in here.
 */
export async function endSession(
  session: OpenSession,
  context: Readonly<RouterContextProvider>,
  home: string,
): Promise<string> {
  await revokeSession(session);
  try {
    if (session.family === 'storefront') {
      await deleteCustomerAccessToken(context.get(storefrontContext), session.customerAccessToken);
      return '/';
    }
    return (await endPlatformSession(session, home)) ?? '/';
  } catch (error) {
    // Signed out here anyway; the platform's own token or session ends when it expires.
    logger.warn(errorFields(error), '[auth/logout] the platform session could not be ended');
    return '/';
  }
}
