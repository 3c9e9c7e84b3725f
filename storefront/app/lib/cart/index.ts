/** The pure cart core: types, state machine, optimistic edits, action queue, country sync. */
export type * from './types';
export type * from './events';
export { CART_EVENT_TYPES } from './events';
export type { CartMachineContext, CartMachineState, CartStateValue, CartStatus } from './machine';
export {
  CART_STATE_VALUES,
  initialState,
  isInProgress,
  resultToEvent,
  toCartStatus,
  transition,
} from './machine';
export {
  OPTIMISTIC_LINE_ID_PREFIX,
  addLinesOptimistically,
  applyOptimisticEdit,
  isOptimisticLineId,
  removeLinesOptimistically,
  updateLinesOptimistically,
} from './optimistic';
export { planCartAction, resolveOptimisticLineIds } from './plan';
export type { CartActionQueue, CartActionQueueOptions, CartQueueSnapshot } from './queue';
export { createCartActionQueue } from './queue';
export type { CountrySync, ShopperLocale } from './buyer-identity';
export {
  afterActionSettled,
  buyerIdentityUpdateFor,
  startCountrySync,
  withShopper,
} from './buyer-identity';
