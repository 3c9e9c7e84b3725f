import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCart, pay } from './support/checkout';
import { oneTimeProducts, variantGid, welcomeCode } from './support/catalogue';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

/**
 * Why a discount code does not apply: every cart mutation answers a CartWarning per code that
 * does not, with the reason code Shopify uses, so a storefront can tell the shopper why.
 */

interface Payload {
  cart: { id: string; discountCodes: { code: string; applicable: boolean }[] } | null;
  userErrors: { message: string }[];
  warnings: { code: string; message: string; target: string }[];
}

const PAYLOAD = `cart { id discountCodes { code applicable } } userErrors { message } warnings { code message target }`;

const [plain] = oneTimeProducts;
if (!plain) throw new Error('The catalogue needs a product without selling plans.');
const line = { merchandiseId: variantGid(plain), quantity: 1 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function mutate(field: string, signature: string, args: string, variables: object) {
  const result = await server.graphql<Record<string, Payload>>(
    `mutation M(${signature}) { ${field}(${args}) { ${PAYLOAD} } }`,
    variables as Record<string, unknown>,
  );
  return dataOf(result)[field] as Payload;
}

const cartCreate = (input: object) =>
  mutate('cartCreate', '$input: CartInput', 'input: $input', { input });
const codesUpdate = (cartId: string, codes: string[]) =>
  mutate(
    'cartDiscountCodesUpdate',
    '$cartId: ID!, $codes: [String!]!',
    'cartId: $cartId, discountCodes: $codes',
    { cartId, codes },
  );
const buyerUpdate = (cartId: string, email: string) =>
  mutate(
    'cartBuyerIdentityUpdate',
    '$cartId: ID!, $buyer: CartBuyerIdentityInput!',
    'cartId: $cartId, buyerIdentity: $buyer',
    { cartId, buyer: { email } },
  );

/** A cart with one line, through the Storefront API. */
async function cartWithLine(input: object = {}) {
  const payload = await cartCreate({ lines: [line], ...input });
  expect(payload.userErrors).toEqual([]);
  return payload;
}

describe('discount code warnings', () => {
  it('an unknown code: DISCOUNT_NOT_FOUND, naming the code, on the cart', async () => {
    const { cart } = await cartWithLine();
    const payload = await codesUpdate(cart!.id, ['NOPE-10']);
    expect(payload.cart?.discountCodes).toEqual([{ code: 'NOPE-10', applicable: false }]);
    expect(payload.warnings).toEqual([
      { code: 'DISCOUNT_NOT_FOUND', message: expect.stringContaining('NOPE-10'), target: cart!.id },
    ]);
  });

  it('an applicable code gives no warning', async () => {
    const { cart } = await cartWithLine();
    const payload = await codesUpdate(cart!.id, [welcomeCode.code]);
    expect(payload.cart?.discountCodes).toEqual([{ code: welcomeCode.code, applicable: true }]);
    expect(payload.warnings).toEqual([]);
  });

  it('a code on an empty cart: DISCOUNT_NO_ENTITLED_LINE_ITEMS, and again once the last line goes', async () => {
    const empty = await cartCreate({ discountCodes: [welcomeCode.code] });
    expect(empty.warnings.map((warning) => warning.code)).toEqual([
      'DISCOUNT_NO_ENTITLED_LINE_ITEMS',
    ]);

    const { cart } = await cartWithLine({ discountCodes: [welcomeCode.code] });
    const lines = dataOf(
      await server.graphql<{ cart: { lines: { nodes: { id: string }[] } } }>(
        'query C($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { id } } } }',
        { id: cart!.id },
      ),
    ).cart.lines.nodes;
    const removed = await mutate(
      'cartLinesRemove',
      '$cartId: ID!, $ids: [ID!]!',
      'cartId: $cartId, lineIds: $ids',
      { cartId: cart!.id, ids: lines.map(({ id }) => id) },
    );
    expect(removed.cart?.discountCodes).toEqual([{ code: welcomeCode.code, applicable: false }]);
    expect(removed.warnings).toEqual([
      {
        code: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS',
        message: expect.stringContaining(welcomeCode.code),
        target: cart!.id,
      },
    ]);
  });

  it('a first-order code for a buyer who has paid before: DISCOUNT_CUSTOMER_NOT_ELIGIBLE', async () => {
    const email = 'returning.buyer@example.com';
    const earlier = await createCart(server, [line]);
    expect((await pay(earlier, { email })).status).toBe(303);

    const { cart } = await cartWithLine({ discountCodes: [welcomeCode.code] });
    const known = await buyerUpdate(cart!.id, email);
    expect(known.cart?.discountCodes).toEqual([{ code: welcomeCode.code, applicable: false }]);
    expect(known.warnings).toEqual([
      {
        code: 'DISCOUNT_CUSTOMER_NOT_ELIGIBLE',
        message: expect.stringContaining(welcomeCode.code),
        target: cart!.id,
      },
    ]);
    // A buyer who has not ordered yet may use it.
    const newcomer = await buyerUpdate(cart!.id, 'first.timer@example.com');
    expect(newcomer.cart?.discountCodes).toEqual([{ code: welcomeCode.code, applicable: true }]);
    expect(newcomer.warnings).toEqual([]);
  });

  it('a second code while one applies: DISCOUNT_CODE_NOT_HONOURED (codes do not combine)', async () => {
    // The owner adds a second code (written where the server reads its catalogue).
    server.db
      .prepare(
        'INSERT INTO discount_codes (code, title, percentage, first_order_only) VALUES (?, ?, ?, 0)',
      )
      .run('SPRING10', '10% off', 10);

    const { cart } = await cartWithLine();
    const payload = await codesUpdate(cart!.id, [welcomeCode.code, 'SPRING10', 'NOPE']);
    expect(payload.cart?.discountCodes).toEqual([
      { code: welcomeCode.code, applicable: true },
      { code: 'SPRING10', applicable: false },
      { code: 'NOPE', applicable: false },
    ]);
    expect(payload.warnings.map(({ code, message }) => [code, message])).toEqual([
      ['DISCOUNT_CODE_NOT_HONOURED', expect.stringContaining('SPRING10')],
      ['DISCOUNT_NOT_FOUND', expect.stringContaining('NOPE')],
    ]);
  });

  it('every mutation reports the codes that still do not apply; refused input reports none', async () => {
    const { cart } = await cartWithLine({ discountCodes: ['NOPE'] });
    const added = await mutate(
      'cartLinesAdd',
      '$cartId: ID!, $lines: [CartLineInput!]!',
      'cartId: $cartId, lines: $lines',
      { cartId: cart!.id, lines: [line] },
    );
    expect(added.warnings.map((warning) => warning.code)).toEqual(['DISCOUNT_NOT_FOUND']);
    const noted = await mutate(
      'cartNoteUpdate',
      '$cartId: ID!, $note: String!',
      'cartId: $cartId, note: $note',
      {
        cartId: cart!.id,
        note: 'x'.repeat(5001),
      },
    );
    expect(noted.userErrors).not.toEqual([]);
    expect(noted.warnings).toEqual([]);
  });
});
