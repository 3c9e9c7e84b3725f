import { hkdfSync } from 'node:crypto';
import { EncryptJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerSession } from './session.server';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;
const tokens: CustomerSession = {
  family: 'storefront',
  customerAccessToken: 'customer-access-token-123',
  expiresAt: Date.now() + 60_000,
};

/**
 * The session module (and the configuration and revocation store it reads) loaded afresh under
 * `env`: the configuration is read once per process, as in production.
 */
async function sessionModule(env: Record<string, string> = {}) {
  vi.resetModules();
  vi.stubEnv('SESSION_SECRET', SECRET);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const session = await import('./session.server');
  const revocations = await import('./auth/session-revocations.server');
  return { ...session, ...revocations };
}

/** The request the browser makes next, carrying the cookie a response set. */
function requestWithCookie(setCookie: string, url = 'http://localhost:3000/account'): Request {
  return new Request(url, { headers: { cookie: setCookie.split(';')[0]! } });
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

/** A session cookie sealed as the module seals them (an encrypted JWT under SECRET's session key). */
function sealedWithOurKey(value: Record<string, unknown>): Promise<string> {
  const key = new Uint8Array(hkdfSync('sha256', SECRET, 'clearwell-session-v1', 'session', 32));
  return new EncryptJWT(value).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(key);
}

describe('sealed session cookies', () => {
  it('hide the tokens from the browser', async () => {
    const { commitSession } = await sessionModule();
    const setCookie = await commitSession(tokens);
    expect(setCookie).not.toContain('customer-access-token-123');
    expect(setCookie).not.toContain(Buffer.from('customer-access-token-123').toString('base64url'));
  });

  it('refuse a changed byte, another secret and garbage', async () => {
    const { commitSession, readSession } = await sessionModule();
    const cookie = (await commitSession(tokens)).split(';')[0]!;
    const [name, sealed] = cookie.split('=') as [string, string];
    const [header, key, iv, ciphertext, tag] = sealed.split('.') as string[];
    const flipped = ciphertext!.startsWith('A')
      ? `B${ciphertext!.slice(1)}`
      : `A${ciphertext!.slice(1)}`;
    const tampered = `${name}=${[header, key, iv, flipped, tag].join('.')}`;
    expect(await readSession(requestWithCookie(tampered))).toBeNull();
    for (const garbage of ['v1.a.b', 'not-a-sealed-value', `${sealed}.extra`]) {
      expect(await readSession(requestWithCookie(`${name}=${garbage}`))).toBeNull();
    }
    // Sealed by an instance with another secret: not ours.
    const other = await sessionModule({ SESSION_SECRET: `${SECRET}-other` });
    expect(await other.readSession(requestWithCookie(cookie))).toBeNull();
  });
});

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax, whole-site, and read back with their own id and opening time', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z'), toFake: ['Date'] });
    const { commitSession, readSession, SESSION_LIFETIME_MS } = await sessionModule();
    const setCookie = await commitSession(tokens);
    expect(setCookie).toMatch(
      /^clearwell_session=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=(\d+)$/,
    );
    expect(setCookie).toContain(`Max-Age=${SESSION_LIFETIME_MS / 1000}`);
    const session = await readSession(requestWithCookie(setCookie));
    expect(session).toEqual({
      ...tokens,
      id: expect.stringMatching(/^[\w-]{22}$/),
      issuedAt: Date.now(),
    });
    // Every sign-in is a session of its own.
    const other = await readSession(requestWithCookie(await commitSession(tokens)));
    expect(other?.id).not.toBe(session?.id);
  });

  it('are Secure and named __Host- when the configuration says https', async () => {
    const { commitSession, commitAuthorizationFlow, destroySession, readSession } =
      await sessionModule({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://clearwell.com' });
    const setCookie = await commitSession(tokens);
    expect(setCookie).toMatch(
      /^__Host-clearwell_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(destroySession()).toMatch(/^__Host-clearwell_session=; Path=\/; .*Max-Age=0; Secure$/);
    const flow = { state: 's', nonce: 'n', codeVerifier: 'v', returnTo: '/account' };
    expect(await commitAuthorizationFlow(flow)).toMatch(
      /^__Host-clearwell_auth_flow=[^;]+;.*; Secure$/,
    );

    expect(await readSession(requestWithCookie(setCookie))).toMatchObject(tokens);
    // The same value without the prefix could have been planted by a subdomain or over http.
    const unprefixed = setCookie.replace(/^__Host-/, '');
    expect(await readSession(requestWithCookie(unprefixed))).toBeNull();
  });

  it('are neither Secure nor prefixed for `npm start` (production, local store, plain http)', async () => {
    const { commitSession } = await sessionModule({ NODE_ENV: 'production' });
    const setCookie = await commitSession(tokens);
    expect(setCookie).toMatch(/^clearwell_session=/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('end SESSION_LIFETIME_MS after sign-in, however often their tokens are renewed', async () => {
    const signedInAt = new Date('2026-05-01T10:00:00Z').getTime();
    vi.useFakeTimers({ now: signedInAt, toFake: ['Date'] });
    const { commitSession, readSession, renewSession, SESSION_LIFETIME_MS } = await sessionModule();
    expect(SESSION_LIFETIME_MS).toBe(30 * DAY_MS);
    const first = await commitSession(tokens);

    vi.setSystemTime(signedInAt + SESSION_LIFETIME_MS - 60_000);
    const session = await readSession(requestWithCookie(first));
    expect(session).not.toBeNull();
    const renewedUntil = signedInAt + SESSION_LIFETIME_MS + DAY_MS;
    const renewed = await renewSession({ ...session!, expiresAt: renewedUntil });
    // Renewing keeps the session's id and end: only the minute left.
    expect(renewed).toMatch(/Max-Age=60(;|$)/);
    expect(await readSession(requestWithCookie(renewed))).toMatchObject({
      id: session!.id,
      issuedAt: signedInAt,
      expiresAt: renewedUntil,
    });

    vi.setSystemTime(signedInAt + SESSION_LIFETIME_MS);
    expect(await readSession(requestWithCookie(first))).toBeNull();
    expect(await readSession(requestWithCookie(renewed))).toBeNull();
  });

  it('refuse a sealed session without an id and opening time (one that could never end)', async () => {
    const { readSession } = await sessionModule();
    const cookie = `clearwell_session=${await sealedWithOurKey(tokens)}`;
    expect(await readSession(requestWithCookie(cookie))).toBeNull();
    // The same with a stamp is read: only the missing stamp refused the one above.
    const stamped = { ...tokens, id: 'a-session-id-of-22-chars', issuedAt: Date.now() };
    const accepted = `clearwell_session=${await sealedWithOurKey(stamped)}`;
    expect(await readSession(requestWithCookie(accepted))).toEqual(stamped);
  });

  it('keep the OAuth flow apart from the session: one cannot stand in for the other', async () => {
    const { commitAuthorizationFlow, readAuthorizationFlow, readSession } = await sessionModule();
    const flowCookie = await commitAuthorizationFlow({
      state: 's',
      nonce: 'n',
      codeVerifier: 'v',
      returnTo: '/account',
    });
    expect((await readAuthorizationFlow(requestWithCookie(flowCookie)))?.state).toBe('s');
    // The flow's sealed value under the session cookie's name is not a session.
    const swapped = flowCookie.replace('clearwell_auth_flow=', 'clearwell_session=');
    expect(await readSession(requestWithCookie(swapped))).toBeNull();
  });
});

describe('revoked sessions', () => {
  it('are refused from then on, and no other session is', async () => {
    const { commitSession, readSession, revokeSession } = await sessionModule();
    const cookie = await commitSession(tokens);
    const copy = requestWithCookie(cookie);
    const otherCookie = await commitSession(tokens);
    const session = await readSession(copy);
    await revokeSession(session!);
    expect(await readSession(copy)).toBeNull();
    expect(await readSession(requestWithCookie(otherCookie))).not.toBeNull();
  });

  it('are remembered until the session would have ended, in the store every instance shares', async () => {
    const shared = new (await sessionModule()).MemorySessionRevocationStore();
    const revoke = vi.spyOn(shared, 'revoke');
    // Two storefront instances (two module graphs) with one revocation store between them.
    const first = await sessionModule();
    first.setSessionRevocationStore(shared);
    const second = await sessionModule();
    second.setSessionRevocationStore(shared);

    const cookie = await first.commitSession(tokens);
    const session = await first.readSession(requestWithCookie(cookie));
    expect(await second.readSession(requestWithCookie(cookie))).toEqual(session);
    await first.revokeSession(session!);
    expect(revoke).toHaveBeenCalledWith(session!.id, session!.issuedAt + first.SESSION_LIFETIME_MS);
    expect(await second.readSession(requestWithCookie(cookie))).toBeNull();
  });
});
