import { readSession, type CustomerSession, type OpenSession } from '../session.server';
import { refreshTokens } from '../shopify/index.server';

/**
 * Who is asking: a Bearer token (the password family's customer access token, which the
 * browser keeps under local storage `token`) or the sealed session cookie (either family).
 * A Bearer header wins: it is what the client chose to send.
 */
export type Credentials =
  | { via: 'bearer'; session: Extract<CustomerSession, { family: 'storefront' }> }
  | { via: 'cookie'; session: OpenSession };

/** Customer access tokens are 32 hex characters at Shopify; allow any sane token shape. */
const BEARER = /^Bearer\s+([\w.~+/=-]{8,512})$/i;

export async function readCredentials(request: Request): Promise<Credentials | null> {
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const token = BEARER.exec(authorization.trim())?.[1];
    // A malformed header is a signed-out request, not a reason to fall back to the cookie.
    if (!token) return null;
    return {
      via: 'bearer',
      session: {
        family: 'storefront',
        customerAccessToken: token,
        expiresAt: Number.MAX_SAFE_INTEGER,
      },
    };
  }
  const session = await readSession(request);
  return session ? { via: 'cookie', session } : null;
}

/** Renew an access token this close to expiry, so a request does not fail midway. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * A passwordless session whose access token is (nearly) expired, renewed with its refresh
 * token (the same session: its id and lifetime stay); 'fresh' when it needs no renewal,
 * 'expired' when it cannot be renewed.
 */
export async function refreshedSession(
  session: OpenSession,
): Promise<OpenSession | 'fresh' | 'expired'> {
  if (session.family !== 'customer-account') return 'fresh';
  if (session.expiresAt - REFRESH_MARGIN_MS > Date.now()) return 'fresh';
  if (!session.refreshToken) return 'expired';
  try {
    const tokens = await refreshTokens(session.refreshToken);
    return {
      ...session,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? session.refreshToken,
      idToken: tokens.idToken ?? session.idToken,
      expiresAt: tokens.expiresAt,
    };
  } catch {
    return 'expired';
  }
}
