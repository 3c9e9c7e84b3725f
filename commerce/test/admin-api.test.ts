import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCart, pay, type TestCart } from './support/checkout';
import { products, sellingPlanGids, variantGid } from './support/catalogue';
import { dataOf, startTestServer, TEST_ADMIN_TOKEN, type TestServer } from './support/test-server';

let server: TestServer;
const [powder, sachets, scoop] = products;
if (!powder || !sachets || !scoop) throw new Error('The seed catalogue needs three products.');

/** Two paid orders: a discounted subscription order to Texas and a small one to London. */
let first: TestCart;
let second: TestCart;

beforeAll(async () => {
  server = await startTestServer();
  first = await createCart(
    server,
    [
      {
        merchandiseId: variantGid(powder),
        quantity: 2,
        sellingPlanId: sellingPlanGids(powder)[0],
      },
      { merchandiseId: variantGid(sachets), quantity: 1 },
    ],
    { discountCodes: ['WELCOME15'] },
  );
  expect((await pay(first, { email: 'Ada@Example.com' })).status).toBe(303);
  second = await createCart(server, [{ merchandiseId: variantGid(scoop), quantity: 3 }]);
  expect(
    (
      await pay(second, {
        email: 'grace@example.com',
        firstName: 'Grace',
        country: 'GB',
        province: '',
        city: 'London',
        zip: 'SW1A 1AA',
      })
    ).status,
  ).toBe(303);
});
afterAll(() => server.stop());

const endpoint = (version = '2026-04') => `${server.base}/admin/api/${version}/graphql.json`;
const ORDERS_QUERY = '{ orders(first: 5) { nodes { name } } }';

const ORDER_FIELDS = `
  id name email createdAt processedAt displayFinancialStatus currencyCode discountCodes
  subtotalLineItemsQuantity
  subtotalPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }
  totalTaxSet { shopMoney { amount currencyCode } }
  totalPriceSet { shopMoney { amount currencyCode } }
  totalShippingPriceSet { shopMoney { amount currencyCode } }
  totalDiscountsSet { shopMoney { amount currencyCode } }
  shippingLine {
    title
    originalPriceSet { shopMoney { amount currencyCode } }
    discountedPriceSet { shopMoney { amount currencyCode } }
  }
  shippingAddress { firstName lastName name address1 city province provinceCode zip country countryCodeV2 }
  lineItems(first: 10) {
    edges { cursor }
    pageInfo { hasNextPage hasPreviousPage }
    nodes {
      id name title variantTitle quantity sku
      image { url altText width height }
      variant { id title displayName image { url altText } product { handle } }
      product { id handle title }
      originalUnitPriceSet { shopMoney { amount currencyCode } }
      originalTotalSet { shopMoney { amount } }
      discountedTotalSet { shopMoney { amount } }
      withCodes: discountedTotalSet(withCodeDiscounts: true) { shopMoney { amount } }
      totalDiscountSet { shopMoney { amount } }
      sellingPlan { name sellingPlanId }
    }
  }`;

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

describe('Admin API transport', () => {
  it.each([
    ['missing', {}],
    ['wrong', { 'x-shopify-access-token': 'not-the-token' }],
    ['a Storefront', { 'x-shopify-storefront-access-token': TEST_ADMIN_TOKEN }],
  ])('refuses a %s token with 401 and Shopify’s message', async (_case, tokenHeader) => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...tokenHeader },
      body: JSON.stringify({ query: ORDERS_QUERY }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
  });

  it.each(['2025-04', '2026-04'])('answers version %s', async (version) => {
    const result = await server.admin<{ orders: { nodes: { name: string }[] } }>(
      ORDERS_QUERY,
      {},
      version,
    );
    expect(result.status).toBe(200);
    expect(result.data.orders.nodes.map((order) => order.name)).toEqual(['#1001', '#1002']);
  });

  it('answers an unknown version with 404', async () => {
    const response = await fetch(endpoint('2019-10'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': TEST_ADMIN_TOKEN },
      body: JSON.stringify({ query: ORDERS_QUERY }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: 'Not Found' });
  });

  it('refuses a body over 1 MB with 413, and GET with 405', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': TEST_ADMIN_TOKEN },
      body: JSON.stringify({ query: `${ORDERS_QUERY} #${'x'.repeat(1024 * 1024)}` }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: string }).errors).toContain('too large');

    const get = await fetch(endpoint(), {
      headers: { 'x-shopify-access-token': TEST_ADMIN_TOKEN },
    });
    expect(get.status).toBe(405);
  });

  it('answers invalid JSON with 400', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': TEST_ADMIN_TOKEN },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
  });

  it('is not open to browsers on other origins (no CORS headers)', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-access-token': TEST_ADMIN_TOKEN,
        origin: 'http://evil.test',
      },
      body: JSON.stringify({ query: ORDERS_QUERY }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('orders', () => {
  it('finds an order by checkout token with its money, address and lines', async () => {
    const result = await server.admin<{ orders: { nodes: Record<string, unknown>[] } }>(
      `query O($q: String) { orders(first: 5, query: $q) { nodes { ${ORDER_FIELDS} } } }`,
      { q: `checkout_token:${first.token}` },
    );
    const [order] = dataOf(result).orders.nodes;
    // 2 × $37.40 (subscription) + $18.00 = $92.80; WELCOME15: −$13.92 → $78.88, ships free;
    // Texas 8.25% of $78.88 = $6.5076 → $6.51; total $85.39.
    expect(order).toMatchObject({
      id: 'gid://shopify/Order/1',
      name: '#1001',
      email: 'Ada@Example.com',
      displayFinancialStatus: 'PAID',
      currencyCode: 'USD',
      discountCodes: ['WELCOME15'],
      subtotalLineItemsQuantity: 3,
      subtotalPriceSet: { shopMoney: usd('78.88'), presentmentMoney: usd('78.88') },
      totalDiscountsSet: { shopMoney: usd('13.92') },
      totalShippingPriceSet: { shopMoney: usd('0.0') },
      totalTaxSet: { shopMoney: usd('6.51') },
      totalPriceSet: { shopMoney: usd('85.39') },
      shippingLine: {
        title: 'Free Shipping',
        originalPriceSet: { shopMoney: usd('0.0') },
        discountedPriceSet: { shopMoney: usd('0.0') },
      },
      shippingAddress: {
        firstName: 'Jane',
        lastName: 'Doe',
        name: 'Jane Doe',
        address1: '12 Spring St',
        city: 'Austin',
        province: 'Texas',
        provinceCode: 'TX',
        zip: '78701',
        country: 'United States',
        countryCodeV2: 'US',
      },
    });
    expect(order?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(order?.processedAt).toBe(order?.createdAt);

    const lineItems = order?.lineItems as { nodes: Record<string, unknown>[] };
    expect(lineItems.nodes).toHaveLength(2);
    const [subscription, oneTime] = lineItems.nodes;
    expect(subscription).toMatchObject({
      id: 'gid://shopify/LineItem/1',
      name: `${powder.title} - 4 Pack`,
      title: powder.title,
      variantTitle: '4 Pack',
      quantity: 2,
      sku: powder.variants[0]?.sku,
      image: {
        url: expect.stringMatching(/\/cdn\/shop\/files\/powder-pack\.png\?v=\d+$/),
        altText: expect.any(String),
        width: expect.any(Number),
        height: expect.any(Number),
      },
      variant: {
        id: variantGid(powder),
        title: '4 Pack',
        displayName: `${powder.title} - 4 Pack`,
        image: { url: expect.stringContaining('powder-pack.png'), altText: expect.any(String) },
        product: { handle: powder.handle },
      },
      product: { id: 'gid://shopify/Product/1', handle: powder.handle, title: powder.title },
      originalUnitPriceSet: { shopMoney: usd('37.4') },
      originalTotalSet: { shopMoney: { amount: '74.8' } },
      // Shopify leaves code discounts out unless asked for them.
      discountedTotalSet: { shopMoney: { amount: '74.8' } },
      totalDiscountSet: { shopMoney: { amount: '11.22' } },
      withCodes: { shopMoney: { amount: '63.58' } },
      sellingPlan: { name: 'Monthly Subscription', sellingPlanId: sellingPlanGids(powder)[0] },
    });
    expect(oneTime).toMatchObject({
      title: sachets.title,
      quantity: 1,
      originalUnitPriceSet: { shopMoney: usd('18.0') },
      totalDiscountSet: { shopMoney: { amount: '2.7' } },
      withCodes: { shopMoney: { amount: '15.3' } },
      sellingPlan: null,
    });
  });

  it('finds orders by email (any case) and by name, and nothing for an unknown token', async () => {
    const names = async (query: string) =>
      dataOf(
        await server.admin<{ orders: { nodes: { name: string }[] } }>(
          'query O($q: String) { orders(first: 10, query: $q) { nodes { name } } }',
          { q: query },
        ),
      ).orders.nodes.map((order) => order.name);
    expect(await names('email:ada@example.com')).toEqual(['#1001']);
    expect(await names('email:"GRACE@example.com"')).toEqual(['#1002']);
    expect(await names('name:#1002')).toEqual(['#1002']);
    expect(await names('name:1001')).toEqual(['#1001']);
    expect(await names(`checkout_token:${second.token} email:grace@example.com`)).toEqual([
      '#1002',
    ]);
    expect(await names(`checkout_token:${second.token} AND email:ada@example.com`)).toEqual([]);
    expect(await names('-name:#1001')).toEqual(['#1002']);
    expect(await names('financial_status:paid')).toEqual(['#1001', '#1002']);
    expect(await names('grace')).toEqual(['#1002']);
    expect(await names('checkout_token:nope')).toEqual([]);
  });

  it('ignores a search field it does not know and warns as Shopify does', async () => {
    const result = await server.admin<{ orders: { nodes: { name: string }[] } }>(
      '{ orders(first: 5, query: "tag:vip email:grace@example.com") { nodes { name } } }',
    );
    expect(result.data.orders.nodes).toEqual([{ name: '#1002' }]);
    expect(result.extensions).toEqual({
      search: [
        {
          path: ['orders'],
          query: 'tag:vip email:grace@example.com',
          warnings: [{ field: 'tag', message: 'Invalid search field for this query.' }],
        },
      ],
    });
  });

  it('pages, sorts and reverses', async () => {
    type Page = {
      orders: {
        edges: { cursor: string; node: { name: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const page = (args: string) =>
      server.admin<Page>(
        `{ orders(${args}) { edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }`,
      );
    const one = dataOf(await page('first: 1'));
    expect(one.orders.edges.map((edge) => edge.node.name)).toEqual(['#1001']);
    expect(one.orders.pageInfo.hasNextPage).toBe(true);
    const two = dataOf(await page(`first: 1, after: "${one.orders.pageInfo.endCursor}"`));
    expect(two.orders.edges.map((edge) => edge.node.name)).toEqual(['#1002']);
    expect(two.orders.pageInfo.hasNextPage).toBe(false);
    const newest = dataOf(await page('first: 5, reverse: true'));
    expect(newest.orders.edges.map((edge) => edge.node.name)).toEqual(['#1002', '#1001']);
    // $85.39 and the London order (3 × $8.00 + $19.95 = $43.95) by total.
    const byTotal = dataOf(await page('first: 5, sortKey: TOTAL_PRICE'));
    expect(byTotal.orders.edges.map((edge) => edge.node.name)).toEqual(['#1002', '#1001']);
  });

  it('reads one order by id, null for an unknown one', async () => {
    const result = await server.admin<{ known: { name: string } | null; unknown: null }>(
      '{ known: order(id: "gid://shopify/Order/2") { name } unknown: order(id: "gid://shopify/Order/999") { name } }',
    );
    expect(dataOf(result)).toEqual({ known: { name: '#1002' }, unknown: null });
  });
});

describe('Admin API errors in Shopify’s shape', () => {
  it('reports an unknown field', async () => {
    const result = await server.admin('{ orders(first: 1) { nodes { flavour } } }');
    expect(result.status).toBe(200);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      {
        message: expect.stringContaining('"flavour" on type "Order"'),
        locations: [{ line: 1, column: 30 }],
        path: ['query', 'orders', 'nodes', 'flavour'],
        extensions: { code: 'undefinedField' },
      },
    ]);
  });

  it('reports a syntax error', async () => {
    const result = await server.admin('{ orders(first: 1) { nodes { name } }');
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('<EOF>'),
        extensions: { code: 'parseError' },
      }),
    ]);
  });

  it('reports a bad id and a connection without a page size', async () => {
    const badId = await server.admin('{ order(id: "1001") { name } }');
    expect(badId.data).toEqual({ order: null });
    expect(badId.errors?.[0]).toMatchObject({
      message: "Invalid global id '1001'",
      path: ['order'],
      extensions: { code: 'argumentLiteralsIncompatible' },
    });
    const noSize = await server.admin('{ orders { nodes { name } } }');
    expect(noSize.errors?.[0]).toMatchObject({
      message: 'you must provide one of first or last',
      path: ['orders'],
    });
  });

  it('reports a variable of the wrong type', async () => {
    const result = await server.admin(
      'query O($n: Int!) { orders(first: $n) { nodes { name } } }',
      {
        n: 'ten',
      },
    );
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"$n"'),
      extensions: { code: 'INVALID_VARIABLE' },
    });
  });
});
