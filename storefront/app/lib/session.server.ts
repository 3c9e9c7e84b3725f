import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { getConfig } from './config.server';
import { logger } from './log.server';

/**
 * Sessions live entirely in cookies, sealed with AES-256-GCM, so any instance of the server can
 * read them and none has to remember anything (it scales out). The key is derived from
 * SESSION_SECRET with HKDF, one key per purpose, so a sealed OAuth flow can never be replayed as
 * a session. Cookies are httpOnly, SameSite=Lax (they ride along on the platform's redirect back
 * to /api/auth/callback, a top-level GET) and Secure in production.
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

/** The OAuth authorization request in flight, checked when the platform sends the browser back. */
export const AuthorizationFlow = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});
export type AuthorizationFlow = z.infer<typeof AuthorizationFlow>;

export const SESSION_COOKIE = 'clearwell_session';
export const FLOW_COOKIE = 'clearwell_auth_flow';
/** A session cookie outlives access tokens: the refresh token renews them. */
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
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

const keys = new Map<string, Buffer>();

function keyFor(purpose: Purpose, secretValue: string): Buffer {
  const cacheKey = `${purpose}\0${secretValue}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretValue, 'clearwell-session-v1', purpose, 32));
    keys.set(cacheKey, key);
  }
  return key;
}

/** `v1.iv.ciphertext.tag`, base64url: opaque to the browser, tamper-evident on the way back. */
export function seal(purpose: Purpose, value: unknown, secretValue = secret()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose, secretValue), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed value, or null for anything forged, altered, sealed for another purpose or garbled. */
export function unseal(purpose: Purpose, sealed: string, secretValue = secret()): unknown {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
  if (version !== 'v1' || !iv || !ciphertext || !tag || rest.length) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(purpose, secretValue),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as unknown;
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
 * Secure everywhere in production except plain http on this machine, where browsers would drop
 * a Secure cookie that `npm start` (production mode, http://localhost) needs.
 */
function secureAttribute(request: Request): string {
  if (process.env.NODE_ENV !== 'production') return '';
  const url = new URL(request.url);
  const loopbackHttp =
    url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return loopbackHttp ? '' : '; Secure';
}

function cookie(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secureAttribute(request)}`;
}

export function readSession(request: Request): CustomerSession | null {
  const sealed = readCookie(request, SESSION_COOKIE);
  if (!sealed) return null;
  const parsed = CustomerSession.safeParse(unseal('session', sealed));
  return parsed.success ? parsed.data : null;
}

export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, SESSION_COOKIE) !== undefined;
}

/** Set-Cookie header value storing the session. */
export function commitSession(request: Request, session: CustomerSession): string {
  return cookie(request, SESSION_COOKIE, seal('session', session), SESSION_MAX_AGE_S);
}

export function destroySession(request: Request): string {
  return cookie(request, SESSION_COOKIE, '', 0);
}

export function readAuthorizationFlow(request: Request): AuthorizationFlow | null {
  const sealed = readCookie(request, FLOW_COOKIE);
  if (!sealed) return null;
  const parsed = AuthorizationFlow.safeParse(unseal('auth-flow', sealed));
  return parsed.success ? parsed.data : null;
}

export function commitAuthorizationFlow(request: Request, flow: AuthorizationFlow): string {
  return cookie(request, FLOW_COOKIE, seal('auth-flow', flow), FLOW_MAX_AGE_S);
}

/** The flow is single-use: the callback clears it whatever the outcome. */
export function clearAuthorizationFlow(request: Request): string {
  return cookie(request, FLOW_COOKIE, '', 0);
}
