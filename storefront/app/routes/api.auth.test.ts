import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, setUpFakeSignInPlatform } from '../../test/support/fake-sign-in-platform';
import { clientIpContext, storefrontContext } from '../lib/context';
import { setRateLimitStore } from '../lib/http/rate-limit.server';
import { logger } from '../lib/log.server';
import type { ShopifyClient } from '../lib/shopify';
import { readSession } from '../lib/session.server';
import { loader as callback } from './api.auth.callback';
import { action as passwordLogin, loader as startLogin } from './api.auth.login';
import { action as register } from './api.auth.register';

/**
 * The sign-in endpoints against a small OpenID provider on a real port that behaves like the
 * platform's (test/support/fake-sign-in-platform.ts). What is tested is the storefront's side:
 * what it sends and what it refuses.
 */

const STOREFRONT = 'http://localhost:3000';
const PASSWORD = 'correct-horse-battery-staple';

const platform = setUpFakeSignInPlatform();

let logged: string[];
beforeEach(() => {
  setRateLimitStore(null);
  logged = [];
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(
        args
          .map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg)))
          .join(' '),
      );
    });
  }
  // The structured logger too: every field it would write.
  for (const method of ['debug', 'info', 'warn', 'error'] as const) {
    vi.spyOn(logger, method).mockImplementation(((...args: unknown[]) => {
      logged.push(
        args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '),
      );
    }) as never);
  }
});

function context(storefront?: Partial<ShopifyClient>) {
  const provider = new RouterContextProvider();
  provider.set(clientIpContext, '203.0.113.7');
  provider.set(storefrontContext, {
    endpoint: `${platform.issuer}/api/2026-04/graphql.json`,
    request: () => Promise.reject(new Error('no Storefront API in this test')),
    ...storefront,
  } as ShopifyClient);
  return provider;
}

const args = (request: Request, storefront?: Partial<ShopifyClient>) =>
  ({
    request,
    params: {},
    context: context(storefront),
    url: new URL(request.url),
  }) as never;

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];

/** GET /api/auth/login, then what the hosted page does: issue a code for that request. */
async function startSignIn(options: { expired?: boolean } = {}) {
  const response = (await startLogin(
    args(new Request(`${STOREFRONT}/api/auth/login`)),
  )) as Response;
  expect(response.status).toBe(302);
  const authorize = new URL(response.headers.get('location')!);
  const flowCookie = cookieOf(response, 'clearwell_auth_flow')!;
  const code = platform.issueCode(authorize, options);
  return { authorize, flowCookie, code, state: authorize.searchParams.get('state')! };
}

async function returnFromPlatform(query: string, cookie?: string) {
  const headers = cookie ? { cookie } : undefined;
  const request = new Request(`${STOREFRONT}/api/auth/callback?${query}`, { headers });
  return (await callback(args(request))) as Response;
}

const location = (response: Response) => response.headers.get('location');

describe('passwordless sign-in (OAuth 2.0 code flow with PKCE)', () => {
  it('asks the platform for a code with PKCE S256, state, nonce and our callback', async () => {
    const { authorize, flowCookie } = await startSignIn();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${platform.issuer}/authorize`);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${STOREFRONT}/api/auth/callback`,
      scope: 'openid email customer-account-api:full',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    // The verifier stays in the sealed cookie: neither it nor the state is readable there.
    expect(flowCookie).not.toContain(params.state);
  });

  it('signs in: the code is exchanged and a session cookie opened', async () => {
    const { flowCookie, code, state } = await startSignIn();
    const response = await returnFromPlatform(`code=${code}&state=${state}`, flowCookie);
    expect(location(response)).toBe('/account');
    const session = await readSession(
      new Request(STOREFRONT, { headers: { cookie: cookieOf(response, 'clearwell_session')! } }),
    );
    expect(session).toMatchObject({ family: 'customer-account' });
    // The flow cookie is cleared: the same return cannot be replayed.
    expect(response.headers.getSetCookie().join('\n')).toMatch(/clearwell_auth_flow=; .*Max-Age=0/);
  });

  it("refuses a state that is not this browser's (invalid_state)", async () => {
    const { flowCookie, code } = await startSignIn();
    const response = await returnFromPlatform(`code=${code}&state=forged-state`, flowCookie);
    expect(location(response)).toBe('/login?error=invalid_state');
    expect(cookieOf(response, 'clearwell_session')).toBeUndefined();
    // No flow cookie at all (another browser, or an expired flow) is refused the same way.
    const { code: other, state } = await startSignIn();
    expect(location(await returnFromPlatform(`code=${other}&state=${state}`))).toBe(
      '/login?error=invalid_state',
    );
  });

  it('sends a return without code or state to missing_params', async () => {
    const { flowCookie, state } = await startSignIn();
    expect(location(await returnFromPlatform(`state=${state}`, flowCookie))).toBe(
      '/login?error=missing_params',
    );
    expect(location(await returnFromPlatform('code=abc', flowCookie))).toBe(
      '/login?error=missing_params',
    );
  });

  it('refuses a code issued for another PKCE challenge (token_exchange_failed)', async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    // The code of the first flow, returned with the second flow's state and verifier.
    const response = await returnFromPlatform(
      `code=${first.code}&state=${second.state}`,
      second.flowCookie,
    );
    expect(location(response)).toBe('/login?error=token_exchange_failed');
  });

  it('refuses an expired code and a reused one (token_exchange_failed)', async () => {
    const expired = await startSignIn({ expired: true });
    expect(
      location(
        await returnFromPlatform(`code=${expired.code}&state=${expired.state}`, expired.flowCookie),
      ),
    ).toBe('/login?error=token_exchange_failed');

    const flow = await startSignIn();
    const query = `code=${flow.code}&state=${flow.state}`;
    expect(location(await returnFromPlatform(query, flow.flowCookie))).toBe('/account');
    // A replay with the same (still unexpired) flow cookie: the platform refuses the used code.
    expect(location(await returnFromPlatform(query, flow.flowCookie))).toBe(
      '/login?error=token_exchange_failed',
    );
  });

  it("refuses an ID token whose nonce is not this flow's (callback_failed)", async () => {
    const { flowCookie, code, state } = await startSignIn();
    platform.idTokenNonce = 'a-nonce-from-another-sign-in';
    const response = await returnFromPlatform(`code=${code}&state=${state}`, flowCookie);
    expect(location(response)).toBe('/login?error=callback_failed');
    expect(cookieOf(response, 'clearwell_session')).toBeUndefined();
  });

  it('refuses an ID token signed with a key the platform does not publish (callback_failed)', async () => {
    const { flowCookie, code, state } = await startSignIn();
    platform.forgeIdTokenSignature = true;
    const response = await returnFromPlatform(`code=${code}&state=${state}`, flowCookie);
    expect(location(response)).toBe('/login?error=callback_failed');
    expect(cookieOf(response, 'clearwell_session')).toBeUndefined();
  });

  it('reports a platform error as callback_failed', async () => {
    const { flowCookie, state } = await startSignIn();
    expect(
      location(await returnFromPlatform(`error=access_denied&state=${state}`, flowCookie)),
    ).toBe('/login?error=callback_failed');
  });

  it('answers 429 when one address starts too many sign-ins', async () => {
    let last: Response | undefined;
    for (let attempt = 0; attempt < 31; attempt++) {
      last = (await startLogin(args(new Request(`${STOREFRONT}/api/auth/login`)))) as Response;
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

/** The Storefront API as the password endpoints see it: one customer, one password. */
function passwordStorefront(): Partial<ShopifyClient> {
  return {
    request: ((document: string, options?: { variables?: { input?: Record<string, unknown> } }) => {
      const input = options?.variables?.input ?? {};
      if (document.includes('customerAccessTokenCreate')) {
        // Like the real schema: CustomerAccessTokenCreateInput has email and password only.
        if (Object.keys(input).sort().join() !== 'email,password') {
          return Promise.reject(new Error('Variable $input was provided invalid value'));
        }
        const ok = input.email === 'ada@example.com' && input.password === PASSWORD;
        return Promise.resolve({
          customerAccessTokenCreate: ok
            ? {
                customerAccessToken: {
                  accessToken: 'sf-token-abc123',
                  expiresAt: '2099-01-01T00:00:00Z',
                },
                customerUserErrors: [],
              }
            : {
                customerAccessToken: null,
                customerUserErrors: [
                  { code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' },
                ],
              },
        });
      }
      if (document.includes('customerCreate')) {
        const taken = input.email === 'taken@example.com';
        return Promise.resolve({
          customerCreate: taken
            ? {
                customer: null,
                customerUserErrors: [
                  {
                    code: 'TAKEN',
                    field: ['input', 'email'],
                    message: 'Email has already been taken',
                  },
                ],
              }
            : { customer: { id: 'gid://shopify/Customer/2' }, customerUserErrors: [] },
        });
      }
      return Promise.reject(new Error('unexpected document'));
    }) as ShopifyClient['request'],
  };
}

function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${STOREFRONT}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, ...headers },
    body: JSON.stringify(body),
  });
}

const actionArgs = (request: Request) => args(request, passwordStorefront());

describe('password sign-in and registration', () => {
  it('signs in with the right password: {token} and a session cookie', async () => {
    const response = (await passwordLogin(
      actionArgs(jsonPost('/api/auth/login', { email: 'ada@example.com', password: PASSWORD })),
    )) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ token: 'sf-token-abc123' });
    expect(cookieOf(response, 'clearwell_session')).toBeDefined();
  });

  it('answers 401 for a wrong password, 400 for a bad body, 403 from another site', async () => {
    const wrong = (await passwordLogin(
      actionArgs(jsonPost('/api/auth/login', { email: 'ada@example.com', password: 'nope' })),
    )) as Response;
    expect(wrong.status).toBe(401);
    const bad = (await passwordLogin(
      actionArgs(jsonPost('/api/auth/login', { email: 'not-an-email', password: 'x' })),
    )) as Response;
    expect(bad.status).toBe(400);
    const crossSite = (await passwordLogin(
      actionArgs(
        jsonPost(
          '/api/auth/login',
          { email: 'ada@example.com', password: PASSWORD },
          { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        ),
      ),
    )) as Response;
    expect(crossSite.status).toBe(403);
  });

  it('answers 429 after too many attempts for one email', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = (await passwordLogin(
        actionArgs(
          jsonPost('/api/auth/login', { email: 'Ada@Example.com ', password: `guess-${attempt}` }),
        ),
      )) as Response;
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it("registers and signs in, or passes the platform's message on", async () => {
    const created = (await register(
      actionArgs(
        jsonPost('/api/auth/register', {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          password: PASSWORD,
        }),
      ),
    )) as Response;
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ token: 'sf-token-abc123' });

    const taken = (await register(
      actionArgs(
        jsonPost('/api/auth/register', {
          name: 'Ada',
          email: 'taken@example.com',
          password: PASSWORD,
        }),
      ),
    )) as Response;
    expect(taken.status).toBe(409);
    // The field it is about, so the form shows the reason next to it.
    expect(await taken.json()).toEqual({ error: 'Email has already been taken', field: 'email' });
  });

  it('answers 429 when one address registers too often', async () => {
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = (await register(
        actionArgs(
          jsonPost('/api/auth/register', {
            name: 'Ada',
            email: `ada${attempt}@example.com`,
            password: PASSWORD,
          }),
        ),
      )) as Response;
    }
    expect(last?.status).toBe(429);
  });
});

describe('logs', () => {
  it('never contain a token, code, verifier or password', async () => {
    // Every path above, once more, collecting what was logged.
    const ok = await startSignIn();
    await returnFromPlatform(`code=${ok.code}&state=${ok.state}`, ok.flowCookie);
    await returnFromPlatform(`code=${ok.code}&state=${ok.state}`, ok.flowCookie);
    const forged = await startSignIn();
    await returnFromPlatform(`code=${forged.code}&state=nope`, forged.flowCookie);
    const nonce = await startSignIn();
    platform.idTokenNonce = 'other';
    await returnFromPlatform(`code=${nonce.code}&state=${nonce.state}`, nonce.flowCookie);
    await passwordLogin(
      actionArgs(jsonPost('/api/auth/login', { email: 'ada@example.com', password: PASSWORD })),
    );
    await passwordLogin(
      actionArgs(jsonPost('/api/auth/login', { email: 'ada@example.com', password: 'wrong-pw-1' })),
    );

    const text = logged.join('\n');
    expect(logged.length).toBeGreaterThan(0);
    const secrets = [
      ...platform.issuedTokens,
      ...platform.issuedCodes(),
      ok.state,
      forged.state,
      PASSWORD,
      'wrong-pw-1',
      'sf-token-abc123',
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
