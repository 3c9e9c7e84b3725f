import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  commitAuthorizationFlow,
  commitSession,
  readAuthorizationFlow,
  readSession,
  seal,
  unseal,
  type CustomerSession,
} from './session.server';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const session: CustomerSession = {
  family: 'storefront',
  customerAccessToken: 'customer-access-token-123',
  expiresAt: Date.now() + 60_000,
};

/** The request the browser makes next, carrying the cookie a response set. */
function requestWithCookie(setCookie: string, url = 'http://localhost:3000/account'): Request {
  return new Request(url, { headers: { cookie: setCookie.split(';')[0]! } });
}

describe('sealed values', () => {
  it('round-trip and are unreadable without the key', () => {
    const sealed = seal('session', session, SECRET);
    expect(sealed).not.toContain('customer-access-token-123');
    expect(unseal('session', sealed, SECRET)).toEqual(session);
  });

  it('refuse a changed byte, another secret, another purpose and garbage', () => {
    const sealed = seal('session', session, SECRET);
    const [version, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = ciphertext.startsWith('A')
      ? `B${ciphertext.slice(1)}`
      : `A${ciphertext.slice(1)}`;
    expect(unseal('session', [version, iv, flipped, tag].join('.'), SECRET)).toBeNull();
    expect(unseal('session', sealed, `${SECRET}-other`)).toBeNull();
    expect(unseal('auth-flow', sealed, SECRET)).toBeNull();
    expect(unseal('session', 'v1.a.b', SECRET)).toBeNull();
    expect(unseal('session', 'not-a-sealed-value', SECRET)).toBeNull();
  });
});

describe('session cookies', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are httpOnly, SameSite=Lax, whole-site and read back', () => {
    const request = new Request('http://localhost:3000/api/auth/login');
    const setCookie = commitSession(request, session);
    expect(setCookie).toMatch(
      /^clearwell_session=v1\.[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    );
    expect(readSession(requestWithCookie(setCookie))).toEqual(session);
  });

  it('are Secure in production, except on plain http://localhost (npm start)', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(commitSession(new Request('https://shop.example/'), session)).toMatch(/; Secure$/);
    expect(commitSession(new Request('http://localhost:3000/'), session)).not.toMatch(/Secure/);
  });

  it('keep the OAuth flow apart from the session: one cannot stand in for the other', () => {
    const request = new Request('http://localhost:3000/api/auth/login');
    const flowCookie = commitAuthorizationFlow(request, {
      state: 's',
      nonce: 'n',
      codeVerifier: 'v',
      returnTo: '/account',
    });
    expect(readAuthorizationFlow(requestWithCookie(flowCookie))?.state).toBe('s');
    // The flow's sealed value under the session cookie's name is not a session.
    const swapped = flowCookie.replace('clearwell_auth_flow=', 'clearwell_session=');
    expect(readSession(requestWithCookie(swapped))).toBeNull();
  });
});
