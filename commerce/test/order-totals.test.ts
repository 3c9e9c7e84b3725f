import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCart, pay } from './support/checkout';
import {
  oneTimeProducts,
  sellingPlanGids,
  subscriptionProduct,
  variantGid,
  welcomeCode,
} from './support/catalogue';
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
 * An order's money as both customer APIs answer it: the subtotal after discounts, shipping,
 * tax and total, and the discount code spread over the lines (DiscountAllocation), so that a
 * storefront can show rows that add up to the total.
 */

interface Money {
  amount: string;
}

const cents = ({ amount }: Money) => Math.round(Number(amount) * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

interface Allocation {
  allocatedAmount: Money;
  discountApplication: { code?: string; value?: { percentage?: number } };
}

const ALLOCATIONS = `discountAllocations {
  allocatedAmount { amount }
  discountApplication {
    ... on DiscountCodeApplication { code value { ... on PricingPercentageValue { percentage } } }
  }
}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const [plain] = oneTimeProducts;
if (!plain) throw new Error('The catalogue needs a product without selling plans.');

/** A Texas order with a subscription line, a one-time line and WELCOME15, paid with `email`. */
async function payDiscountedOrder(email: string) {
  const cart = await createCart(
    server,
    [
      {
        merchandiseId: variantGid(subscriptionProduct),
        quantity: 1,
        sellingPlanId: sellingPlanGids(subscriptionProduct)[0]!,
      },
      { merchandiseId: variantGid(plain!), quantity: 2 },
    ],
    { discountCodes: [welcomeCode.code] },
  );
  expect((await pay(cart, { email })).status).toBe(303);
  const order = server.db
    .prepare<
      [string],
      { discount_cents: number; total_cents: number; tax_cents: number; shipping_title: string }
    >('SELECT discount_cents, total_cents, tax_cents, shipping_title FROM orders WHERE email = ?')
    .get(email);
  if (!order) throw new Error('No order was placed.');
  expect(order.discount_cents).toBeGreaterThan(0);
  expect(order.tax_cents).toBeGreaterThan(0);
  return order;
}

describe('order totals on the customer APIs', () => {
  it('the Customer Account API: subtotal, shipping line, tax, total and each line’s share of the code', async () => {
    const email = 'rows.account@example.com';
    const placed = await payDiscountedOrder(email);

    const discovery = await discover(server);
    const request = pkceRequest(discovery);
    const callback = await signInWithCode(server, browser(server), request, email);
    const tokens = (await (
      await exchangeCode(discovery, callback.searchParams.get('code') ?? '', request.verifier)
    ).json()) as TokenSet;
    const { body } = await customerAccountQuery<{
      customer: {
        orders: {
          nodes: {
            subtotal: Money;
            totalShipping: Money;
            totalTax: Money;
            totalPrice: Money;
            shippingLine: { title: string; originalPrice: Money };
            fulfillmentStatus: string;
            fulfillments: { nodes: unknown[] };
            discountInformation: {
              totalDiscounts: Money;
              allOrderLevelAppliedDiscounts: { title: string; discountValue: Money }[];
            };
            lineItems: {
              nodes: {
                totalPriceBeforeDiscounts: Money;
                sellingPlan: { name: string } | null;
                discountAllocations: Allocation[];
              }[];
            };
          }[];
        };
      };
    }>(
      server,
      tokens.access_token,
      `{ customer { orders(first: 5) { nodes {
        subtotal { amount } totalShipping { amount } totalTax { amount } totalPrice { amount }
        shippingLine { title originalPrice { amount } }
        fulfillmentStatus fulfillments(first: 5) { nodes { status } }
        discountInformation {
          totalDiscounts { amount }
          allOrderLevelAppliedDiscounts { title discountValue { amount } }
        }
        lineItems(first: 10) { nodes {
          totalPriceBeforeDiscounts { amount } sellingPlan { name } ${ALLOCATIONS}
        } }
      } } } }`,
    );
    expect(body.errors).toBeUndefined();
    const [order] = body.data!.customer.orders.nodes;
    if (!order) throw new Error('The customer has no order.');
    const lines = order.lineItems.nodes;
    const allocations = lines.flatMap((line) => line.discountAllocations);

    // Each line carries its share of the code, and the shares make up the order's discount.
    expect(allocations.map((allocation) => allocation.discountApplication.code)).toEqual([
      welcomeCode.code,
      welcomeCode.code,
    ]);
    expect(allocations[0]?.discountApplication.value?.percentage).toBe(welcomeCode.percentage);
    const discount = sum(allocations.map((allocation) => cents(allocation.allocatedAmount)));
    expect(discount).toBe(placed.discount_cents);
    expect(cents(order.discountInformation.totalDiscounts)).toBe(discount);
    expect(order.discountInformation.allOrderLevelAppliedDiscounts).toEqual([
      { title: welcomeCode.code, discountValue: order.discountInformation.totalDiscounts },
    ]);
    // Lines before discounts − discount = subtotal; subtotal + shipping + tax = total.
    const before = sum(lines.map((line) => cents(line.totalPriceBeforeDiscounts)));
    expect(before - discount).toBe(cents(order.subtotal));
    expect(cents(order.subtotal) + cents(order.totalShipping) + cents(order.totalTax)).toBe(
      cents(order.totalPrice),
    );
    expect(cents(order.totalPrice)).toBe(placed.total_cents);
    expect(order.shippingLine).toEqual({
      title: placed.shipping_title,
      originalPrice: order.totalShipping,
    });
    expect(lines.map((line) => line.sellingPlan?.name ?? null)).toEqual([expect.any(String), null]);
    // Paid here, shipped elsewhere: Shopify's answer for an order with no fulfillment yet.
    expect(order.fulfillmentStatus).toBe('UNFULFILLED');
    expect(order.fulfillments.nodes).toEqual([]);
    // A connection, so it takes first or last as every Shopify list does.
    const unbounded = await customerAccountQuery(
      server,
      tokens.access_token,
      '{ customer { orders(first: 1) { nodes { fulfillments { nodes { status } } } } } }',
    );
    expect(unbounded.body.errors).toEqual([
      expect.objectContaining({ message: 'you must provide one of first or last' }),
    ]);
  });

  it('the Storefront API: each order line’s share of the code, which the totals agree with', async () => {
    const email = 'rows.password@example.com';
    const password = 'Correct-horse-7';
    const created = dataOf(
      await server.graphql<{ customerCreate: { customerUserErrors: unknown[] } }>(
        'mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customerUserErrors { code } } }',
        { input: { email, password } },
      ),
    );
    expect(created.customerCreate.customerUserErrors).toEqual([]);
    const placed = await payDiscountedOrder(email);
    const token = dataOf(
      await server.graphql<{
        customerAccessTokenCreate: { customerAccessToken: { accessToken: string } };
      }>(
        'mutation T($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
        { input: { email, password } },
      ),
    ).customerAccessTokenCreate.customerAccessToken.accessToken;

    const { customer } = dataOf(
      await server.graphql<{
        customer: {
          orders: {
            nodes: {
              subtotalPrice: Money;
              totalShippingPrice: Money;
              totalTax: Money;
              totalPrice: Money;
              lineItems: {
                nodes: {
                  originalTotalPrice: Money;
                  discountedTotalPrice: Money;
                  discountAllocations: Allocation[];
                }[];
              };
            }[];
          };
        };
      }>(
        `query Q($token: String!) { customer(customerAccessToken: $token) { orders(first: 5) { nodes {
          subtotalPrice { amount } totalShippingPrice { amount } totalTax { amount } totalPrice { amount }
          lineItems(first: 10) { nodes {
            originalTotalPrice { amount } discountedTotalPrice { amount } ${ALLOCATIONS}
          } }
        } } } }`,
        { token },
      ),
    );
    const [order] = customer.orders.nodes;
    if (!order) throw new Error('The customer has no order.');
    const lines = order.lineItems.nodes;
    for (const line of lines) {
      const share = sum(
        line.discountAllocations.map((allocation) => cents(allocation.allocatedAmount)),
      );
      expect(share).toBeGreaterThan(0);
      expect(line.discountAllocations[0]?.discountApplication.code).toBe(welcomeCode.code);
      expect(cents(line.originalTotalPrice) - share).toBe(cents(line.discountedTotalPrice));
    }
    const discount = sum(
      lines.flatMap((line) => line.discountAllocations.map((a) => cents(a.allocatedAmount))),
    );
    expect(discount).toBe(placed.discount_cents);
    expect(sum(lines.map((line) => cents(line.discountedTotalPrice)))).toBe(
      cents(order.subtotalPrice),
    );
    expect(
      cents(order.subtotalPrice) + cents(order.totalShippingPrice) + cents(order.totalTax),
    ).toBe(cents(order.totalPrice));
  });

  it('an order without a code has no allocations', async () => {
    const email = 'rows.nocode@example.com';
    const cart = await createCart(server, [{ merchandiseId: variantGid(plain!), quantity: 1 }]);
    expect((await pay(cart, { email })).status).toBe(303);
    const discovery = await discover(server);
    const request = pkceRequest(discovery);
    const callback = await signInWithCode(server, browser(server), request, email);
    const tokens = (await (
      await exchangeCode(discovery, callback.searchParams.get('code') ?? '', request.verifier)
    ).json()) as TokenSet;
    const { body } = await customerAccountQuery<{
      customer: { orders: { nodes: { lineItems: { nodes: { discountAllocations: [] }[] } }[] } };
    }>(
      server,
      tokens.access_token,
      `{ customer { orders(first: 5) { nodes { lineItems(first: 5) { nodes { ${ALLOCATIONS} } } } } } }`,
    );
    expect(body.data?.customer.orders.nodes[0]?.lineItems.nodes).toEqual([
      { discountAllocations: [] },
    ]);
  });
});
