import {
  CartAttributesUpdate,
  CartBuyerIdentityUpdate,
  CartCreate,
  CartDiscountCodesUpdate,
  CartLineAdd,
  CartLineRemove,
  CartLineUpdate,
  CartNoteUpdate,
  CartQuery,
  defaultCartFragment,
} from '@shopify/hydrogen-react/cart-queries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oneTimeProducts,
  priceCents,
  sellingPlanGids,
  shopifyAmount,
  subscriptionProduct,
  variantGid,
  welcomeCode,
} from './support/catalogue';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

/**
 * The cart documents @shopify/hydrogen-react ships, run unchanged with its default fragment:
 * written by Shopify, not by us, they prove the server answers what real clients send.
 */

interface Money {
  amount: string;
  currencyCode: string;
}
interface HydrogenCart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  note: string | null;
  attributes: { key: string; value: string }[];
  discountCodes: { code: string; applicable: boolean }[];
  buyerIdentity: {
    countryCode: string | null;
    email: string | null;
    phone: string | null;
    customer: null;
  };
  cost: {
    subtotalAmount: Money;
    totalAmount: Money;
    totalDutyAmount: Money | null;
    totalTaxAmount: Money | null;
  };
  lines: {
    edges: {
      node: {
        id: string;
        quantity: number;
        cost: { totalAmount: Money; compareAtAmountPerQuantity: Money | null };
        merchandise: {
          id: string;
          price: Money;
          image: { url: string; width: number; height: number } | null;
          product: { handle: string };
          selectedOptions: { name: string; value: string }[];
        };
      };
    }[];
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function run(
  document: string,
  key: string,
  variables: Record<string, unknown>,
): Promise<HydrogenCart | null> {
  const result = dataOf(
    await server.graphql<Record<string, { cart: HydrogenCart | null } | HydrogenCart | null>>(
      document,
      variables,
    ),
  );
  const value = result[key];
  if (key === 'cart') return value as HydrogenCart | null;
  return (value as { cart: HydrogenCart | null }).cart;
}

const plain = oneTimeProducts[0]!;
const cents = (money: Money) => Math.round(Number(money.amount) * 100);

describe('@shopify/hydrogen-react cart documents', () => {
  it('run end to end with correct totals', async () => {
    const variables = { country: 'US', language: 'EN' };

    const created = await run(CartCreate(defaultCartFragment), 'cartCreate', {
      ...variables,
      input: { lines: [{ merchandiseId: variantGid(plain), quantity: 2 }] },
    });
    expect(created?.totalQuantity).toBe(2);
    expect(created?.buyerIdentity.countryCode).toBe('US');
    expect(created?.cost.totalAmount).toEqual({
      amount: shopifyAmount(priceCents(plain) * 2),
      currencyCode: 'USD',
    });
    expect(created?.cost.totalTaxAmount).toBeNull();
    const cartId = created!.id;
    const firstLine = created!.lines.edges[0]!.node;
    expect(firstLine.merchandise.image?.url).toMatch(/\/cdn\/shop\/files\/.+\.png\?v=\d+$/);
    expect(firstLine.merchandise.selectedOptions).toEqual(plain.variants[0]!.selectedOptions);

    const planId = sellingPlanGids(subscriptionProduct)[0];
    const added = await run(CartLineAdd(defaultCartFragment), 'cartLinesAdd', {
      ...variables,
      cartId,
      lines: [
        { merchandiseId: variantGid(subscriptionProduct), quantity: 1, sellingPlanId: planId },
      ],
    });
    expect(added?.totalQuantity).toBe(3);
    const subscriptionLine = added!.lines.edges[1]!.node;
    expect(subscriptionLine.cost.compareAtAmountPerQuantity?.amount).toBe(
      shopifyAmount(priceCents(subscriptionProduct)),
    );
    const expectedSubtotal = priceCents(plain) * 2 + cents(subscriptionLine.cost.totalAmount);
    expect(cents(subscriptionLine.cost.totalAmount)).toBeLessThan(priceCents(subscriptionProduct));
    expect(cents(added!.cost.subtotalAmount)).toBe(expectedSubtotal);

    const updated = await run(CartLineUpdate(defaultCartFragment), 'cartLinesUpdate', {
      ...variables,
      cartId,
      lines: [{ id: firstLine.id, quantity: 1 }],
    });
    expect(updated?.totalQuantity).toBe(2);
    expect(cents(updated!.cost.subtotalAmount)).toBe(expectedSubtotal - priceCents(plain));

    const noted = await run(CartNoteUpdate(defaultCartFragment), 'cartNoteUpdate', {
      ...variables,
      cartId,
      note: 'Gift',
    });
    expect(noted?.note).toBe('Gift');

    const identified = await run(
      CartBuyerIdentityUpdate(defaultCartFragment),
      'cartBuyerIdentityUpdate',
      {
        ...variables,
        cartId,
        buyerIdentity: { countryCode: 'CA', email: 'shopper@example.com' },
      },
    );
    expect(identified?.buyerIdentity).toMatchObject({
      countryCode: 'CA',
      email: 'shopper@example.com',
      customer: null,
    });

    const attributed = await run(
      CartAttributesUpdate(defaultCartFragment),
      'cartAttributesUpdate',
      {
        ...variables,
        cartId,
        attributes: [{ key: 'source', value: 'test' }],
      },
    );
    expect(attributed?.attributes).toEqual([{ key: 'source', value: 'test' }]);

    const discounted = await run(
      CartDiscountCodesUpdate(defaultCartFragment),
      'cartDiscountCodesUpdate',
      {
        ...variables,
        cartId,
        discountCodes: [welcomeCode.code],
      },
    );
    const subtotal = cents(discounted!.cost.subtotalAmount);
    expect(discounted?.discountCodes).toEqual([{ code: welcomeCode.code, applicable: true }]);
    expect(cents(discounted!.cost.totalAmount)).toBe(
      subtotal - Math.round((subtotal * welcomeCode.percentage) / 100),
    );

    const removed = await run(CartLineRemove(defaultCartFragment), 'cartLinesRemove', {
      ...variables,
      cartId,
      lines: [firstLine.id],
    });
    expect(removed?.lines.edges).toHaveLength(1);
    expect(removed?.totalQuantity).toBe(1);

    const fetched = await run(CartQuery(defaultCartFragment), 'cart', { ...variables, id: cartId });
    expect(fetched).toEqual(removed);
  });

  it('run with their default variables (country ZZ, 250 lines)', async () => {
    const created = await run(CartCreate(defaultCartFragment), 'cartCreate', { input: {} });
    expect(created?.buyerIdentity.countryCode).toBe('ZZ');
    expect(await run(CartQuery(defaultCartFragment), 'cart', { id: created!.id })).toEqual(created);
  });

  it('include visitor consent when asked to', async () => {
    const created = await run(
      CartCreate(defaultCartFragment, { includeVisitorConsent: true }),
      'cartCreate',
      {
        input: {},
        visitorConsent: { analytics: true, marketing: false },
      },
    );
    expect(created?.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  });
});
