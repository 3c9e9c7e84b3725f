import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRIVATE_STOREFRONT_TOKEN } from '../../../commerce/src/config';
import { createCart, pay } from '../../../commerce/test/support/checkout';
import { products, variantGid } from '../../../commerce/test/support/catalogue';
import {
  startTestServer,
  TEST_TOKEN,
  type TestServer,
} from '../../../commerce/test/support/test-server';
import { clientIpContext, storefrontContext } from '../lib/context';
import { setRateLimitStore } from '../lib/http/rate-limit.server';
import { logger } from '../lib/log.server';
import { createShopifyClient } from '../lib/shopify';
import { action as passwordLogin } from './api.auth.login';
import { action as register } from './api.auth.register';
import { action as registerPage } from './register';

/**
 * Password registration and sign-in against the local commerce server (real HTTP, real SQLite):
 * an address the shop already knows is activated by email, not handed to whoever registers it,
 * and nobody can lock an address's owner out by failing to sign in as them.
 */

const STOREFRONT = 'http://localhost:3000';
const PASSWORD = 'correct-horse-1';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

beforeEach(() => {
  setRateLimitStore(null);
  vi.spyOn(logger, 'error').mockImplementation((() => undefined) as never);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** The storefront server's request context: the shopper's IP, a client that names it. */
function contextFor(ip: string, { namesBuyer = true } = {}) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, ip);
  context.set(
    storefrontContext,
    createShopifyClient({
      storeDomain: server.base,
      publicAccessToken: TEST_TOKEN,
      privateAccessToken: namesBuyer ? DEFAULT_PRIVATE_STOREFRONT_TOKEN : undefined,
      buyerIp: ip,
      apiVersion: '2026-04',
      i18n: { country: 'US', language: 'EN' },
    }),
  );
  return context;
}

const jsonPost = (path: string, body: unknown) =>
  new Request(`${STOREFRONT}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: STOREFRONT },
    body: JSON.stringify(body),
  });

const formPost = (path: string, fields: Record<string, string>) =>
  new Request(`${STOREFRONT}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: STOREFRONT },
    body: new URLSearchParams(fields).toString(),
  });

const call = async (
  route: (args: never) => unknown,
  request: Request,
  context = contextFor('203.0.113.7'),
) =>
  (await route({ request, context, params: {}, url: new URL(request.url) } as never)) as Response;

async function payGuestOrder(email: string) {
  const product = products[0];
  if (!product) throw new Error('The seed catalogue has no products');
  const cart = await createCart(server, [{ merchandiseId: variantGid(product), quantity: 1 }]);
  expect((await pay(cart, { email })).status).toBe(303);
}

const signIn = (email: string, password: string, ip: string, namesBuyer = true) =>
  call(
    passwordLogin,
    jsonPost('/api/auth/login', { email, password }),
    contextFor(ip, { namesBuyer }),
  );

describe('registration for an address the shop already knows', () => {
  it('answers 202 with the platform’s message and opens no session (JSON)', async () => {
    await payGuestOrder('returning@example.com');
    const response = await call(
      register,
      jsonPost('/api/auth/register', {
        name: 'Mallory',
        email: 'returning@example.com',
        password: PASSWORD,
      }),
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      activationEmailSent: true,
      message:
        'We have sent an email to returning@example.com, please click the link included to verify your email address.',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect((await signIn('returning@example.com', PASSWORD, '203.0.113.7')).status).toBe(401);
  });

  it('shows the same message as news, not a problem, when the form is sent without JavaScript', async () => {
    await payGuestOrder('no-script@example.com');
    const answer = (await call(
      registerPage,
      formPost('/register', {
        name: 'Ada',
        email: 'no-script@example.com',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    )) as unknown as { data: unknown; init: ResponseInit | null };
    expect(answer.init?.status).toBe(202);
    expect(answer.data).toEqual({
      notice:
        'We have sent an email to no-script@example.com, please click the link included to verify your email address.',
    });
  });

  it('still registers and signs in an address the shop has never seen (201)', async () => {
    const response = await call(
      register,
      jsonPost('/api/auth/register', {
        name: 'Nia',
        email: 'new.one@example.com',
        password: PASSWORD,
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ token: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });
});

describe('password sign-in limits', () => {
  beforeAll(async () => {
    const created = await call(
      register,
      jsonPost('/api/auth/register', {
        name: 'Owner',
        email: 'owner@example.com',
        password: PASSWORD,
      }),
    );
    expect(created.status).toBe(201);
  });

  it('never lets wrong passwords from one place lock the owner out elsewhere', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn('owner@example.com', `guess-${attempt}`, '198.51.100.7')).status).toBe(
        401,
      );
    }
    // The guesser is stopped: by this server, and on the platform too for that buyer.
    expect((await signIn('owner@example.com', PASSWORD, '198.51.100.7')).status).toBe(429);
    // The owner, from their own address, signs in.
    const owner = await signIn('owner@example.com', PASSWORD, '203.0.113.50');
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ token: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it("answers the platform's THROTTLED with 429 and a clear message, not 502", async () => {
    // Ten wrong passwords straight at the platform from the storefront server's own address,
    // which is the buyer the platform sees when the server does not name one.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await server.graphql(
        'mutation T($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
        { input: { email: 'owner@example.com', password: `guess-${attempt}` } },
      );
    }
    const response = await signIn('owner@example.com', PASSWORD, '203.0.113.60', false);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: 'Too many sign-in attempts for this email. Please wait a few minutes and try again.',
    });
  });
});
