import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartAction, CartResult, CartResultEvent } from './events';
import { FakeCommerce, settle } from '../../../test/support/fake-commerce';
import type { CartActionQueue, CartQueueSnapshot } from './queue';
import { createCartActionQueue } from './queue';
import type { Cart, CartLine, CartLineMerchandise } from './types';
import { addInput, cart, merchandise, usd } from '../../../test/support/cart-fixtures';

const powder = merchandise(1, '44.00', 'Hydrogen powder');
const scoop = merchandise(2, '12.00', 'Scoop');

function serverWithPowder(quantity = 1): FakeCommerce {
  return new FakeCommerce({ lines: [{ merchandise: powder, quantity, unitCents: 4400 }] });
}

function setup(server: FakeCommerce, initialCart: Cart | undefined = server.cart()) {
  const ignored: CartAction[] = [];
  const settled: Array<{ action: CartAction; outcome: CartResultEvent }> = [];
  const queue = createCartActionQueue({
    initialCart,
    run: server.run,
    onIgnored: (action) => ignored.push(action),
    onSettled: (action, outcome) => settled.push({ action, outcome }),
  });
  return { queue, ignored, settled };
}

function lineOf(cartShown: Cart | undefined, item: CartLineMerchandise): CartLine {
  const line = cartShown?.lines.find((candidate) => candidate.merchandise.id === item.id);
  if (!line) throw new Error(`No line for ${item.id}`);
  return line;
}

/** What the drawer's + and − do: ask for the quantity shown, plus or minus one. */
function click(queue: CartActionQueue, item: CartLineMerchandise, step: 1 | -1): void {
  const line = lineOf(queue.getSnapshot().cart, item);
  queue.dispatch({
    type: 'CARTLINE_UPDATE',
    lines: [{ id: line.id, quantity: line.quantity + step }],
  });
}

const quantitiesSent = (server: FakeCommerce): Array<number | undefined> =>
  server.calls.flatMap(({ action }) =>
    action.type === 'CARTLINE_UPDATE' ? action.lines.map((l) => l.quantity) : [],
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('order and concurrency', () => {
  it('runs actions one at a time, in the order they were dispatched', async () => {
    const server = serverWithPowder();
    const { queue } = setup(server);
    const lineId = lineOf(server.cart(), powder).id;

    queue.dispatch({ type: 'CARTLINE_UPDATE', lines: [{ id: lineId, quantity: 3 }] });
    queue.dispatch({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['SPRING'] });
    queue.dispatch({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['WELCOME15'] });
    expect(server.calls).toHaveLength(1);
    expect(queue.getSnapshot().pendingActions).toBe(3);

    await server.respond();
    expect(server.calls).toHaveLength(2);
    await server.respond();
    expect(server.calls).toHaveLength(3);
    await server.respond();

    expect(server.calls.map(({ action }) => action.type)).toEqual([
      'CARTLINE_UPDATE',
      'DISCOUNT_CODES_UPDATE',
      'DISCOUNT_CODES_UPDATE',
    ]);
    expect(server.maxConcurrentCalls).toBe(1);
    const done = queue.getSnapshot();
    expect(done).toMatchObject({ status: 'idle', pendingActions: 0, errors: undefined });
    expect(done.cart?.discountCodes.map(({ code }) => code)).toEqual(['WELCOME15']);
    expect(lineOf(done.cart, powder).quantity).toBe(3);
  });

  it('shows "updating" from the first action until the last one is answered', async () => {
    const server = serverWithPowder();
    const { queue } = setup(server);
    expect(queue.getSnapshot().status).toBe('idle');
    click(queue, powder, 1);
    click(queue, powder, 1);
    const statuses: string[] = [];
    queue.subscribe((snapshot) => statuses.push(snapshot.status));
    await server.respond();
    await server.respond();
    expect(statuses).toEqual(['updating', 'idle']);
  });
});

describe('quick repeated clicks', () => {
  it('five clicks on + while the server is slower end at the right quantity', async () => {
    const server = serverWithPowder(1);
    const { queue } = setup(server);

    for (let i = 0; i < 5; i++) click(queue, powder, 1);
    // Every click shows at once, though the server has answered none.
    expect(lineOf(queue.getSnapshot().cart, powder).quantity).toBe(6);
    expect(queue.getSnapshot().cart?.totalQuantity).toBe(6);
    expect(queue.getSnapshot().cart?.cost.subtotalAmount).toEqual(usd('264.00'));
    expect(server.calls).toHaveLength(1);

    await server.respond();
    // The first answer is confirmed; the four queued clicks still show on top of it.
    expect(lineOf(queue.getSnapshot().confirmedCart, powder).quantity).toBe(2);
    expect(lineOf(queue.getSnapshot().cart, powder).quantity).toBe(6);

    while (server.pendingCalls > 0) await server.respond();

    expect(quantitiesSent(server)).toEqual([2, 3, 4, 5, 6]);
    expect(lineOf(server.cart(), powder).quantity).toBe(6);
    const done = queue.getSnapshot();
    expect(lineOf(done.confirmedCart, powder).quantity).toBe(6);
    expect(done.cart).toBe(done.confirmedCart);
    expect(done.status).toBe('idle');
    expect(server.maxConcurrentCalls).toBe(1);
  });

  it('clicks between answers are not lost either', async () => {
    const server = serverWithPowder(1);
    const { queue } = setup(server);
    click(queue, powder, 1);
    await server.respond();
    click(queue, powder, 1);
    click(queue, powder, 1);
    await server.respond();
    click(queue, powder, -1);
    click(queue, powder, 1);
    while (server.pendingCalls > 0) await server.respond();
    expect(quantitiesSent(server)).toEqual([2, 3, 4, 3, 4]);
    expect(lineOf(queue.getSnapshot().cart, powder).quantity).toBe(4);
    expect(lineOf(server.cart(), powder).quantity).toBe(4);
  });

  it('no action is lost, whatever the interleaving of clicks and answers', async () => {
    // A seeded generator keeps the test reproducible.
    let seed = 20240611;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 20; round++) {
      const server = serverWithPowder(1);
      const { queue } = setup(server);
      let clicks = 0;
      let wanted = 1;
      for (let step = 0; step < 30; step++) {
        if (random() < 0.6) {
          // The minus button is disabled at quantity 1.
          const direction = wanted <= 1 || random() < 0.7 ? 1 : -1;
          click(queue, powder, direction);
          wanted += direction;
          clicks++;
          expect(lineOf(queue.getSnapshot().cart, powder).quantity).toBe(wanted);
        } else if (server.pendingCalls > 0) {
          await server.respond();
        }
      }
      while (server.pendingCalls > 0) await server.respond();
      expect(server.calls).toHaveLength(clicks);
      expect(server.maxConcurrentCalls).toBeLessThanOrEqual(1);
      expect(lineOf(server.cart(), powder).quantity).toBe(wanted);
      expect(lineOf(queue.getSnapshot().cart, powder).quantity).toBe(wanted);
    }
  });
});

describe('rebase and rollback', () => {
  it('re-applies queued edits on top of each server answer', async () => {
    const server = serverWithPowder(1);
    server.stock.set(powder.id, 2);
    const { queue } = setup(server);
    click(queue, powder, 1); // 2
    click(queue, powder, 1); // 3, more than the stock
    queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(scoop, 1)] });
    expect(queue.getSnapshot().cart?.totalQuantity).toBe(4);

    await server.respond();
    expect(lineOf(queue.getSnapshot().confirmedCart, powder).quantity).toBe(2);
    expect(lineOf(queue.getSnapshot().cart, powder).quantity).toBe(3);

    await server.respond();
    // The server capped the line at 2; the queued scoop still shows, now on top of that answer.
    const rebased = queue.getSnapshot();
    expect(lineOf(rebased.confirmedCart, powder).quantity).toBe(2);
    expect(lineOf(rebased.cart, powder).quantity).toBe(2);
    expect(lineOf(rebased.cart, scoop).quantity).toBe(1);
    expect(rebased.cart?.cost.subtotalAmount).toEqual(usd('100.00'));

    await server.respond();
    expect(queue.getSnapshot().cart?.totalQuantity).toBe(3);
    expect(queue.getSnapshot().status).toBe('idle');
  });

  it('an error rolls back to the confirmed cart and drops only the failed action', async () => {
    const server = serverWithPowder(1);
    const original = server.cart();
    const { queue } = setup(server, original);
    queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(scoop, 1)] });
    click(queue, powder, 1);
    expect(queue.getSnapshot().cart?.totalQuantity).toBe(3);

    const userErrors = [{ field: ['lines'], message: 'Scoop is sold out', code: 'INVALID' }];
    await server.answer({ cart: original, userErrors });
    const afterError = queue.getSnapshot();
    expect(afterError.errors).toEqual(userErrors);
    expect(afterError.confirmedCart).toBe(original);
    expect(afterError.cart?.lines.map((line) => line.merchandise.id)).toEqual([powder.id]);
    expect(lineOf(afterError.cart, powder).quantity).toBe(2); // the later click still shows
    // ...and still runs, against the confirmed cart.
    expect(server.calls[1]?.action.type).toBe('CARTLINE_UPDATE');
    expect(server.calls[1]?.confirmedCart).toBe(original);

    await server.respond();
    const done = queue.getSnapshot();
    expect(done.status).toBe('idle');
    expect(done.errors).toBeUndefined();
    expect(lineOf(done.cart, powder).quantity).toBe(2);
    expect(done.cart?.lines).toHaveLength(1);
  });

  it('an error with nothing queued leaves the cart exactly as confirmed, in error', async () => {
    const server = serverWithPowder(1);
    const original = server.cart();
    const { queue } = setup(server, original);
    queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(scoop, 1)] });
    await server.crash([{ message: 'Throttled' }]);
    expect(queue.getSnapshot()).toMatchObject({
      status: 'idle',
      errors: [{ message: 'Throttled' }],
      pendingActions: 0,
    });
    expect(queue.getSnapshot().cart).toBe(original);
  });

  it('a rejected call is an error, and the queue keeps going', async () => {
    const server = serverWithPowder(1);
    const { queue } = setup(server);
    click(queue, powder, 1);
    click(queue, powder, 1);
    const failure = new TypeError('Failed to fetch');
    await server.crash(failure);
    expect(queue.getSnapshot().errors).toBe(failure);
    await server.respond();
    expect(quantitiesSent(server)).toEqual([2, 3]);
    expect(lineOf(queue.getSnapshot().cart, powder).quantity).toBe(3);
  });

  it('a run that throws at once is an error too', async () => {
    const initial = cart([], { totalQuantity: 0, subtotal: '0.00' });
    const failure = new Error('boom');
    const queue = createCartActionQueue({
      initialCart: initial,
      run: () => {
        throw failure;
      },
    });
    queue.dispatch({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['X'] });
    await settle();
    expect(queue.getSnapshot()).toMatchObject({
      status: 'idle',
      errors: failure,
      pendingActions: 0,
    });
  });
});

describe('cart id rules', () => {
  it('adding without a cart creates one; adds queued meanwhile go to it', async () => {
    const server = new FakeCommerce();
    const { queue } = setup(server, undefined);
    expect(queue.getSnapshot().status).toBe('uninitialized');

    queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(powder, 2)] });
    expect(server.calls[0]?.action).toEqual({ type: 'CART_CREATE', lines: [addInput(powder, 2)] });
    expect(queue.getSnapshot().status).toBe('creating');
    // Until the platform answers, the cart shows as it will be created.
    expect(queue.getSnapshot().cart).toMatchObject({ id: '', totalQuantity: 2 });
    queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(scoop, 1)] });
    expect(server.calls).toHaveLength(1);

    await server.respond();
    const created = server.calls[1];
    expect(created?.action.type).toBe('CARTLINE_ADD');
    expect(created?.confirmedCart?.id).toBe(server.cart()?.id);
    expect(queue.getSnapshot().status).toBe('updating');
    expect(queue.getSnapshot().cart?.totalQuantity).toBe(3);

    await server.respond();
    const done = queue.getSnapshot();
    expect(done.status).toBe('idle');
    expect(done.cart?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [powder.id, 2],
      [scoop.id, 1],
    ]);
  });

  it('an edit without a cart does nothing', () => {
    const server = new FakeCommerce();
    const { queue, ignored } = setup(server, undefined);
    const action: CartAction = { type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['HELLO'] };
    queue.dispatch(action);
    expect(ignored).toEqual([action]);
    expect(server.calls).toHaveLength(0);
    expect(queue.getSnapshot()).toMatchObject({ status: 'uninitialized', pendingActions: 0 });
  });

  it('+ on a line whose add is still in flight reaches the real line', async () => {
    const server = serverWithPowder(1);
    const { queue } = setup(server);
    queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(scoop, 1)] });
    click(queue, scoop, 1);
    expect(lineOf(queue.getSnapshot().cart, scoop).quantity).toBe(2);

    await server.respond();
    const realScoopId = lineOf(server.cart(), scoop).id;
    expect(server.calls[1]?.action).toEqual({
      type: 'CARTLINE_UPDATE',
      lines: [{ id: realScoopId, quantity: 2 }],
    });
    await server.respond();
    expect(lineOf(queue.getSnapshot().cart, scoop)).toMatchObject({ id: realScoopId, quantity: 2 });
  });

  it('an update of a line whose add failed does nothing', async () => {
    const server = serverWithPowder(1);
    const { queue, ignored } = setup(server);
    queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(scoop, 1)] });
    click(queue, scoop, 1);
    await server.answer({ userErrors: [{ message: 'Sold out' }] });
    expect(server.calls).toHaveLength(1);
    expect(ignored.map((action) => action.type)).toEqual(['CARTLINE_UPDATE']);
    expect(queue.getSnapshot()).toMatchObject({
      status: 'idle',
      errors: [{ message: 'Sold out' }],
      pendingActions: 0,
    });
  });
});

describe('completion and fetch', () => {
  it('a completed cart is cleared; later edits do nothing, a later add starts a new cart', async () => {
    const server = serverWithPowder(1);
    const { queue, ignored } = setup(server);
    queue.dispatch({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['X'] });
    click(queue, powder, 1);
    queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(scoop, 1)] });
    await server.answer({ cart: null });

    expect(ignored.map((action) => action.type)).toEqual(['CARTLINE_UPDATE']);
    expect(server.calls.map(({ action }) => action.type)).toEqual([
      'DISCOUNT_CODES_UPDATE',
      'CART_CREATE',
    ]);
    expect(queue.getSnapshot().status).toBe('creating');
    await server.respond();
    expect(queue.getSnapshot().cart?.lines.map((line) => line.merchandise.id)).toEqual([scoop.id]);
  });

  it('a completed cart with nothing queued leaves no cart data', async () => {
    const server = serverWithPowder(1);
    const { queue } = setup(server);
    queue.dispatch({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['X'] });
    await server.answer({});
    expect(queue.getSnapshot()).toMatchObject({
      status: 'idle',
      errors: undefined,
      cart: undefined,
      confirmedCart: undefined,
    });
  });

  it('fetching restores a saved cart; an unknown id completes', async () => {
    const server = serverWithPowder(2);
    const saved = server.cart();
    const { queue } = setup(server, undefined);
    queue.dispatch({ type: 'CART_FETCH', cartId: saved?.id ?? '' });
    expect(queue.getSnapshot().status).toBe('fetching');
    await server.respond();
    expect(queue.getSnapshot()).toMatchObject({ status: 'idle', cart: saved });

    queue.dispatch({ type: 'CART_FETCH', cartId: 'gid://shopify/Cart/gone' });
    await server.respond();
    expect(queue.getSnapshot()).toMatchObject({ status: 'idle', cart: undefined });
  });

  it('a failed fetch keeps showing the cart it had, and takes no edit until a fetch succeeds', async () => {
    const server = serverWithPowder(1);
    const { queue, ignored } = setup(server);
    const confirmed = server.cart();
    queue.dispatch({ type: 'CART_FETCH', cartId: confirmed?.id ?? '' });
    await server.crash([{ message: 'Throttled' }]);
    expect(queue.getSnapshot()).toMatchObject({
      status: 'uninitialized',
      cart: confirmed,
      errors: [{ message: 'Throttled' }],
    });
    click(queue, powder, 1);
    queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(scoop, 1)] });
    expect(ignored.map((action) => action.type)).toEqual(['CARTLINE_UPDATE', 'CARTLINE_ADD']);
    queue.dispatch({ type: 'CART_FETCH', cartId: confirmed?.id ?? '' });
    await server.respond();
    expect(queue.getSnapshot()).toMatchObject({
      status: 'idle',
      cart: confirmed,
      errors: undefined,
    });
  });

  it('a failed create leaves no cart', async () => {
    const server = new FakeCommerce();
    const { queue } = setup(server, undefined);
    queue.dispatch({ type: 'CARTLINE_ADD', lines: [addInput(powder, 1)] });
    await server.crash(new TypeError('Failed to fetch'));
    expect(queue.getSnapshot()).toMatchObject({
      status: 'uninitialized',
      cart: undefined,
      errors: expect.any(TypeError),
    });
  });
});

describe('results', () => {
  const answered = async (result: CartResult) => {
    const server = serverWithPowder(1);
    const { queue, settled } = setup(server);
    click(queue, powder, 1);
    await server.answer(result);
    return settled[0]?.outcome;
  };
  const powderCart = serverWithPowder(1).cart();
  const userErrors = [
    { field: ['lines'], message: 'Quantity must be at least 1', code: 'INVALID' },
  ];

  it('a cart resolves; an empty error list is no error', async () => {
    expect(await answered({ cart: powderCart, userErrors: [] })).toEqual({
      type: 'RESOLVE',
      cart: powderCart,
    });
  });

  it('non-empty userErrors are errors even with a cart', async () => {
    expect(await answered({ cart: powderCart, userErrors })).toEqual({
      type: 'ERROR',
      errors: userErrors,
    });
  });

  it('neither a cart nor errors means the cart completed', async () => {
    expect(await answered({ cart: null, userErrors: null })).toEqual({
      type: 'CART_COMPLETED',
    });
  });

  it('an edit after an error keeps the errors until the server answers', async () => {
    const server = serverWithPowder(1);
    const { queue } = setup(server);
    click(queue, powder, 1);
    await server.crash([{ message: 'Throttled' }]);
    click(queue, powder, 1);
    expect(queue.getSnapshot()).toMatchObject({
      status: 'updating',
      errors: [{ message: 'Throttled' }],
    });
    await server.respond();
    expect(queue.getSnapshot().errors).toBeUndefined();
  });
});

describe('subscription and callbacks', () => {
  it('keeps the same snapshot object until something changes', () => {
    const server = serverWithPowder(1);
    const { queue } = setup(server);
    const first = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(first);
    click(queue, powder, 1);
    expect(queue.getSnapshot()).not.toBe(first);
  });

  it('notifies subscribers and onChange of every change until they unsubscribe', async () => {
    const server = serverWithPowder(1);
    const onChange = vi.fn<(snapshot: CartQueueSnapshot) => void>();
    const queue = createCartActionQueue({ initialCart: server.cart(), run: server.run, onChange });
    const listener = vi.fn<(snapshot: CartQueueSnapshot) => void>();
    const unsubscribe = queue.subscribe(listener);
    click(queue, powder, 1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith(queue.getSnapshot());
    unsubscribe();
    await server.respond();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(queue.getSnapshot());
  });

  it('a failing callback is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverWithPowder(1);
    const queue = createCartActionQueue({
      initialCart: server.cart(),
      run: server.run,
      onChange: () => {
        throw new Error('listener bug');
      },
      onSettled: () => {
        throw new Error('callback bug');
      },
    });
    click(queue, powder, 1);
    await server.respond();
    expect(lineOf(queue.getSnapshot().cart, powder).quantity).toBe(2);
    expect(logged).toHaveBeenCalledTimes(3);
  });

  it('reports how each action ended', async () => {
    const server = serverWithPowder(1);
    const { queue, settled } = setup(server);
    click(queue, powder, 1);
    queue.dispatch({ type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['X'] });
    await server.respond();
    await server.crash(['nope']);
    expect(settled.map(({ action, outcome }) => [action.type, outcome.type])).toEqual([
      ['CARTLINE_UPDATE', 'RESOLVE'],
      ['DISCOUNT_CODES_UPDATE', 'ERROR'],
    ]);
  });
});
