import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpFakeSignInPlatform, type ExtraRoute } from '../../test/support/fake-sign-in-platform';
import { clientIpContext, storefrontContext } from '../lib/context';
import type { ShopifyClient } from '../lib/shopify';
import { commitSession, readSession, type CustomerSession } from '../lib/session.server';
import { action as updateProfile, loader as authProfile } from './api.auth.profile';
import { loader as analyticsCustomer } from './api.analytics.customer';
import { loader as customerOrders } from './api.customer.orders';
import { loader as customerProfile } from './api.customer.profile';

/**
 * Who the customer endpoints serve: a Bearer token or the session cookie of either family;
 * everyone else gets 401. The platform is a small server on a real port whose Customer Account
 * API knows one access token; the Storefront API is a stand-in that knows one customer token.
 */

const STOREFRONT = 'http://localhost:3000';
const SF_TOKEN = 'sf-customer-token-1';
const CA_TOKEN = 'ca-access-token-1';
const RENEWED_TOKEN = 'ca-access-token-renewed';

const graphqlAuthorizations: string[] = [];
/** Every GraphQL document the endpoints sent, to either API. */
const documentsSent: string[] = [];

const caOrder = {
  id: 'gid://shopify/Order/42',
  number: 1042,
  name: '#1042',
  processedAt: '2026-04-01T09:30:00Z',
  financialStatus: 'PAID',
  totalPrice: { amount: '47.63', currencyCode: 'USD' },
  lineItems: {
    nodes: [
      {
        title: 'Powder',
        quantity: 1,
        variantTitle: '4 Pack',
        image: null,
        totalPrice: { amount: '44.0', currencyCode: 'USD' },
      },
    ],
  },
};

/** The Customer Account API: one customer behind CA_TOKEN (or the token it renews to). */
const customerAccountApi: ExtraRoute = ({ path, headers, body }) => {
  if (path !== '/account/customer/api/2026-04/graphql') return undefined;
  const authorization = headers.authorization ?? '';
  graphqlAuthorizations.push(authorization);
  if (authorization !== CA_TOKEN && authorization !== RENEWED_TOKEN) {
    return { status: 401, body: { errors: [{ message: 'Unauthorized' }] } };
  }
  const { query } = JSON.parse(body) as { query: string };
  documentsSent.push(query);
  if (query.includes('customerUpdate')) {
    return {
      status: 200,
      body: { data: { customerUpdate: { customer: { id: 'c' }, userErrors: [] } } },
    };
  }
  return {
    status: 200,
    body: {
      data: {
        customer: {
          id: 'gid://shopify/Customer/7',
          firstName: 'Grace',
          lastName: 'Hopper',
          emailAddress: { emailAddress: 'grace@example.com' },
          phoneNumber: null,
          defaultAddress: null,
          orders: { nodes: [caOrder] },
        },
      },
    },
  };
};

const platform = setUpFakeSignInPlatform({ extraRoute: customerAccountApi });
platform.refreshTokens.set('refresh-1', RENEWED_TOKEN);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  graphqlAuthorizations.length = 0;
  documentsSent.length = 0;
});

/** The Storefront API: one customer behind SF_TOKEN; updates recorded. */
const storefrontUpdates: unknown[] = [];
const storefront: Partial<ShopifyClient> = {
  request: ((document: string, options?: { variables?: Record<string, unknown> }) => {
    const variables = options?.variables ?? {};
    const known = variables.customerAccessToken === SF_TOKEN;
    documentsSent.push(document);
    if (document.includes('customerUpdate')) {
      storefrontUpdates.push(variables.customer);
      return Promise.resolve({
        customerUpdate: { customer: known ? { id: 'c' } : null, customerUserErrors: [] },
      });
    }
    return Promise.resolve({
      customer: known
        ? {
            id: 'gid://shopify/Customer/3',
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@example.com',
            phone: null,
            defaultAddress: {
              firstName: 'Ada',
              lastName: 'Lovelace',
              address1: '500 Congress Ave',
              address2: null,
              city: 'Austin',
              provinceCode: 'TX',
              zip: '78701',
              countryCode: 'US', // the document's alias of countryCodeV2
            },
            orders: { nodes: [] },
          }
        : null,
    });
  }) as ShopifyClient['request'],
};

function args(request: Request) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, '203.0.113.9');
  context.set(storefrontContext, {
    endpoint: `${platform.issuer}/api`,
    ...storefront,
  } as ShopifyClient);
  return { request, params: {}, context, url: new URL(request.url) } as never;
}

async function sessionCookie(session: CustomerSession): Promise<string> {
  return (await commitSession(session)).split(';')[0]!;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${STOREFRONT}${path}`, { headers });

describe('GET /api/customer/profile, /api/customer/orders, /api/auth/profile', () => {
  it('answer 401 when signed out, or with a token the store does not know', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer unknown-token-1' },
      { Authorization: 'Basic x' },
    ]) {
      expect(
        ((await customerProfile(args(get('/api/customer/profile', headers)))) as Response).status,
      ).toBe(401);
      expect(
        ((await customerOrders(args(get('/api/customer/orders', headers)))) as Response).status,
      ).toBe(401);
      expect(
        ((await authProfile(args(get('/api/auth/profile', headers)))) as Response).status,
      ).toBe(401);
    }
  });

  it('serve a password customer by Bearer token', async () => {
    const response = (await customerProfile(
      args(get('/api/customer/profile', { Authorization: `Bearer ${SF_TOKEN}` })),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      customer: {
        id: 'gid://shopify/Customer/3',
        emailAddress: { emailAddress: 'ada@example.com' },
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: null,
        defaultAddress: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address1: '500 Congress Ave',
          address2: null,
          city: 'Austin',
          provinceCode: 'TX',
          zip: '78701',
          countryCode: 'US',
        },
      },
    });
  });

  it('serve a passwordless customer by session cookie, sending the token bare like Shopify', async () => {
    const cookie = await sessionCookie({
      family: 'customer-account',
      accessToken: CA_TOKEN,
      refreshToken: 'refresh-1',
      expiresAt: Date.now() + 3_600_000,
    });
    const response = (await customerOrders(
      args(get('/api/customer/orders', { cookie })),
    )) as Response;
    expect(response.status).toBe(200);
    const { orders } = (await response.json()) as { orders: { id: string; name: string }[] };
    expect(orders).toMatchObject([{ id: '42', name: '#1042', number: 1042 }]);
    expect(graphqlAuthorizations).toEqual([CA_TOKEN]);
  });

  it('renew an expired access token with the refresh token and keep the new one', async () => {
    const cookie = await sessionCookie({
      family: 'customer-account',
      accessToken: 'ca-access-token-expired',
      refreshToken: 'refresh-1',
      expiresAt: Date.now() - 1_000,
    });
    const response = (await customerProfile(
      args(get('/api/customer/profile', { cookie })),
    )) as Response;
    expect(response.status).toBe(200);
    expect(graphqlAuthorizations).toEqual([RENEWED_TOKEN]);
    const renewed = await readSession(
      new Request(STOREFRONT, {
        headers: { cookie: response.headers.get('set-cookie')!.split(';')[0]! },
      }),
    );
    expect(renewed).toMatchObject({ family: 'customer-account', accessToken: RENEWED_TOKEN });
    // The same session, renewed: its id (what logout revokes) and its end stay.
    const original = await readSession(get('/', { cookie }));
    expect(renewed).toMatchObject({ id: original?.id, issuedAt: original?.issuedAt });
  });

  it('sign out a session the platform no longer accepts, clearing its cookie', async () => {
    const revoked = await sessionCookie({
      family: 'customer-account',
      accessToken: 'revoked-token',
      expiresAt: Date.now() + 3_600_000,
    });
    const response = (await authProfile(
      args(get('/api/auth/profile', { cookie: revoked })),
    )) as Response;
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toMatch(/^clearwell_session=; .*Max-Age=0/);

    const unrenewable = await sessionCookie({
      family: 'customer-account',
      accessToken: 'expired',
      refreshToken: 'refresh-unknown',
      expiresAt: Date.now() - 1_000,
    });
    expect(
      ((await authProfile(args(get('/api/auth/profile', { cookie: unrenewable })))) as Response)
        .status,
    ).toBe(401);
  });
});

describe('PATCH /api/auth/profile', () => {
  const patch = (body: unknown, headers: Record<string, string>) =>
    new Request(`${STOREFRONT}/api/auth/profile`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const cookie = () =>
    sessionCookie({
      family: 'storefront',
      customerAccessToken: SF_TOKEN,
      expiresAt: Date.now() + 60_000,
    });

  it('refuses a cookie-authenticated change from another site or without browser marks (CSRF)', async () => {
    const changes = { firstName: 'Mallory' };
    const attempts: Record<string, string>[] = [
      { cookie: await cookie(), Origin: 'https://evil.example' },
      { cookie: await cookie(), 'Sec-Fetch-Site': 'cross-site' },
      { cookie: await cookie() },
    ];
    for (const headers of attempts) {
      expect(((await updateProfile(args(patch(changes, headers)))) as Response).status).toBe(403);
    }
    expect(storefrontUpdates).toEqual([]);
  });

  it('changes the profile from this site, or with a Bearer token from anywhere', async () => {
    const sameSite = (await updateProfile(
      args(patch({ firstName: 'Augusta' }, { cookie: await cookie(), Origin: STOREFRONT })),
    )) as Response;
    expect(sameSite.status).toBe(200);
    expect(((await sameSite.json()) as { customer: { id: string } }).customer.id).toBe(
      'gid://shopify/Customer/3',
    );
    const bearer = (await updateProfile(
      args(patch({ lastName: 'King' }, { Authorization: `Bearer ${SF_TOKEN}` })),
    )) as Response;
    expect(bearer.status).toBe(200);
    expect(storefrontUpdates).toEqual([{ firstName: 'Augusta' }, { lastName: 'King' }]);
  });

  it('answers 400 for fields it does not change and 401 when signed out', async () => {
    const unknownField = (await updateProfile(
      args(patch({ email: 'x@example.com' }, { Authorization: `Bearer ${SF_TOKEN}` })),
    )) as Response;
    expect(unknownField.status).toBe(400);
    const empty = (await updateProfile(
      args(patch({}, { Authorization: `Bearer ${SF_TOKEN}` })),
    )) as Response;
    expect(empty.status).toBe(400);
    expect(((await updateProfile(args(patch({ firstName: 'A' }, {})))) as Response).status).toBe(
      401,
    );
  });
});

describe('GET /api/analytics/customer', () => {
  const customerId = async (headers: Record<string, string>) => {
    const response = (await analyticsCustomer(
      args(get('/api/analytics/customer', headers)),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as { customerId: string | null }).customerId;
  };

  it('names the signed-in customer of either family for analytics, and no one when signed out', async () => {
    expect(await customerId({})).toBeNull();
    expect(await customerId({ Authorization: 'Bearer unknown-token-1' })).toBeNull();
    expect(await customerId({ Authorization: `Bearer ${SF_TOKEN}` })).toBe(
      'gid://shopify/Customer/3',
    );
    const cookie = await sessionCookie({
      family: 'customer-account',
      accessToken: CA_TOKEN,
      expiresAt: Date.now() + 3_600_000,
    });
    expect(await customerId({ cookie })).toBe('gid://shopify/Customer/7');
  });

  it('asks the platform for the id alone, never the profile or the orders', async () => {
    const cookie = await sessionCookie({
      family: 'customer-account',
      accessToken: CA_TOKEN,
      expiresAt: Date.now() + 3_600_000,
    });
    await customerId({ cookie });
    await customerId({ Authorization: `Bearer ${SF_TOKEN}` });
    expect(documentsSent).toHaveLength(2);
    for (const document of documentsSent) {
      expect(document).toMatch(/customer\b[^{]*\{\s*id\s*\}/);
      expect(document).not.toMatch(/\b(orders|email|emailAddress|firstName)\b/);
    }
  });
});
