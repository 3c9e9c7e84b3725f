import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardsPathOf, loadGiftCards } from '../src/gift-cards/seed-gift-cards';
import { defaultCataloguePath } from '../src/config';
import { countOrders, createCart, pay, postForm, VALID_FORM } from './support/checkout';
import { priceCents, products, variantGid } from './support/catalogue';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

/** The seeded cards, as the seed file names them: two with a balance, one spent. */
const seeded = loadGiftCards(giftCardsPathOf(defaultCataloguePath));
const cents = (amount: string) => Math.round(Number(amount) * 100);
const [twentyFive, fifty] = seeded.filter((card) => cents(card.balance) > 0);
const spent = seeded.find((card) => cents(card.balance) === 0);

const CART = `id
  cost { totalAmount { amount } }
  appliedGiftCards { id lastCharacters amountUsed { amount currencyCode } balance { amount } }`;
const PAYLOAD = `cart { ${CART} } userErrors { field message code } warnings { code }`;

interface AppliedGiftCard {
  id: string;
  lastCharacters: string;
  amountUsed: { amount: string; currencyCode: string };
  balance: { amount: string };
}
interface Payload {
  cart: {
    id: string;
    cost: { totalAmount: { amount: string } };
    appliedGiftCards: AppliedGiftCard[];
  } | null;
  userErrors: { field: string[]; message: string; code: string }[];
}

let server: TestServer;
const product = products[0];
if (!product || !twentyFive || !fifty || !spent) throw new Error('The seed lacks gift cards.');
const line = { merchandiseId: variantGid(product), quantity: 1 };

async function mutate(name: string, argument: string, variables: Record<string, unknown>) {
  const [variable, type] = argument === 'appliedGiftCardIds' ? ['ids', 'ID'] : ['codes', 'String'];
  const result = await server.graphql<Record<string, Payload>>(
    `mutation M($cartId: ID!, $${variable}: [${type}!]!) {
      ${name}(cartId: $cartId, ${argument}: $${variable}) { ${PAYLOAD} }
    }`,
    variables,
  );
  return dataOf(result)[name] as Payload;
}
const add = (cartId: string, codes: string[]) =>
  mutate('cartGiftCardCodesAdd', 'giftCardCodes', { cartId, codes });
const update = (cartId: string, codes: string[]) =>
  mutate('cartGiftCardCodesUpdate', 'giftCardCodes', { cartId, codes });
const remove = (cartId: string, ids: string[]) =>
  mutate('cartGiftCardCodesRemove', 'appliedGiftCardIds', { cartId, ids });

const balanceOf = (code: string) =>
  server.db
    .prepare<[string], number>('SELECT balance_cents FROM gift_cards WHERE code = ?')
    .pluck()
    .get(code);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('gift cards on a cart', () => {
  it('applies a card by its code in any case and spacing, showing its last characters', async () => {
    const cart = await createCart(server, [line]);
    const typed = twentyFive.code.toLowerCase().replace(/(.{4})/g, '$1 ');
    const { cart: after, userErrors } = await add(cart.id, [typed]);
    expect(userErrors).toEqual([]);
    expect(after?.appliedGiftCards).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/AppliedGiftCard\/\d+$/),
        lastCharacters: twentyFive.code.slice(-4),
        amountUsed: { amount: expect.any(String), currencyCode: 'USD' },
        balance: { amount: expect.any(String) },
      },
    ]);
    const [applied] = after?.appliedGiftCards ?? [];
    expect(cents(applied?.amountUsed.amount ?? '')).toBe(
      Math.min(cents(twentyFive.balance), priceCents(product)),
    );
    expect(cents(applied?.balance.amount ?? '')).toBe(cents(twentyFive.balance));
    // The cards are a way to pay: the cart's total is unchanged.
    expect(cents(after?.cost.totalAmount.amount ?? '0')).toBe(priceCents(product));
  });

  it('refuses an unknown code and a spent card with INVALID, changing nothing', async () => {
    const cart = await createCart(server, [line]);
    await add(cart.id, [fifty.code]);
    const unknown = await add(cart.id, ['NOPE0000NOPE0000']);
    expect(unknown.userErrors).toEqual([
      {
        field: ['giftCardCodes', '0'],
        message: 'The gift card code is not valid.',
        code: 'INVALID',
      },
    ]);
    const empty = await add(cart.id, [spent.code]);
    expect(empty.userErrors).toEqual([
      {
        field: ['giftCardCodes', '0'],
        message: 'The gift card has no balance left.',
        code: 'INVALID',
      },
    ]);
    expect(empty.cart?.appliedGiftCards.map((card) => card.lastCharacters)).toEqual([
      fifty.code.slice(-4),
    ]);
    // The message never repeats the code.
    expect(JSON.stringify(unknown)).not.toContain('NOPE0000NOPE0000');
  });

  it('adds after the cards already applied, once each; update replaces; remove takes by id', async () => {
    const cart = await createCart(server, [line]);
    await add(cart.id, [twentyFive.code]);
    const both = await add(cart.id, [fifty.code, twentyFive.code]);
    expect(both.cart?.appliedGiftCards.map((card) => card.lastCharacters)).toEqual([
      twentyFive.code.slice(-4),
      fifty.code.slice(-4),
    ]);
    const replaced = await update(cart.id, [fifty.code]);
    expect(replaced.cart?.appliedGiftCards.map((card) => card.lastCharacters)).toEqual([
      fifty.code.slice(-4),
    ]);
    const applied = replaced.cart?.appliedGiftCards[0]?.id ?? '';
    const notApplied = await remove(cart.id, ['gid://shopify/AppliedGiftCard/999']);
    expect(notApplied.userErrors).toEqual([
      {
        field: ['appliedGiftCardIds', '0'],
        message: 'The gift card is not applied to this cart.',
        code: 'INVALID',
      },
    ]);
    const removed = await remove(cart.id, [applied]);
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart?.appliedGiftCards).toEqual([]);
    expect((await update(cart.id, [])).cart?.appliedGiftCards).toEqual([]);
  });

  it('answers the unknown cart error for a cart that does not exist', async () => {
    const { cart, userErrors } = await add('gid://shopify/Cart/nope?key=nope', [fifty.code]);
    expect(cart).toBeNull();
    expect(userErrors[0]?.code).toBe('INVALID');
  });

  it('takes codes at cart creation, refusing the cart for a bad one', async () => {
    const result = await server.graphql<{ cartCreate: Payload }>(
      `mutation C($input: CartInput!) { cartCreate(input: $input) { ${PAYLOAD} } }`,
      { input: { lines: [line], giftCardCodes: [fifty.code] } },
    );
    expect(dataOf(result).cartCreate.cart?.appliedGiftCards).toHaveLength(1);
    const refused = await server.graphql<{ cartCreate: Payload }>(
      `mutation C($input: CartInput!) { cartCreate(input: $input) { ${PAYLOAD} } }`,
      { input: { lines: [line], giftCardCodes: [spent.code] } },
    );
    expect(dataOf(refused).cartCreate).toMatchObject({
      cart: null,
      userErrors: [{ field: ['input', 'giftCardCodes', '0'], code: 'INVALID' }],
    });
  });
});

describe('gift cards at the hosted checkout', () => {
  it('shows what the cards pay and the amount due, and takes it off their balances', async () => {
    const cart = await createCart(server, [line]);
    await add(cart.id, [twentyFive.code]);
    const page = await postForm(cart.url, VALID_FORM);
    const html = await page.text();
    const total = /data-quote="total"[^>]*>\$([\d,.]+)</.exec(html)?.[1];
    const due = /data-quote="amountDue"[^>]*>\$([\d,.]+)</.exec(html)?.[1];
    expect(html).toContain(`•••• ${twentyFive.code.slice(-4)}`);
    expect(total && due).toBeTruthy();
    const totalCents = cents((total ?? '').replace(/,/g, ''));
    const usedCents = Math.min(cents(twentyFive.balance), totalCents);
    expect(cents((due ?? '').replace(/,/g, ''))).toBe(totalCents - usedCents);

    const before = countOrders(server);
    expect((await pay(cart)).status).toBe(303);
    expect(countOrders(server)).toBe(before + 1);
    expect(balanceOf(twentyFive.code)).toBe(cents(twentyFive.balance) - usedCents);
  });
});
