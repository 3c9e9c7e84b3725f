import { describe, expect, it, vi } from 'vitest';
import type { CartApi, CartApiResult } from '../shopify';
import { createCartRun, isCartGone, toCartCreateInput, toCartLineInput } from './run';
import { addInput, cart, cartLine, merchandise } from '../../../test/support/cart-fixtures';

const powder = merchandise(1, '44.00', 'Bath & Ice Plunge Powder');
const existing = cart([cartLine('gid://shopify/CartLine/1', powder, 1, '44.00')], {
  totalQuantity: 1,
  subtotal: '44.00',
});
const gone: CartApiResult = {
  cart: null,
  userErrors: [
    { field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' },
  ],
};

/** A fake API answering every call with `answer` (or per method), recording the calls. */
function fakeApi(answers: Partial<Record<keyof CartApi, CartApiResult>> = {}) {
  const fallback: CartApiResult = { cart: existing, userErrors: [] };
  const methods = [
    'fetch',
    'create',
    'linesAdd',
    'linesUpdate',
    'linesRemove',
    'noteUpdate',
    'buyerIdentityUpdate',
    'attributesUpdate',
    'discountCodesUpdate',
  ] as const;
  return Object.fromEntries(
    methods.map((name) => [name, vi.fn(async () => answers[name] ?? fallback)]),
  ) as unknown as { [K in keyof CartApi]: ReturnType<typeof vi.fn> & CartApi[K] };
}

const shopper = () => ({ countryCode: 'US' });

describe('toCartLineInput', () => {
  it('sends the platform only what it needs of a line: variant, quantity, plan, attributes', () => {
    const line = addInput(powder, 2, {
      sellingPlan: { id: 'gid://shopify/SellingPlan/1', name: 'Monthly Subscription' },
      unitPrice: { amount: '37.40', currencyCode: 'USD' },
      attributes: [{ key: 'gift', value: 'yes' }],
    });
    expect(toCartLineInput(line)).toEqual({
      merchandiseId: powder.id,
      quantity: 2,
      sellingPlanId: 'gid://shopify/SellingPlan/1',
      attributes: [{ key: 'gift', value: 'yes' }],
    });
  });

  it('leaves out an absent selling plan and empty attributes', () => {
    expect(toCartLineInput(addInput(powder, 1, { attributes: [] }))).toEqual({
      merchandiseId: powder.id,
      quantity: 1,
    });
  });
});

describe('toCartCreateInput', () => {
  it("creates the cart in the shopper's country, for the signed-in customer", () => {
    expect(
      toCartCreateInput(
        { lines: [addInput(powder, 1)] },
        { countryCode: 'US', customerAccessToken: 'token-1' },
      ),
    ).toEqual({
      lines: [{ merchandiseId: powder.id, quantity: 1 }],
      buyerIdentity: { countryCode: 'US', customerAccessToken: 'token-1' },
    });
  });

  it('lets an explicit buyer identity win over the defaults', () => {
    expect(
      toCartCreateInput(
        { note: 'gift', buyerIdentity: { countryCode: 'CA', email: 'a@b.co' } },
        { countryCode: 'US' },
      ),
    ).toEqual({ note: 'gift', buyerIdentity: { countryCode: 'CA', email: 'a@b.co' } });
  });
});

describe('isCartGone', () => {
  it('is a null cart with errors on cartId only', () => {
    expect(isCartGone(gone)).toBe(true);
    expect(isCartGone({ cart: null, userErrors: [] })).toBe(false);
    expect(
      isCartGone({
        cart: null,
        userErrors: [{ field: ['lines', '0', 'quantity'], message: 'Too many', code: 'INVALID' }],
      }),
    ).toBe(false);
    expect(isCartGone({ cart: existing, userErrors: gone.userErrors })).toBe(false);
  });
});

describe('createCartRun', () => {
  it('fetches by id and creates with mapped lines', async () => {
    const api = fakeApi();
    const run = createCartRun(api, shopper);
    await run({ type: 'CART_FETCH', cartId: existing.id }, undefined);
    expect(api.fetch).toHaveBeenCalledWith(existing.id);
    await run({ type: 'CART_CREATE', input: { lines: [addInput(powder, 3)] } }, undefined);
    expect(api.create).toHaveBeenCalledWith({
      lines: [{ merchandiseId: powder.id, quantity: 3 }],
      buyerIdentity: { countryCode: 'US' },
    });
  });

  it('adds, updates and removes lines of the confirmed cart', async () => {
    const api = fakeApi();
    const run = createCartRun(api, shopper);
    const result = await run({ type: 'CARTLINE_ADD', lines: [addInput(powder, 1)] }, existing);
    expect(api.linesAdd).toHaveBeenCalledWith({
      cartId: existing.id,
      lines: [{ merchandiseId: powder.id, quantity: 1 }],
    });
    expect(result).toEqual({ cart: existing, userErrors: [] });

    await run({ type: 'CARTLINE_UPDATE', lines: [{ id: 'line-1', quantity: 4 }] }, existing);
    expect(api.linesUpdate).toHaveBeenCalledWith({
      cartId: existing.id,
      lines: [{ id: 'line-1', quantity: 4 }],
    });
    await run({ type: 'CARTLINE_REMOVE', lineIds: ['line-1'] }, existing);
    expect(api.linesRemove).toHaveBeenCalledWith({ cartId: existing.id, lines: ['line-1'] });
  });

  it('passes the other edits through with the cart id', async () => {
    const api = fakeApi();
    const run = createCartRun(api, shopper);
    await run({ type: 'NOTE_UPDATE', note: 'Leave at the door' }, existing);
    await run({ type: 'BUYER_IDENTITY_UPDATE', buyerIdentity: { countryCode: 'CA' } }, existing);
    await run({ type: 'CART_ATTRIBUTES_UPDATE', attributes: [{ key: 'k', value: 'v' }] }, existing);
    await run({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['WELCOME15'] }, existing);
    expect(api.noteUpdate).toHaveBeenCalledWith({ cartId: existing.id, note: 'Leave at the door' });
    expect(api.buyerIdentityUpdate).toHaveBeenCalledWith({
      cartId: existing.id,
      buyerIdentity: { countryCode: 'CA' },
    });
    expect(api.attributesUpdate).toHaveBeenCalledWith({
      cartId: existing.id,
      attributes: [{ key: 'k', value: 'v' }],
    });
    expect(api.discountCodesUpdate).toHaveBeenCalledWith({
      cartId: existing.id,
      discountCodes: ['WELCOME15'],
    });
  });

  it('puts an add into a new cart when the old one was checked out', async () => {
    const fresh = { ...existing, id: 'gid://shopify/Cart/new' };
    const api = fakeApi({ linesAdd: gone, create: { cart: fresh, userErrors: [] } });
    const run = createCartRun(api, shopper);
    const result = await run({ type: 'CARTLINE_ADD', lines: [addInput(powder, 1)] }, existing);
    expect(api.create).toHaveBeenCalledWith({
      lines: [{ merchandiseId: powder.id, quantity: 1 }],
      buyerIdentity: { countryCode: 'US' },
    });
    expect(result).toEqual({ cart: fresh, userErrors: [] });
  });

  it('reports another edit of a cart that no longer exists as a completed cart', async () => {
    const api = fakeApi({ linesUpdate: gone });
    const run = createCartRun(api, shopper);
    const result = await run(
      { type: 'CARTLINE_UPDATE', lines: [{ id: 'line-1', quantity: 2 }] },
      existing,
    );
    expect(result).toEqual({ cart: null });
  });

  it('keeps other user errors, so the cart machine reports them', async () => {
    const userErrors = [{ field: ['lines'], message: 'Not enough stock', code: 'INVALID' }];
    const api = fakeApi({ linesAdd: { cart: existing, userErrors } });
    const run = createCartRun(api, shopper);
    expect(await run({ type: 'CARTLINE_ADD', lines: [addInput(powder, 1)] }, existing)).toEqual({
      cart: existing,
      userErrors,
    });
  });

  it('refuses an edit without a cart id', async () => {
    const run = createCartRun(fakeApi(), shopper);
    await expect(run({ type: 'NOTE_UPDATE', note: 'x' }, undefined)).rejects.toThrow(
      /needs a cart id/,
    );
  });
});
