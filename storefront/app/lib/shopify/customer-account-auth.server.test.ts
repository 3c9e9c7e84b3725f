import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  setUpFakeSignInPlatform,
  type ExtraRoute,
} from '../../../test/support/fake-sign-in-platform';

/**
 * What the storefront asks of openid-client, against a small OpenID provider on a real port:
 * discovery kept once it succeeds, the upstream deadline, plain http only for a local store, and
 * every failure a PlatformError that names the step and never a token. The sign-in itself (PKCE,
 * state, nonce, the ID token's checks, revocation) is tested through the routes, in
 * routes/api.auth.test.ts and routes/api.auth.sign-in-and-out.test.ts.
 */

let discoveryRequests: number;
let discoveryStatus: number | undefined;

const extraRoute: ExtraRoute = ({ path }) => {
  if (path !== '/.well-known/openid-configuration') return undefined;
  discoveryRequests++;
  return discoveryStatus ? { status: discoveryStatus } : undefined;
};

const platform = setUpFakeSignInPlatform({ extraRoute });

beforeEach(() => {
  discoveryRequests = 0;
  discoveryStatus = undefined;
});

/** The module as a fresh process has it (nothing discovered yet), with this configuration. */
async function auth(env: Record<string, string> = {}) {
  vi.resetModules();
  vi.unstubAllEnvs();
  // Blank is the default deadline.
  const configuration = { PUBLIC_STORE_DOMAIN: platform.issuer, UPSTREAM_TIMEOUT_MS: '', ...env };
  for (const [name, value] of Object.entries(configuration)) vi.stubEnv(name, value);
  return import('./customer-account-auth.server');
}

const CALLBACK = 'http://localhost:3000/api/auth/callback';

describe('discovery', () => {
  it('is fetched once and kept', async () => {
    const { startSignIn, customerAccountGraphqlEndpoint } = await auth();
    await startSignIn(CALLBACK, '/account');
    await startSignIn(CALLBACK, '/account');
    expect(await customerAccountGraphqlEndpoint()).toBe(
      `${platform.issuer}/account/customer/api/2026-04/graphql`,
    );
    expect(discoveryRequests).toBe(1);
  });

  it('is asked again after a failure: the platform may just be starting', async () => {
    const { startSignIn } = await auth();
    discoveryStatus = 503;
    await expect(startSignIn(CALLBACK, '/account')).rejects.toMatchObject({
      name: 'PlatformError',
      api: 'customer-account-auth',
      operationName: 'discovery',
      kind: 'http',
      status: 503,
    });
    discoveryStatus = undefined;
    const { url } = await startSignIn(CALLBACK, '/account');
    expect(url).toMatch(new RegExp(`^${platform.issuer}/authorize\\?`));
    expect(discoveryRequests).toBe(2);
  });

  it('reaches a store over plain http only when it runs on this machine', async () => {
    const { startSignIn } = await auth({
      PUBLIC_STORE_DOMAIN: 'http://shop.invalid',
      PUBLIC_STOREFRONT_API_TOKEN: 'token',
      PRIVATE_ADMIN_API_TOKEN: 'token',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'client',
    });
    await expect(startSignIn(CALLBACK, '/account')).rejects.toMatchObject({
      name: 'PlatformError',
      operationName: 'discovery',
      message: expect.stringMatching(/HTTPS/),
    });
  });
});

describe('failures', () => {
  it('a platform that never answers fails at the upstream deadline (timeout)', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const { startSignIn } = await auth({
        PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${port}`,
        UPSTREAM_TIMEOUT_MS: '200',
      });
      const started = Date.now();
      await expect(startSignIn(CALLBACK, '/account')).rejects.toMatchObject({
        name: 'PlatformError',
        api: 'customer-account-auth',
        operationName: 'discovery',
        kind: 'timeout',
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('an OAuth error names its code, never the token it was about', async () => {
    const { refreshTokens } = await auth();
    const refused = refreshTokens('refresh-the-platform-does-not-know');
    await expect(refused).rejects.toMatchObject({
      name: 'PlatformError',
      operationName: 'token',
      kind: 'graphql',
      status: 400,
      message: expect.stringContaining('invalid_grant'),
    });
    await expect(refused).rejects.not.toMatchObject({
      message: expect.stringContaining('refresh-the-platform-does-not-know'),
    });
  });

  it('renews tokens with a refresh token the platform knows', async () => {
    platform.refreshTokens.set('refresh-known', 'access-renewed');
    const { refreshTokens } = await auth();
    const tokens = await refreshTokens('refresh-known');
    expect(tokens).toMatchObject({ accessToken: 'access-renewed', refreshToken: undefined });
    expect(tokens.expiresAt).toBeGreaterThan(Date.now() + 3_500_000);
  });
});

describe('ending the platform session', () => {
  it('revokes nothing and has no page to visit when the platform offers neither', async () => {
    platform.offersLogout = false;
    const { endPlatformSession } = await auth();
    const home = 'http://localhost:3000/';
    expect(await endPlatformSession({ accessToken: 'a', refreshToken: 'r' }, home)).toBeUndefined();
    expect(platform.revoked).toEqual([]);
  });
});
