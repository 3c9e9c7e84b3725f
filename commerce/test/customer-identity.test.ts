import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCart, pay } from './support/checkout';
import { products, variantGid } from './support/catalogue';
import {
  browser,
  customerAccountQuery,
  discover,
  exchangeCode,
  outboxOf,
  pkceRequest,
  signInWithCode,
  type Discovery,
  type TokenSet,
} from './support/customer-accounts';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

/** One customer per email across the Storefront API (password) and Customer Account API (code) families. */

const product = products[0];

async function payOrder(server: TestServer, email: string): Promise<string> {
  if (!product) throw new Error('The seed catalogue has no products');
  const cart = await createCart(server, [{ merchandiseId: variantGid(product), quantity: 1 }]);
  const paid = await pay(cart, { email });
  expect(paid.status).toBe(303);
  const orderId = server.db
    .prepare<[string], number>('SELECT id FROM orders WHERE checkout_token = ?')
    .pluck()
    .get(cart.token);
  return `gid://shopify/Order/${orderId}`;
}

describe('one customer per email, and their orders, across both customer APIs', () => {
  let server: TestServer;
  let discovery: Discovery;

  beforeAll(async () => {
    server = await startTestServer();
    discovery = await discover(server);
  });
  afterAll(() => server.stop());

  it('lands a password customer and a code sign-in with the same email on one customer who sees their orders only', async () => {
    // Paid before any account existed, with the email in another case.
    const ownOrder = await payOrder(server, 'Both@Example.com');
    const otherOrder = await payOrder(server, 'someone.else@example.com');

    // The address has an order, so registering it takes its emailed activation link.
    const refused = dataOf(
      await server.graphql<{ customerCreate: { customerUserErrors: { code: string }[] } }>(
        'mutation { customerCreate(input: { email: "both@example.com", password: "secret-1" }) { customer { id } customerUserErrors { code } } }',
      ),
    ).customerCreate.customerUserErrors;
    expect(refused.map((error) => error.code)).toEqual(['CUSTOMER_DISABLED']);
    const activationUrl = (await outboxOf(server, 'both@example.com')).find(
      (message) => message.kind === 'account_activation',
    )?.link;
    const created = dataOf(
      await server.graphql<{ customerActivateByUrl: { customer: { id: string } | null } }>(
        'mutation A($url: URL!) { customerActivateByUrl(activationUrl: $url, password: "secret-1") { customer { id } customerUserErrors { code } } }',
        { url: activationUrl },
      ),
    ).customerActivateByUrl.customer;
    expect(created?.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);

    const b = browser(server);
    const request = pkceRequest(discovery);
    const callback = await signInWithCode(server, b, request, 'BOTH@example.com');
    const tokens = (await (
      await exchangeCode(discovery, callback.searchParams.get('code') ?? '', request.verifier)
    ).json()) as TokenSet;
    expect(decodeJwt(tokens.id_token).sub).toBe(created?.id);

    const ORDERS =
      '{ customer { id orders(first: 10, sortKey: PROCESSED_AT, reverse: true) { nodes { id number name financialStatus shippingTitle totalPrice { amount currencyCode } lineItems(first: 5) { nodes { title quantity price { amount } image { url } } } } } } }';
    const me = await customerAccountQuery<{
      customer: {
        id: string;
        orders: {
          nodes: {
            id: string;
            financialStatus: string;
            shippingTitle: string;
            lineItems: { nodes: { title: string; quantity: number }[] };
          }[];
        };
      };
    }>(server, tokens.access_token, ORDERS);
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data?.customer.id).toBe(created?.id);
    expect(me.body.data?.customer.orders.nodes.map((order) => order.id)).toEqual([ownOrder]);
    expect(me.body.data?.customer.orders.nodes[0]?.financialStatus).toBe('PAID');
    const shippingTitle = server.db
      .prepare('SELECT shipping_title FROM orders WHERE id = ?')
      .pluck()
      .get(Number(ownOrder.split('/').pop()));
    expect(shippingTitle).toEqual(expect.any(String));
    expect(me.body.data?.customer.orders.nodes[0]?.shippingTitle).toBe(shippingTitle);
    expect(me.body.data?.customer.orders.nodes[0]?.lineItems.nodes[0]).toMatchObject({
      title: product?.title,
      quantity: 1,
    });

    const ORDER = 'query O($id: ID!) { order(id: $id) { id name totalPrice { amount } } }';
    const own = await customerAccountQuery<{ order: { id: string } | null }>(
      server,
      tokens.access_token,
      ORDER,
      { id: ownOrder },
    );
    expect(own.body.data?.order?.id).toBe(ownOrder);
    const foreign = await customerAccountQuery<{ order: unknown }>(
      server,
      tokens.access_token,
      ORDER,
      { id: otherOrder },
    );
    expect(foreign.status).toBe(200);
    expect(foreign.body.data?.order).toBeNull();

    // The same order through the Storefront API with a password sign-in.
    const token = dataOf(
      await server.graphql<{
        customerAccessTokenCreate: { customerAccessToken: { accessToken: string } };
      }>(
        'mutation { customerAccessTokenCreate(input: { email: "both@example.com", password: "secret-1" }) { customerAccessToken { accessToken } } }',
      ),
    ).customerAccessTokenCreate.customerAccessToken.accessToken;
    const storefront = dataOf(
      await server.graphql<{
        customer: {
          id: string;
          orders: { nodes: { id: string; totalPrice: { amount: string } }[] };
        };
      }>(
        'query C($t: String!) { customer(customerAccessToken: $t) { id orders(first: 10) { nodes { id orderNumber totalPrice { amount } lineItems(first: 5) { nodes { title quantity variant { id } } } } } } }',
        { t: token },
      ),
    );
    expect(storefront.customer.id).toBe(created?.id);
    expect(storefront.customer.orders.nodes.map((order) => order.id)).toEqual([ownOrder]);

    const count = server.db
      .prepare<[], number>("SELECT COUNT(*) FROM customers WHERE email = 'both@example.com'")
      .pluck()
      .get();
    expect(count).toBe(1);
  });

  it('keeps a passwordless customer out of password sign-in and emails an activation link to a registration with their email', async () => {
    const b = browser(server);
    await signInWithCode(server, b, pkceRequest(discovery), 'codeonly@example.com');
    const token = dataOf(
      await server.graphql<{
        customerAccessTokenCreate: { customerUserErrors: { code: string }[] };
      }>(
        'mutation { customerAccessTokenCreate(input: { email: "codeonly@example.com", password: "anything" }) { customerUserErrors { code } } }',
      ),
    );
    expect(token.customerAccessTokenCreate.customerUserErrors[0]?.code).toBe(
      'UNIDENTIFIED_CUSTOMER',
    );
    const register = dataOf(
      await server.graphql<{ customerCreate: { customerUserErrors: { code: string }[] } }>(
        'mutation { customerCreate(input: { email: "codeonly@example.com", password: "secret-1" }) { customerUserErrors { code } } }',
      ),
    );
    expect(register.customerCreate.customerUserErrors[0]?.code).toBe('CUSTOMER_DISABLED');
    // The registration's password opens nothing until the address's owner activates it.
    const stranger = dataOf(
      await server.graphql<{
        customerAccessTokenCreate: { customerUserErrors: { code: string }[] };
      }>(
        'mutation { customerAccessTokenCreate(input: { email: "codeonly@example.com", password: "secret-1" }) { customerUserErrors { code } } }',
      ),
    );
    expect(stranger.customerAccessTokenCreate.customerUserErrors[0]?.code).toBe(
      'UNIDENTIFIED_CUSTOMER',
    );
    expect(
      (await outboxOf(server, 'codeonly@example.com')).map((message) => message.kind),
    ).toContain('account_activation');
  });
});
