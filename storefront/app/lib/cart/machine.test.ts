import { describe, expect, it } from 'vitest';
import type { CartEvent, CartEventType } from './events';
import type { CartMachineState, CartStateValue, CartStatus } from './machine';
import {
  CART_STATE_VALUES,
  initialState,
  isInProgress,
  resultToEvent,
  toCartStatus,
  transition,
} from './machine';
import {
  addInput,
  cart,
  cartLine,
  deepFreeze,
  merchandise,
  usd,
} from '../../../test/support/cart-fixtures';

// The spec's transition table (section 4), written out in full here rather than derived from the
// machine, so that the test checks the machine against the spec and not against itself.
const EXPECTED: Record<CartStateValue, Partial<Record<CartEventType, CartStateValue>>> = {
  uninitialized: { CART_FETCH: 'cartFetching', CART_CREATE: 'cartCreating', CART_SET: 'idle' },
  initializationError: {
    CART_FETCH: 'cartFetching',
    CART_CREATE: 'cartCreating',
    CART_SET: 'idle',
  },
  cartCompleted: { CART_FETCH: 'cartFetching', CART_CREATE: 'cartCreating', CART_SET: 'idle' },
  idle: {
    CART_FETCH: 'cartFetching',
    CART_CREATE: 'cartCreating',
    CART_SET: 'idle',
    CARTLINE_ADD: 'cartLineAdding',
    CARTLINE_UPDATE: 'cartLineUpdating',
    CARTLINE_REMOVE: 'cartLineRemoving',
    NOTE_UPDATE: 'noteUpdating',
    BUYER_IDENTITY_UPDATE: 'buyerIdentityUpdating',
    CART_ATTRIBUTES_UPDATE: 'cartAttributesUpdating',
    DISCOUNT_CODES_UPDATE: 'discountCodesUpdating',
  },
  error: {
    CART_FETCH: 'cartFetching',
    CART_CREATE: 'cartCreating',
    CART_SET: 'idle',
    CARTLINE_ADD: 'cartLineAdding',
    CARTLINE_UPDATE: 'cartLineUpdating',
    CARTLINE_REMOVE: 'cartLineRemoving',
    NOTE_UPDATE: 'noteUpdating',
    BUYER_IDENTITY_UPDATE: 'buyerIdentityUpdating',
    CART_ATTRIBUTES_UPDATE: 'cartAttributesUpdating',
    DISCOUNT_CODES_UPDATE: 'discountCodesUpdating',
  },
  cartFetching: { RESOLVE: 'idle', ERROR: 'initializationError', CART_COMPLETED: 'cartCompleted' },
  cartCreating: { RESOLVE: 'idle', ERROR: 'initializationError', CART_COMPLETED: 'cartCompleted' },
  cartLineAdding: { RESOLVE: 'idle', ERROR: 'error', CART_COMPLETED: 'cartCompleted' },
  cartLineUpdating: { RESOLVE: 'idle', ERROR: 'error', CART_COMPLETED: 'cartCompleted' },
  cartLineRemoving: { RESOLVE: 'idle', ERROR: 'error', CART_COMPLETED: 'cartCompleted' },
  noteUpdating: { RESOLVE: 'idle', ERROR: 'error', CART_COMPLETED: 'cartCompleted' },
  buyerIdentityUpdating: { RESOLVE: 'idle', ERROR: 'error', CART_COMPLETED: 'cartCompleted' },
  cartAttributesUpdating: { RESOLVE: 'idle', ERROR: 'error', CART_COMPLETED: 'cartCompleted' },
  discountCodesUpdating: { RESOLVE: 'idle', ERROR: 'error', CART_COMPLETED: 'cartCompleted' },
};

const IN_PROGRESS: CartStateValue[] = [
  'cartFetching',
  'cartCreating',
  'cartLineAdding',
  'cartLineUpdating',
  'cartLineRemoving',
  'noteUpdating',
  'buyerIdentityUpdating',
  'cartAttributesUpdating',
  'discountCodesUpdating',
];
const ACCEPTING_CART_SET: CartStateValue[] = [
  'uninitialized',
  'initializationError',
  'cartCompleted',
  'idle',
  'error',
];

const hydrogenPowder = merchandise(1, '44.00', 'Hydrogen powder');
const scoop = merchandise(2, '12.00', 'Scoop');

const confirmedCart = deepFreeze(
  cart([cartLine('line-1', hydrogenPowder, 2, '88.00')], { totalQuantity: 2, subtotal: '88.00' }),
);
const optimisticCart = deepFreeze(
  cart([cartLine('line-1', hydrogenPowder, 3, '132.00')], { totalQuantity: 3, subtotal: '132.00' }),
);
const serverCart = deepFreeze(
  cart([cartLine('line-1', hydrogenPowder, 3, '130.00')], { totalQuantity: 3, subtotal: '130.00' }),
);
const setCart = deepFreeze(
  cart([], { totalQuantity: 0, subtotal: '0.0' }, { id: 'gid://shopify/Cart/set' }),
);
const earlierErrors = deepFreeze([{ message: 'earlier failure' }]);
const newErrors = deepFreeze([{ message: 'Variant is sold out', code: 'INVALID' }]);

/** One state of each value, with the context it has in real use. */
function sampleState(value: CartStateValue): CartMachineState {
  switch (value) {
    case 'uninitialized':
    case 'cartCompleted':
      return deepFreeze({ value, context: {} });
    case 'initializationError':
      return deepFreeze({ value, context: { errors: earlierErrors } });
    case 'idle':
      return deepFreeze({ value, context: { cart: confirmedCart, lastValidCart: confirmedCart } });
    case 'error':
      return deepFreeze({
        value,
        context: { cart: confirmedCart, lastValidCart: confirmedCart, errors: earlierErrors },
      });
    default:
      return deepFreeze({ value, context: { cart: optimisticCart, lastValidCart: confirmedCart } });
  }
}

const SAMPLE_EVENTS: Record<CartEventType, CartEvent> = deepFreeze({
  CART_FETCH: { type: 'CART_FETCH', cartId: 'gid://shopify/Cart/c1' },
  CART_CREATE: { type: 'CART_CREATE', input: { lines: [addInput(scoop, 1)] } },
  CART_SET: { type: 'CART_SET', cart: setCart },
  CARTLINE_ADD: { type: 'CARTLINE_ADD', lines: [addInput(scoop, 1)] },
  CARTLINE_UPDATE: { type: 'CARTLINE_UPDATE', lines: [{ id: 'line-1', quantity: 5 }] },
  CARTLINE_REMOVE: { type: 'CARTLINE_REMOVE', lineIds: ['line-1'] },
  NOTE_UPDATE: { type: 'NOTE_UPDATE', note: 'Gift wrap, please' },
  BUYER_IDENTITY_UPDATE: { type: 'BUYER_IDENTITY_UPDATE', buyerIdentity: { countryCode: 'CA' } },
  CART_ATTRIBUTES_UPDATE: {
    type: 'CART_ATTRIBUTES_UPDATE',
    attributes: [{ key: 'gift', value: 'yes' }],
  },
  DISCOUNT_CODES_UPDATE: { type: 'DISCOUNT_CODES_UPDATE', discountCodes: ['WELCOME15'] },
  RESOLVE: { type: 'RESOLVE', cart: serverCart },
  ERROR: { type: 'ERROR', errors: newErrors },
  CART_COMPLETED: { type: 'CART_COMPLETED' },
});

const ALL_STATES = Object.keys(EXPECTED) as CartStateValue[];
const ALL_EVENTS = Object.keys(SAMPLE_EVENTS) as CartEventType[];

describe('the machine covers exactly the states and events of the spec', () => {
  it('has the 14 states', () => {
    expect(new Set(CART_STATE_VALUES)).toEqual(new Set(ALL_STATES));
    expect(ALL_STATES).toHaveLength(14);
  });

  it('has the 13 events', () => {
    // SAMPLE_EVENTS is typed by event type, so the compiler refuses a missing or unknown one.
    expect(ALL_EVENTS).toHaveLength(13);
  });
});

describe('transition table: every state × every event', () => {
  describe.each(ALL_STATES)('in %s', (value) => {
    const state = sampleState(value);
    const accepted = ALL_EVENTS.filter((type) => EXPECTED[value][type]);
    const ignored = ALL_EVENTS.filter((type) => !EXPECTED[value][type]);

    if (accepted.length > 0) {
      it.each(accepted)('%s goes to the expected state', (type) => {
        expect(transition(state, SAMPLE_EVENTS[type]).value).toBe(EXPECTED[value][type]);
      });
    }

    it.each(ignored)('%s is ignored: the same state and context come back', (type) => {
      const next = transition(state, SAMPLE_EVENTS[type]);
      expect(next).toBe(state);
      expect(next.context).toBe(state.context);
    });
  });
});

describe('context on each kind of transition', () => {
  describe.each(IN_PROGRESS)('from %s', (value) => {
    const state = sampleState(value);

    it('RESOLVE stores the new cart as both shown and confirmed, and clears errors', () => {
      const next = transition(
        { ...state, context: { ...state.context, errors: earlierErrors } },
        SAMPLE_EVENTS.RESOLVE,
      );
      expect(next.context).toEqual({ cart: serverCart, lastValidCart: serverCart });
      expect(next.context.cart).toBe(serverCart);
    });

    it('ERROR rolls back to the last valid cart and stores the errors', () => {
      const next = transition(state, SAMPLE_EVENTS.ERROR);
      expect(next.context.cart).toBe(confirmedCart);
      expect(next.context.lastValidCart).toBe(confirmedCart);
      expect(next.context.errors).toBe(newErrors);
    });

    it('CART_COMPLETED clears the cart data', () => {
      const next = transition(state, SAMPLE_EVENTS.CART_COMPLETED);
      expect(next.value).toBe('cartCompleted');
      expect(next.context).toEqual({});
    });
  });

  it.each(ACCEPTING_CART_SET)('CART_SET in %s stores the given cart and clears errors', (value) => {
    const next = transition(sampleState(value), SAMPLE_EVENTS.CART_SET);
    expect(next).toEqual({ value: 'idle', context: { cart: setCart, lastValidCart: setCart } });
  });

  it.each(['CART_FETCH', 'CART_CREATE'] as const)(
    '%s keeps showing the current cart and remembers it as the last valid one',
    (type) => {
      const next = transition(sampleState('idle'), SAMPLE_EVENTS[type]);
      expect(next.context.cart).toBe(confirmedCart);
      expect(next.context.lastValidCart).toBe(confirmedCart);
    },
  );

  it('a failed fetch goes to initializationError keeping the cart it had', () => {
    const fetching = transition(sampleState('idle'), SAMPLE_EVENTS.CART_FETCH);
    const failed = transition(fetching, SAMPLE_EVENTS.ERROR);
    expect(failed.value).toBe('initializationError');
    expect(failed.context).toEqual({
      cart: confirmedCart,
      lastValidCart: confirmedCart,
      errors: newErrors,
    });
  });

  it('a failed create from nothing goes to initializationError with no cart', () => {
    const creating = transition(sampleState('uninitialized'), SAMPLE_EVENTS.CART_CREATE);
    expect(creating.value).toBe('cartCreating');
    const failed = transition(creating, SAMPLE_EVENTS.ERROR);
    expect(failed).toEqual({ value: 'initializationError', context: { errors: newErrors } });
  });

  it('entering an edit shows the optimistic cart while lastValidCart keeps the confirmed one', () => {
    const adding = transition(sampleState('idle'), SAMPLE_EVENTS.CARTLINE_ADD);
    expect(adding.value).toBe('cartLineAdding');
    expect(adding.context.lastValidCart).toBe(confirmedCart);
    expect(adding.context.cart?.totalQuantity).toBe(3);
    expect(adding.context.cart?.lines.map((line) => line.merchandise.id)).toEqual([
      hydrogenPowder.id,
      scoop.id,
    ]);

    const removing = transition(sampleState('idle'), SAMPLE_EVENTS.CARTLINE_REMOVE);
    expect(removing.context.cart?.lines).toEqual([]);
    expect(removing.context.cart?.totalQuantity).toBe(0);

    const updating = transition(sampleState('idle'), SAMPLE_EVENTS.CARTLINE_UPDATE);
    expect(updating.context.cart?.lines[0]?.quantity).toBe(5);
    expect(updating.context.cart?.cost.subtotalAmount).toEqual(usd('220.00'));
  });

  it.each([
    'NOTE_UPDATE',
    'BUYER_IDENTITY_UPDATE',
    'CART_ATTRIBUTES_UPDATE',
    'DISCOUNT_CODES_UPDATE',
  ] as const)('%s is not optimistic: the cart shown stays the confirmed one', (type) => {
    const next = transition(sampleState('idle'), SAMPLE_EVENTS[type]);
    expect(next.context.cart).toBe(confirmedCart);
    expect(next.context.lastValidCart).toBe(confirmedCart);
  });

  it('an edit from error keeps the errors until the server answers (as hydrogen-react does)', () => {
    const retrying = transition(sampleState('error'), SAMPLE_EVENTS.CARTLINE_UPDATE);
    expect(retrying.context.errors).toBe(earlierErrors);
    expect(transition(retrying, SAMPLE_EVENTS.RESOLVE).context.errors).toBeUndefined();
  });

  it('an optimistic edit that fails returns exactly to the cart before it', () => {
    const adding = transition(sampleState('idle'), SAMPLE_EVENTS.CARTLINE_ADD);
    const failed = transition(adding, SAMPLE_EVENTS.ERROR);
    expect(failed).toEqual({
      value: 'error',
      context: { cart: confirmedCart, lastValidCart: confirmedCart, errors: newErrors },
    });
  });
});

describe('initialState', () => {
  it('starts idle with the initial cart', () => {
    expect(initialState(confirmedCart)).toEqual({
      value: 'idle',
      context: { cart: confirmedCart, lastValidCart: confirmedCart },
    });
  });

  it('starts uninitialized without one', () => {
    expect(initialState()).toEqual({ value: 'uninitialized', context: {} });
  });
});

describe('toCartStatus', () => {
  const STATUS: Record<CartStateValue, CartStatus> = {
    uninitialized: 'uninitialized',
    initializationError: 'uninitialized',
    idle: 'idle',
    cartCompleted: 'idle',
    error: 'idle',
    cartFetching: 'fetching',
    cartCreating: 'creating',
    cartLineAdding: 'updating',
    cartLineUpdating: 'updating',
    cartLineRemoving: 'updating',
    noteUpdating: 'updating',
    buyerIdentityUpdating: 'updating',
    cartAttributesUpdating: 'updating',
    discountCodesUpdating: 'updating',
  };

  it.each(ALL_STATES)('maps %s', (value) => {
    expect(toCartStatus(value)).toBe(STATUS[value]);
  });

  it.each(ALL_STATES)('knows whether %s waits for the server', (value) => {
    expect(isInProgress(value)).toBe(IN_PROGRESS.includes(value));
  });
});

describe('resultToEvent', () => {
  it('a cart resolves', () => {
    expect(resultToEvent({ cart: serverCart })).toEqual({ type: 'RESOLVE', cart: serverCart });
    expect(resultToEvent({ cart: serverCart, errors: undefined, userErrors: [] })).toEqual({
      type: 'RESOLVE',
      cart: serverCart,
    });
  });

  it('errors win over a cart', () => {
    expect(resultToEvent({ cart: serverCart, errors: newErrors })).toEqual({
      type: 'ERROR',
      errors: newErrors,
    });
    expect(resultToEvent({ errors: 'Network request failed' })).toEqual({
      type: 'ERROR',
      errors: 'Network request failed',
    });
  });

  it('non-empty userErrors are errors', () => {
    const userErrors = [
      { field: ['lines'], message: 'Quantity must be at least 1', code: 'INVALID' },
    ];
    expect(resultToEvent({ cart: serverCart, userErrors })).toEqual({
      type: 'ERROR',
      errors: userErrors,
    });
  });

  it('GraphQL errors come before userErrors', () => {
    expect(resultToEvent({ errors: newErrors, userErrors: [{ message: 'other' }] })).toEqual({
      type: 'ERROR',
      errors: newErrors,
    });
  });

  it('neither a cart nor errors means the cart completed', () => {
    expect(resultToEvent({})).toEqual({ type: 'CART_COMPLETED' });
    expect(resultToEvent({ cart: null, errors: [], userErrors: null })).toEqual({
      type: 'CART_COMPLETED',
    });
  });
});
