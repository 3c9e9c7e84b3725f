import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oneTimeProducts,
  priceCents,
  products,
  sellingPlanGids,
  shopifyAmount,
  subscriptionProduct,
  variantGid,
  welcomeCode,
} from './support/catalogue';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

const CART_FIELDS = `
  id checkoutUrl createdAt updatedAt totalQuantity note
  attributes { key value }
  giftWrap: attribute(key: "gift-wrap") { value }
  discountCodes { code applicable }
  discountAllocations { discountedAmount { amount currencyCode } ... on CartCodeDiscountAllocation { code } }
  buyerIdentity { countryCode email phone customer { id } deliveryAddressPreferences { __typename } }
  cost {
    subtotalAmount { amount currencyCode } totalAmount { amount currencyCode }
    totalDutyAmount { amount } totalTaxAmount { amount } checkoutChargeAmount { amount }
    subtotalAmountEstimated totalAmountEstimated
  }
  lines(first: 100) {
    edges { cursor node { id } }
    nodes {
      id quantity attributes { key value }
      cost {
        amountPerQuantity { amount currencyCode } compareAtAmountPerQuantity { amount }
        subtotalAmount { amount } totalAmount { amount }
      }
      merchandise { ... on ProductVariant { id title price { amount } product { handle } } }
      sellingPlanAllocation {
        sellingPlan { id name }
        priceAdjustments { price { amount } compareAtPrice { amount } perDeliveryPrice { amount } }
        checkoutChargeAmount { amount } remainingBalanceChargeAmount { amount }
      }
      discountAllocations { discountedAmount { amount } }
    }
  }`;

const PAYLOAD = `cart { ${CART_FIELDS} } userErrors { field message code } warnings { code message target }`;

interface Money {
  amount: string;
  currencyCode?: string;
}
interface Line {
  id: string;
  quantity: number;
  attributes: { key: string; value: string }[];
  cost: {
    amountPerQuantity: Money;
    compareAtAmountPerQuantity: Money | null;
    subtotalAmount: Money;
    totalAmount: Money;
  };
  merchandise: { id: string; title: string; price: Money; product: { handle: string } };
  sellingPlanAllocation: null | {
    sellingPlan: { id: string; name: string };
    priceAdjustments: { price: Money; compareAtPrice: Money; perDeliveryPrice: Money }[];
    checkoutChargeAmount: Money;
    remainingBalanceChargeAmount: Money;
  };
  discountAllocations: { discountedAmount: Money }[];
}
interface Cart {
  id: string;
  checkoutUrl: string;
  createdAt: string;
  updatedAt: string;
  totalQuantity: number;
  note: string | null;
  attributes: { key: string; value: string }[];
  giftWrap: { value: string } | null;
  discountCodes: { code: string; applicable: boolean }[];
  discountAllocations: { discountedAmount: Money; code?: string }[];
  buyerIdentity: {
    countryCode: string | null;
    email: string | null;
    phone: string | null;
    customer: null;
    deliveryAddressPreferences: unknown[];
  };
  cost: {
    subtotalAmount: Money;
    totalAmount: Money;
    totalDutyAmount: Money | null;
    totalTaxAmount: Money | null;
    checkoutChargeAmount: Money;
    subtotalAmountEstimated: boolean;
    totalAmountEstimated: boolean;
  };
  lines: { edges: { cursor: string; node: { id: string } }[]; nodes: Line[] };
}
interface Payload {
  cart: Cart | null;
  userErrors: { field: string[] | null; message: string; code: string }[];
  warnings: { code: string; message: string; target: string }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const [plainA, plainB] = oneTimeProducts;
if (!plainA || !plainB) throw new Error('The catalogue needs two products without selling plans.');
const planIds = sellingPlanGids(subscriptionProduct);

async function mutate(
  name: string,
  signature: string,
  args: string,
  variables: Record<string, unknown>,
  directive = '',
) {
  const result = await server.graphql<Record<string, Payload>>(
    `mutation M(${signature}) ${directive} { ${name}(${args}) { ${PAYLOAD} } }`,
    variables,
  );
  return dataOf(result)[name] as Payload;
}

const createCart = (input: Record<string, unknown> = {}) =>
  mutate('cartCreate', '$input: CartInput', 'input: $input', { input });
const addLines = (cartId: string, lines: unknown[]) =>
  mutate(
    'cartLinesAdd',
    '$cartId: ID!, $lines: [CartLineInput!]!',
    'cartId: $cartId, lines: $lines',
    { cartId, lines },
  );
const updateLines = (cartId: string, lines: unknown[]) =>
  mutate(
    'cartLinesUpdate',
    '$cartId: ID!, $lines: [CartLineUpdateInput!]!',
    'cartId: $cartId, lines: $lines',
    { cartId, lines },
  );
const removeLines = (cartId: string, lineIds: string[]) =>
  mutate(
    'cartLinesRemove',
    '$cartId: ID!, $lineIds: [ID!]!',
    'cartId: $cartId, lineIds: $lineIds',
    { cartId, lineIds },
  );
const updateDiscountCodes = (cartId: string, discountCodes: string[]) =>
  mutate(
    'cartDiscountCodesUpdate',
    '$cartId: ID!, $codes: [String!]!',
    'cartId: $cartId, discountCodes: $codes',
    {
      cartId,
      codes: discountCodes,
    },
  );

async function readCart(id: string): Promise<Cart | null> {
  return dataOf(
    await server.graphql<{ cart: Cart | null }>(
      `query C($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`,
      { id },
    ),
  ).cart;
}

function cartOf(payload: Payload): Cart {
  expect(payload.userErrors).toEqual([]);
  if (!payload.cart) throw new Error('No cart in the payload.');
  return payload.cart;
}

const amount = (cents: number) => shopifyAmount(cents);
const NOT_FOUND = [
  { code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' },
];

describe('cartCreate and cart(id:)', () => {
  it('creates an empty cart with Shopify-shaped id and checkout URL', async () => {
    const cart = cartOf(await createCart());
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]+)\?key=([0-9a-f]{32})$/);
    const [, token, key] = /^gid:\/\/shopify\/Cart\/([^?]+)\?key=(.+)$/.exec(cart.id) ?? [];
    expect(cart.checkoutUrl).toBe(`http://localhost:${server.port}/cart/c/${token}?key=${key}`);
    expect(cart).toMatchObject({
      totalQuantity: 0,
      note: null,
      attributes: [],
      discountCodes: [],
      discountAllocations: [],
      buyerIdentity: {
        countryCode: null,
        email: null,
        phone: null,
        customer: null,
        deliveryAddressPreferences: [],
      },
      cost: {
        subtotalAmount: { amount: '0.0', currencyCode: 'USD' },
        totalAmount: { amount: '0.0', currencyCode: 'USD' },
        totalDutyAmount: null,
        totalTaxAmount: null,
      },
      lines: { edges: [], nodes: [] },
    });
    expect(Date.parse(cart.createdAt)).not.toBeNaN();
    expect(await readCart(cart.id)).toEqual(cart);
  });

  it('creates a cart with lines, note, attributes and buyer identity, priced from the catalogue', async () => {
    const cart = cartOf(
      await createCart({
        lines: [
          {
            merchandiseId: variantGid(plainA),
            quantity: 2,
            attributes: [{ key: 'engraving', value: 'CW' }],
          },
          { merchandiseId: variantGid(plainB) },
        ],
        note: 'Leave by the door',
        attributes: [{ key: 'gift-wrap', value: 'yes' }],
        buyerIdentity: { email: 'shopper@example.com', countryCode: 'US', phone: '+15551234567' },
      }),
    );
    const subtotal = priceCents(plainA) * 2 + priceCents(plainB);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.note).toBe('Leave by the door');
    expect(cart.giftWrap).toEqual({ value: 'yes' });
    expect(cart.buyerIdentity).toMatchObject({
      email: 'shopper@example.com',
      countryCode: 'US',
      phone: '+15551234567',
    });
    expect(cart.cost.subtotalAmount).toEqual({ amount: amount(subtotal), currencyCode: 'USD' });
    expect(cart.cost.totalAmount).toEqual({ amount: amount(subtotal), currencyCode: 'USD' });
    const [first, second] = cart.lines.nodes;
    expect(first).toMatchObject({
      quantity: 2,
      attributes: [{ key: 'engraving', value: 'CW' }],
      merchandise: { id: variantGid(plainA), product: { handle: plainA.handle } },
      cost: {
        amountPerQuantity: { amount: amount(priceCents(plainA)), currencyCode: 'USD' },
        subtotalAmount: { amount: amount(priceCents(plainA) * 2) },
        totalAmount: { amount: amount(priceCents(plainA) * 2) },
      },
      sellingPlanAllocation: null,
      discountAllocations: [],
    });
    expect(first?.id).toMatch(/^gid:\/\/shopify\/CartLine\/[0-9a-f-]{36}\?cart=/);
    expect(second).toMatchObject({ quantity: 1, merchandise: { id: variantGid(plainB) } });
    expect(cart.lines.edges.map((edge) => edge.node.id)).toEqual(
      cart.lines.nodes.map((line) => line.id),
    );
  });

  it('takes the buyer country from @inContext when the input names none', async () => {
    const payload = await mutate(
      'cartCreate',
      '$input: CartInput',
      'input: $input',
      { input: {} },
      '@inContext(country: CA, language: FR)',
    );
    expect(cartOf(payload).buyerIdentity.countryCode).toBe('CA');
    const explicit = await mutate(
      'cartCreate',
      '$input: CartInput',
      'input: $input',
      { input: { buyerIdentity: { countryCode: 'DE' } } },
      '@inContext(country: CA)',
    );
    expect(cartOf(explicit).buyerIdentity.countryCode).toBe('DE');
  });

  it('refuses unknown merchandise and creates nothing', async () => {
    const payload = await createCart({
      lines: [
        { merchandiseId: variantGid(plainA) },
        { merchandiseId: 'gid://shopify/ProductVariant/999999' },
      ],
    });
    expect(payload.cart).toBeNull();
    expect(payload.userErrors).toEqual([
      {
        field: ['input', 'lines', '1', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/999999 does not exist.',
        code: 'INVALID',
      },
    ]);
  });

  it('answers null for an unknown cart, a wrong key or a missing key', async () => {
    const cart = cartOf(await createCart());
    const token = /Cart\/([^?]+)/.exec(cart.id)?.[1];
    expect(await readCart(`gid://shopify/Cart/${token}?key=${'0'.repeat(32)}`)).toBeNull();
    expect(await readCart(`gid://shopify/Cart/${token}`)).toBeNull();
    expect(await readCart('gid://shopify/Cart/does-not-exist?key=abc')).toBeNull();
    expect(await readCart(cart.id)).not.toBeNull();
  });
});

describe('cart line mutations', () => {
  it('adds lines and merges the same variant and selling plan into one line', async () => {
    const cart = cartOf(await createCart());
    const once = cartOf(
      await addLines(cart.id, [{ merchandiseId: variantGid(plainA), quantity: 1 }]),
    );
    const twice = cartOf(
      await addLines(cart.id, [
        { merchandiseId: variantGid(plainA), quantity: 2 },
        { merchandiseId: variantGid(subscriptionProduct), quantity: 1, sellingPlanId: planIds[0] },
      ]),
    );
    expect(twice.lines.nodes).toHaveLength(2);
    expect(twice.lines.nodes[0]).toMatchObject({ id: once.lines.nodes[0]?.id, quantity: 3 });
    const thrice = cartOf(
      await addLines(cart.id, [
        { merchandiseId: variantGid(subscriptionProduct), quantity: 1, sellingPlanId: planIds[0] },
        // The same variant without a plan is a different line.
        { merchandiseId: variantGid(subscriptionProduct), quantity: 1 },
      ]),
    );
    expect(
      thrice.lines.nodes.map((line) => [
        line.merchandise.id,
        line.sellingPlanAllocation?.sellingPlan.id ?? null,
        line.quantity,
      ]),
    ).toEqual([
      [variantGid(plainA), null, 3],
      [variantGid(subscriptionProduct), planIds[0], 2],
      [variantGid(subscriptionProduct), null, 1],
    ]);
    expect(thrice.totalQuantity).toBe(6);
  });

  it('prices a subscription line at the selling plan price with its allocation', async () => {
    const cart = cartOf(
      await createCart({
        lines: [
          {
            merchandiseId: variantGid(subscriptionProduct),
            quantity: 2,
            sellingPlanId: planIds[1],
          },
        ],
      }),
    );
    const plan = subscriptionProduct.sellingPlanGroups[0]!.sellingPlans[1]!;
    const adjustment = plan.priceAdjustments[0]!;
    const price = priceCents(subscriptionProduct);
    const planPrice =
      adjustment.type === 'percentage'
        ? price - Math.round((price * adjustment.value) / 100)
        : price - Math.round(Number(adjustment.value) * 100);
    const line = cart.lines.nodes[0]!;
    expect(line.cost).toEqual({
      amountPerQuantity: { amount: amount(planPrice), currencyCode: 'USD' },
      compareAtAmountPerQuantity: { amount: amount(price) },
      subtotalAmount: { amount: amount(planPrice * 2) },
      totalAmount: { amount: amount(planPrice * 2) },
    });
    expect(line.sellingPlanAllocation).toEqual({
      sellingPlan: { id: planIds[1], name: plan.name },
      priceAdjustments: [
        {
          price: { amount: amount(planPrice) },
          compareAtPrice: { amount: amount(price) },
          perDeliveryPrice: { amount: amount(planPrice) },
        },
      ],
      checkoutChargeAmount: { amount: amount(planPrice) },
      remainingBalanceChargeAmount: { amount: '0.0' },
    });
    expect(cart.cost.subtotalAmount.amount).toBe(amount(planPrice * 2));
  });

  it('refuses a selling plan the variant does not offer', async () => {
    const cart = cartOf(await createCart());
    const payload = await addLines(cart.id, [
      { merchandiseId: variantGid(plainA), sellingPlanId: planIds[0] },
    ]);
    expect(payload.userErrors).toEqual([
      {
        field: ['lines', '0', 'sellingPlanId'],
        message: expect.stringContaining(planIds[0]!),
        code: 'SELLING_PLAN_NOT_APPLICABLE',
      },
    ]);
    expect(payload.cart?.lines.nodes).toEqual([]);
  });

  it('refuses unknown merchandise on add without changing the cart', async () => {
    const cart = cartOf(await createCart({ lines: [{ merchandiseId: variantGid(plainA) }] }));
    const payload = await addLines(cart.id, [
      { merchandiseId: variantGid(plainB) },
      { merchandiseId: 'gid://shopify/ProductVariant/424242' },
    ]);
    expect(payload.userErrors).toEqual([
      {
        field: ['lines', '1', 'merchandiseId'],
        message: expect.stringContaining('424242'),
        code: 'INVALID',
      },
    ]);
    expect(payload.cart?.lines.nodes.map((line) => line.merchandise.id)).toEqual([
      variantGid(plainA),
    ]);
  });

  it('updates quantities and recomputes costs; quantity 0 removes the line', async () => {
    const cart = cartOf(
      await createCart({
        lines: [
          { merchandiseId: variantGid(plainA) },
          { merchandiseId: variantGid(plainB), quantity: 2 },
        ],
      }),
    );
    const [lineA, lineB] = cart.lines.nodes;
    const updated = cartOf(
      await updateLines(cart.id, [
        { id: lineA!.id, quantity: 4 },
        { id: lineB!.id, quantity: 0 },
      ]),
    );
    expect(updated.lines.nodes.map((line) => [line.id, line.quantity])).toEqual([[lineA!.id, 4]]);
    expect(updated.totalQuantity).toBe(4);
    expect(updated.cost.totalAmount.amount).toBe(amount(priceCents(plainA) * 4));
  });

  it('switches a line to and from a subscription', async () => {
    const cart = cartOf(
      await createCart({ lines: [{ merchandiseId: variantGid(subscriptionProduct) }] }),
    );
    const line = cart.lines.nodes[0]!;
    const subscribed = cartOf(
      await updateLines(cart.id, [{ id: line.id, sellingPlanId: planIds[2] }]),
    );
    expect(subscribed.lines.nodes[0]?.sellingPlanAllocation?.sellingPlan.id).toBe(planIds[2]);
    const oneTime = cartOf(await updateLines(cart.id, [{ id: line.id, sellingPlanId: null }]));
    expect(oneTime.lines.nodes[0]?.sellingPlanAllocation).toBeNull();
    expect(oneTime.cost.totalAmount.amount).toBe(amount(priceCents(subscriptionProduct)));
  });

  it('refuses negative quantities', async () => {
    const cart = cartOf(await createCart({ lines: [{ merchandiseId: variantGid(plainA) }] }));
    const update = await updateLines(cart.id, [{ id: cart.lines.nodes[0]!.id, quantity: -1 }]);
    expect(update.userErrors).toEqual([
      { field: ['lines', '0', 'quantity'], message: expect.any(String), code: 'INVALID' },
    ]);
    expect(update.cart?.lines.nodes[0]?.quantity).toBe(1);
    const add = await addLines(cart.id, [{ merchandiseId: variantGid(plainA), quantity: -3 }]);
    expect(add.userErrors[0]).toMatchObject({ field: ['lines', '0', 'quantity'], code: 'INVALID' });
    expect(add.cart?.totalQuantity).toBe(1);
  });

  it('refuses more than 250 lines in one input', async () => {
    const cart = cartOf(await createCart());
    const lines = Array.from({ length: 251 }, () => ({ merchandiseId: variantGid(plainA) }));
    const payload = await addLines(cart.id, lines);
    expect(payload.userErrors).toEqual([
      {
        field: ['lines'],
        message: 'The input must not contain more than 250 values.',
        code: 'INVALID',
      },
    ]);
    expect(payload.cart?.totalQuantity).toBe(0);
    const created = await createCart({ lines });
    expect(created.cart).toBeNull();
    expect(created.userErrors[0]?.field).toEqual(['input', 'lines']);
  });

  it('caps a quantity to the stock available, with a warning', async () => {
    const stocked = products.find(
      (product) =>
        (product.variants[0]?.quantityAvailable ?? 0) > 0 && product.variants[0]?.availableForSale,
    );
    if (!stocked) throw new Error('The catalogue needs a stocked product.');
    const available = stocked.variants[0]!.quantityAvailable!;
    if (available >= 10_000) return;
    const payload = await createCart({
      lines: [{ merchandiseId: variantGid(stocked), quantity: available + 5 }],
    });
    expect(payload.cart?.lines.nodes[0]?.quantity).toBe(available);
    expect(payload.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: expect.stringContaining(String(available)),
        target: payload.cart?.lines.nodes[0]?.id,
      },
    ]);
  });

  it('removes lines and refuses unknown line ids', async () => {
    const cart = cartOf(
      await createCart({
        lines: [{ merchandiseId: variantGid(plainA) }, { merchandiseId: variantGid(plainB) }],
      }),
    );
    const [lineA, lineB] = cart.lines.nodes;
    const removed = cartOf(await removeLines(cart.id, [lineA!.id]));
    expect(removed.lines.nodes.map((line) => line.id)).toEqual([lineB!.id]);
    const unknown = await removeLines(cart.id, [lineA!.id]);
    expect(unknown.userErrors).toEqual([
      {
        field: ['lineIds', '0'],
        message: expect.stringContaining('does not exist'),
        code: 'INVALID',
      },
    ]);
    expect(unknown.cart?.lines.nodes).toHaveLength(1);
    const unknownUpdate = await updateLines(cart.id, [{ id: lineA!.id, quantity: 2 }]);
    expect(unknownUpdate.userErrors[0]).toMatchObject({
      field: ['lines', '0', 'id'],
      code: 'INVALID',
    });
  });
});

describe('cart mutations on carts that do not exist', () => {
  it('answer cart: null with Shopify’s INVALID cartId error for a wrong or missing key and unknown carts', async () => {
    const cart = cartOf(await createCart({ lines: [{ merchandiseId: variantGid(plainA) }] }));
    const token = /Cart\/([^?]+)/.exec(cart.id)?.[1];
    const wrongKey = `gid://shopify/Cart/${token}?key=${'f'.repeat(32)}`;
    const noKey = `gid://shopify/Cart/${token}`;
    for (const cartId of [wrongKey, noKey, 'gid://shopify/Cart/nope?key=1', 'not-a-gid']) {
      const payloads = [
        await addLines(cartId, [{ merchandiseId: variantGid(plainA) }]),
        await updateLines(cartId, [{ id: cart.lines.nodes[0]!.id, quantity: 5 }]),
        await removeLines(cartId, [cart.lines.nodes[0]!.id]),
        await updateDiscountCodes(cartId, ['WELCOME15']),
        await mutate('cartNoteUpdate', '$cartId: ID!', 'cartId: $cartId, note: "x"', { cartId }),
      ];
      for (const payload of payloads) {
        expect(payload).toEqual({ cart: null, userErrors: NOT_FOUND, warnings: [] });
      }
    }
    const untouched = await readCart(cart.id);
    expect(untouched?.lines.nodes[0]?.quantity).toBe(1);
    expect(untouched?.note).toBeNull();
  });

  it('treat a completed cart as gone', async () => {
    const cart = cartOf(await createCart());
    const token = /Cart\/([^?]+)/.exec(cart.id)?.[1];
    server.db
      .prepare('UPDATE carts SET completed_at = ? WHERE token = ?')
      .run(new Date().toISOString(), token);
    expect(await readCart(cart.id)).toBeNull();
    expect((await addLines(cart.id, [{ merchandiseId: variantGid(plainA) }])).userErrors).toEqual(
      NOT_FOUND,
    );
  });
});

describe('note, attributes and buyer identity', () => {
  it('updates the note', async () => {
    const cart = cartOf(await createCart());
    const payload = await mutate(
      'cartNoteUpdate',
      '$cartId: ID!, $note: String!',
      'cartId: $cartId, note: $note',
      {
        cartId: cart.id,
        note: 'Ring twice',
      },
    );
    expect(cartOf(payload).note).toBe('Ring twice');
    expect((await readCart(cart.id))?.note).toBe('Ring twice');
  });

  it('replaces the attributes', async () => {
    const cart = cartOf(await createCart({ attributes: [{ key: 'a', value: '1' }] }));
    const update = (attributes: unknown[]) =>
      mutate(
        'cartAttributesUpdate',
        '$cartId: ID!, $attributes: [AttributeInput!]!',
        'attributes: $attributes, cartId: $cartId',
        {
          cartId: cart.id,
          attributes,
        },
      );
    expect(
      cartOf(
        await update([
          { key: 'gift-wrap', value: 'yes' },
          { key: 'b', value: '2' },
        ]),
      ).attributes,
    ).toEqual([
      { key: 'gift-wrap', value: 'yes' },
      { key: 'b', value: '2' },
    ]);
    expect((await readCart(cart.id))?.giftWrap).toEqual({ value: 'yes' });
    const blank = await update([{ key: ' ', value: 'x' }]);
    expect(blank.userErrors[0]).toMatchObject({
      field: ['attributes', '0', 'key'],
      code: 'INVALID',
    });
  });

  it('updates the buyer identity field by field and validates it', async () => {
    const cart = cartOf(await createCart({ buyerIdentity: { email: 'a@example.com' } }));
    const update = (buyerIdentity: Record<string, unknown>) =>
      mutate(
        'cartBuyerIdentityUpdate',
        '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
        'cartId: $cartId, buyerIdentity: $buyerIdentity',
        { cartId: cart.id, buyerIdentity },
      );
    const updated = cartOf(await update({ countryCode: 'GB' }));
    expect(updated.buyerIdentity).toMatchObject({
      countryCode: 'GB',
      email: 'a@example.com',
      customer: null,
    });
    const invalid = await update({ email: 'not-an-email' });
    expect(invalid.userErrors).toEqual([
      { field: ['buyerIdentity', 'email'], message: 'Email is invalid', code: 'INVALID' },
    ]);
    expect(invalid.cart?.buyerIdentity.email).toBe('a@example.com');
  });
});

describe('discount codes', () => {
  it('applies WELCOME15 (any letter case), lowering the total, with Shopify-style allocations', async () => {
    const cart = cartOf(
      await createCart({
        lines: [
          { merchandiseId: variantGid(plainA), quantity: 2 },
          {
            merchandiseId: variantGid(subscriptionProduct),
            quantity: 1,
            sellingPlanId: planIds[0],
          },
        ],
      }),
    );
    const payload = await updateDiscountCodes(cart.id, [welcomeCode.code.toLowerCase()]);
    const discounted = cartOf(payload);
    const subtotal = Math.round(Number(cart.cost.subtotalAmount.amount) * 100);
    const discount = Math.round((subtotal * welcomeCode.percentage) / 100);
    expect(discounted.discountCodes).toEqual([
      { code: welcomeCode.code.toLowerCase(), applicable: true },
    ]);
    expect(discounted.cost.subtotalAmount.amount).toBe(amount(subtotal));
    expect(discounted.cost.totalAmount.amount).toBe(amount(subtotal - discount));
    expect(discounted.discountAllocations).toEqual([
      {
        discountedAmount: { amount: amount(discount), currencyCode: 'USD' },
        code: welcomeCode.code.toLowerCase(),
      },
    ]);
    // Line shares add up to the discount, and line totals to the cart total.
    const lineShares = discounted.lines.nodes.map((line) =>
      Math.round(Number(line.discountAllocations[0]?.discountedAmount.amount ?? 0) * 100),
    );
    expect(lineShares.reduce((sum, share) => sum + share, 0)).toBe(discount);
    const lineTotals = discounted.lines.nodes.map((line) =>
      Math.round(Number(line.cost.totalAmount.amount) * 100),
    );
    expect(lineTotals.reduce((sum, total) => sum + total, 0)).toBe(subtotal - discount);
    expect(payload.warnings).toEqual([]);
  });

  it('lists unknown codes as not applicable, with a warning, and leaves the total alone', async () => {
    const cart = cartOf(await createCart({ lines: [{ merchandiseId: variantGid(plainA) }] }));
    const payload = await updateDiscountCodes(cart.id, ['NOTACODE']);
    const updated = cartOf(payload);
    expect(updated.discountCodes).toEqual([{ code: 'NOTACODE', applicable: false }]);
    expect(updated.cost.totalAmount.amount).toBe(amount(priceCents(plainA)));
    expect(updated.discountAllocations).toEqual([]);
    expect(payload.warnings).toEqual([
      { code: 'DISCOUNT_NOT_FOUND', message: expect.stringContaining('NOTACODE'), target: cart.id },
    ]);
  });

  it('removes codes when given an empty list', async () => {
    const cart = cartOf(
      await createCart({
        lines: [{ merchandiseId: variantGid(plainA) }],
        discountCodes: [welcomeCode.code],
      }),
    );
    expect(cart.discountCodes).toEqual([{ code: welcomeCode.code, applicable: true }]);
    const cleared = cartOf(await updateDiscountCodes(cart.id, []));
    expect(cleared.discountCodes).toEqual([]);
    expect(cleared.cost.totalAmount.amount).toBe(amount(priceCents(plainA)));
  });

  it('does not apply to an empty cart', async () => {
    const cart = cartOf(await createCart({ discountCodes: [welcomeCode.code] }));
    expect(cart.discountCodes).toEqual([{ code: welcomeCode.code, applicable: false }]);
  });
});

describe('updatedAt', () => {
  it('moves forward with each mutation', async () => {
    const cart = cartOf(await createCart());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const updated = cartOf(await addLines(cart.id, [{ merchandiseId: variantGid(plainA) }]));
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(cart.updatedAt));
    expect(updated.createdAt).toBe(cart.createdAt);
  });
});

describe('stock', () => {
  it('does not add merchandise that is not for sale, with a warning', async () => {
    const own = await startTestServer();
    try {
      const variantId = Number(variantGid(plainA).split('/').pop());
      own.db
        .prepare('UPDATE product_variants SET available_for_sale = 0 WHERE id = ?')
        .run(variantId);
      const result = await own.graphql<{ cartCreate: Payload }>(
        `mutation M($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`,
        {
          input: {
            lines: [{ merchandiseId: variantGid(plainA) }, { merchandiseId: variantGid(plainB) }],
          },
        },
      );
      const payload = dataOf(result).cartCreate;
      expect(payload.cart?.lines.nodes.map((line) => line.merchandise.id)).toEqual([
        variantGid(plainB),
      ]);
      expect(payload.warnings).toEqual([
        {
          code: 'MERCHANDISE_OUT_OF_STOCK',
          message: 'The merchandise is out of stock.',
          target: variantGid(plainA),
        },
      ]);
    } finally {
      await own.stop();
    }
  });
});
