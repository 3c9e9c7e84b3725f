import basicAuth from 'basic-auth';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tokenMatches } from './access-token';
import { sendJsonError } from './responses';

const CHALLENGE = 'Basic realm="Clearwell local commerce server"';

/**
 * The development pages (/__outbox, /admin/customers) show sign-in codes, activation links and
 * every customer: whoever reads them can sign in as anyone. On loopback only this machine reaches
 * them, and they stay open. Listening anywhere else, they ask for HTTP Basic credentials: any
 * user name, the Admin API token as the password, compared in constant time.
 */
export function ownerPagesAuth(options: { open: boolean; adminToken: string }) {
  const allowed = (request: IncomingMessage) => {
    const credentials = basicAuth(request);
    return credentials !== undefined && tokenMatches(credentials.pass, options.adminToken);
  };

  return function ownerOnly<Rest extends unknown[]>(
    handler: (
      request: IncomingMessage,
      response: ServerResponse,
      ...rest: Rest
    ) => void | Promise<void>,
  ) {
    return async (request: IncomingMessage, response: ServerResponse, ...rest: Rest) => {
      if (options.open || allowed(request)) return handler(request, response, ...rest);
      request.resume();
      sendJsonError(response, 401, 'Sign in with the Admin API token as the password.', {
        'www-authenticate': CHALLENGE,
        'cache-control': 'no-store',
      });
    };
  };
}
