import { apiError, NO_STORE } from '../http/json-request.server';
import { errorFields, logger } from '../log.server';

/** JSON with no-store and, when the session changed, its Set-Cookie. */
export function jsonWithCookie(body: unknown, setCookie?: string, init: ResponseInit = {}) {
  const headers = new Headers({ ...NO_STORE });
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return Response.json(body, { ...init, headers });
}

export const signedOut = (setCookie?: string) =>
  jsonWithCookie({ error: 'Not signed in' }, setCookie, { status: 401 });

/**
 * The platform failed (unreachable, 5xx, malformed): logged by name only (messages from this
 * layer never carry tokens or passwords) and answered 502 so the client knows it is not its fault.
 */
export function platformFailure(where: string, error: unknown) {
  logger.error({ ...errorFields(error), where }, 'upstream call failed');
  return apiError(502, 'The store could not be reached. Please try again.');
}
