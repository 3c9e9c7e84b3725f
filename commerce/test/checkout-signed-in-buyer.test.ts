import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCart, inputValueIn, pay, successUrl } from './support/checkout';
import { products, variantGid } from './support/catalogue';
import {
  browser,
  customerAccountQuery,
  discover,
  exchangeCode,
  pkceRequest,
  signInWithCode,
  type TokenSet,
} from './support/customer-accounts';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

/**
 * A signed-in buyer's checkout fills in their profile, as Shopify's does for a logged-in
 * customer; a guest checkout with the same email changes nothing.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const lines = [{ merchandiseId: variantGid(products[0]!), quantity: 1 }];

const ADA = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  province: 'TX',
  zip: '78701',
  country: 'US',
};

const PROFILE = `query Profile($token: String!) {
  customer(customerAccessToken: $token) {
    firstName lastName
    defaultAddress { firstName lastName address1 address2 city provinceCode zip countryCodeV2 }
    addresses(first: 5) { nodes { address1 } }
  }
}`;
interface Profile {
  firstName: string | null;
  lastName: string | null;
  defaultAddress: Record<string, string | null> | null;
  addresses: { nodes: { address1: string }[] };
}

/** A password account and its Storefront API customer access token. */
async function passwordCustomer(email: string, names: Record<string, string> = {}) {
  const created = dataOf(
    await server.graphql<{ customerCreate: { customerUserErrors: unknown[] } }>(
      'mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customerUserErrors { message } } }',
      { input: { email, password: 'correct horse', ...names } },
    ),
  );
  expect(created.customerCreate.customerUserErrors).toEqual([]);
  const signedIn = dataOf(
    await server.graphql<{
      customerAccessTokenCreate: { customerAccessToken: { accessToken: string } };
    }>(
      'mutation T($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
      { input: { email, password: 'correct horse' } },
    ),
  );
  return signedIn.customerAccessTokenCreate.customerAccessToken.accessToken;
}

async function profileOf(token: string): Promise<Profile> {
  return dataOf(await server.graphql<{ customer: Profile }>(PROFILE, { token })).customer;
}

/** Pays for a new cart with `buyerIdentity`, as the buyer on `address`, and expects an order. */
async function checkOut(
  buyerIdentity: Record<string, unknown>,
  email: string,
  address: Record<string, string> = ADA,
) {
  const cart = await createCart(server, lines, { buyerIdentity });
  const paid = await pay(cart, { ...address, email });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(successUrl(cart.token));
  return cart;
}

describe('a signed-in (password) buyer', () => {
  it('gets a blank name and their first address from the checkout, then keeps them', async () => {
    const email = 'ada@example.com';
    const token = await passwordCustomer(email);
    expect(await profileOf(token)).toMatchObject({
      firstName: null,
      lastName: null,
      defaultAddress: null,
    });

    await checkOut({ customerAccessToken: token }, email);
    expect(await profileOf(token)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      defaultAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '1 Main St',
        address2: null,
        city: 'Austin',
        provinceCode: 'TX',
        zip: '78701',
        countryCodeV2: 'US',
      },
      addresses: { nodes: [{ address1: '1 Main St' }] },
    });

    // A later order elsewhere, for someone else: the default address and the names stay.
    await checkOut({ customerAccessToken: token }, email, {
      ...ADA,
      firstName: 'Charles',
      lastName: 'Babbage',
      address1: '9 Elm Rd',
    });
    const after = await profileOf(token);
    expect(after).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(after.defaultAddress?.address1).toBe('1 Main St');
  });

  it('keeps names the customer set, filling only the blank one', async () => {
    const token = await passwordCustomer('grace@example.com', { firstName: 'Grace' });
    await checkOut({ customerAccessToken: token }, 'grace@example.com');
    expect(await profileOf(token)).toMatchObject({ firstName: 'Grace', lastName: 'Lovelace' });
  });

  it("finds the checkout's email filled in from the signed-in customer", async () => {
    const token = await passwordCustomer('prefill@example.com');
    const cart = await createCart(server, lines);
    const update = dataOf(
      await server.graphql<{ cartBuyerIdentityUpdate: { userErrors: unknown[] } }>(
        'mutation U($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) { userErrors { message } } }',
        { id: cart.id, b: { customerAccessToken: token } },
      ),
    );
    expect(update.cartBuyerIdentityUpdate.userErrors).toEqual([]);
    expect(inputValueIn(await (await fetch(cart.url)).text(), 'email')).toBe('prefill@example.com');
  });
});

describe('a signed-in (passwordless) buyer', () => {
  it('is known by their Customer Account API token, as Hydrogen passes it', async () => {
    const email = 'passwordless@example.com';
    const discovery = await discover(server);
    const request = pkceRequest(discovery);
    const callback = await signInWithCode(server, browser(server), request, email);
    const tokens = (await (
      await exchangeCode(discovery, callback.searchParams.get('code') ?? '', request.verifier)
    ).json()) as TokenSet;

    await checkOut({ customerAccessToken: tokens.access_token }, email);
    const { body } = await customerAccountQuery<{
      customer: { firstName: string; lastName: string; defaultAddress: { address1: string } };
    }>(
      server,
      tokens.access_token,
      '{ customer { firstName lastName defaultAddress { address1 } } }',
    );
    expect(body.data?.customer).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      defaultAddress: { address1: '1 Main St' },
    });
  });
});

describe('a guest checkout', () => {
  it('never writes to the profile of the customer whose email was typed', async () => {
    const email = 'victim@example.com';
    const token = await passwordCustomer(email);
    await checkOut({ email }, email);
    await checkOut({}, email.toUpperCase());
    expect(await profileOf(token)).toMatchObject({
      firstName: null,
      lastName: null,
      defaultAddress: null,
    });
  });

  it('counts an unknown or signed-out token as no one', async () => {
    const email = 'signed-out@example.com';
    const token = await passwordCustomer(email);
    const cart = await createCart(server, lines, { buyerIdentity: { customerAccessToken: token } });
    dataOf(
      await server.graphql(
        'mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }',
        { t: token },
      ),
    );
    expect((await pay(cart, { ...ADA, email })).status).toBe(303);
    await checkOut({ customerAccessToken: 'not-a-token' }, email);

    const row = server.db
      .prepare<[string], { first_name: string | null; default_address_address1: string | null }>(
        'SELECT first_name, default_address_address1 FROM customers WHERE email = ?',
      )
      .get(email);
    expect(row).toEqual({ first_name: null, default_address_address1: null });
  });
});
