import { hkdfSync, randomBytes } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';
import { z } from 'zod';
import { sessionRevocations } from './auth/session-revocations.server';
import { getConfig } from './config.server';
import { logger } from './log.server';

/**
 * Sessions live in cookies, sealed as encrypted JWTs (jose: JWE, `dir` + AES-256-GCM), so any
 * instance of the server can read them (it scales out) and the browser cannot. The key is
 * derived from SESSION_SECRET with HKDF, one key per purpose, so a sealed OAuth flow can never
 * be replayed as a session. Each session carries an id and the time
 * it was opened: it ends SESSION_LIFETIME_MS after sign-in whatever its cookie says, and logging
 * out revokes its id, so a copied cookie stops working too (the one thing instances remember,
 * see session-revocations.server.ts). Cookies are httpOnly, SameSite=Lax (they ride along on the
 * platform's redirect back to /api/auth/callback, a top-level GET), and Secure with `__Host-`
 * names when the configuration says the site is served over https.
 */

/** What a signed-in customer's session holds; tokens never leave the server. */
export const CustomerSession = z.discriminatedUnion('family', [
  z.object({
    /** Passwordless sign-in through the Customer Account API (OAuth 2.0 + PKCE). */
    family: z.literal('customer-account'),
    accessToken: z.string(),
    refreshToken: z.string().optional(),
    idToken: z.string().optional(),
    /** Epoch ms when the access token expires. */
    expiresAt: z.number(),
  }),
  z.object({
    /** Password sign-in through the Storefront API's legacy customer accounts. */
    family: z.literal('storefront'),
    customerAccessToken: z.string(),
    expiresAt: z.number(),
  }),
]);
export type CustomerSession = z.infer<typeof CustomerSession>;

/** Which session this is (what logout revokes) and when it was opened (epoch ms). */
const SessionStamp = z.object({ id: z.string().min(16), issuedAt: z.number() });
export type SessionStamp = z.infer<typeof SessionStamp>;

/** A session read back from its cookie: the customer's tokens and its stamp. */
export type OpenSession = CustomerSession & SessionStamp;

/** The OAuth authorization request in flight, checked when the platform sends the browser back. */
export const AuthorizationFlow = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});
export type AuthorizationFlow = z.infer<typeof AuthorizationFlow>;

const SESSION_COOKIE = 'clearwell_session';
const FLOW_COOKIE = 'clearwell_auth_flow';
/**
 * A session ends this long after sign-in, however often its access token is renewed with the
 * refresh token: a copied cookie cannot be kept alive, and a revocation is kept no longer.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Long enough to type an emailed code, short enough that a stale flow cannot be replayed. */
const FLOW_MAX_AGE_S = 10 * 60;

type Purpose = 'session' | 'auth-flow';

let developmentSecret: string | undefined;

function secret(): string {
  const configured = getConfig().sessionSecret;
  if (configured) return configured;
  if (!developmentSecret) {
    developmentSecret = randomBytes(32).toString('base64url');
    logger.warn(
      '[session] SESSION_SECRET is not set: sessions are sealed with a key made for this process, ' +
        'so a restart signs everyone out. Set SESSION_SECRET (32+ characters) to keep them.',
    );
  }
  return developmentSecret;
}

const keyFor = (purpose: Purpose) =>
  new Uint8Array(hkdfSync('sha256', secret(), 'clearwell-session-v1', purpose, 32));

/** A compact JWE: opaque to the browser, tamper-evident on the way back. */
function seal(purpose: Purpose, value: JWTPayload): Promise<string> {
  return new EncryptJWT(value)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(keyFor(purpose));
}

/** The sealed value, or null for anything forged, altered, sealed for another purpose or garbled. */
async function unseal(purpose: Purpose, sealed: string) {
  try {
    const { payload } = await jwtDecrypt(sealed, keyFor(purpose), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    return payload;
  } catch {
    return null;
  }
}

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * Secure cookies carry the `__Host-` prefix: browsers keep such a cookie only when it is Secure,
 * Path=/ and has no Domain, so neither a sibling subdomain nor a plain-http page can plant or
 * replace it. Only the prefixed name is read then.
 */
function cookieName(name: string): string {
  return getConfig().secureCookies ? `__Host-${name}` : name;
}

function cookie(name: string, value: string, maxAgeSeconds: number): string {
  const secure = getConfig().secureCookies ? '; Secure' : '';
  return `${cookieName(name)}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

const sessionEndsAt = (stamp: SessionStamp) => stamp.issuedAt + SESSION_LIFETIME_MS;

/** The session in this request's cookie, unless it is forged, past its lifetime or revoked. */
export async function readSession(request: Request): Promise<OpenSession | null> {
  const sealed = readCookie(request, cookieName(SESSION_COOKIE));
  if (!sealed) return null;
  const value = await unseal('session', sealed);
  const stamp = SessionStamp.safeParse(value);
  const tokens = CustomerSession.safeParse(value);
  if (!stamp.success || !tokens.success) return null;
  if (sessionEndsAt(stamp.data) <= Date.now()) return null;
  if (await sessionRevocations().isRevoked(stamp.data.id)) return null;
  return { ...tokens.data, ...stamp.data };
}

export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, cookieName(SESSION_COOKIE)) !== undefined;
}

/** Set-Cookie keeping an open session with renewed tokens: same id, same end. */
export async function renewSession(session: OpenSession): Promise<string> {
  const remainingSeconds = Math.floor((sessionEndsAt(session) - Date.now()) / 1000);
  return cookie(SESSION_COOKIE, await seal('session', session), Math.max(0, remainingSeconds));
}

/**
 * Set-Cookie opening a new session for a customer who has just signed in: a fresh id, its
 * lifetime counted from now.
 */
export function commitSession(session: CustomerSession): Promise<string> {
  return renewSession({
    ...session,
    id: randomBytes(16).toString('base64url'),
    issuedAt: Date.now(),
  });
}

/** Refuses this session from now until its lifetime ends, on every instance sharing the store. */
export function revokeSession(session: SessionStamp): Promise<void> {
  return sessionRevocations().revoke(session.id, sessionEndsAt(session));
}

export function destroySession(): string {
  return cookie(SESSION_COOKIE, '', 0);
}

export async function readAuthorizationFlow(request: Request): Promise<AuthorizationFlow | null> {
  const sealed = readCookie(request, cookieName(FLOW_COOKIE));
  if (!sealed) return null;
  const parsed = AuthorizationFlow.safeParse(await unseal('auth-flow', sealed));
  return parsed.success ? parsed.data : null;
}

export async function commitAuthorizationFlow(flow: AuthorizationFlow): Promise<string> {
  return cookie(FLOW_COOKIE, await seal('auth-flow', flow), FLOW_MAX_AGE_S);
}

/** The flow is single-use: the callback clears it whatever the outcome. */
export function clearAuthorizationFlow(): string {
  return cookie(FLOW_COOKIE, '', 0);
}
