import type { CartAction } from './events';
import { isOptimisticLineId, optimisticLineIdOf } from './optimistic';
import type { Cart } from './types';

/**
 * What an action becomes against the current cart:
 * - adding lines when no cart exists creates a cart with those lines;
 * - any other edit needs an existing cart id, otherwise it does nothing (`undefined`);
 * - fetch and create stand on their own.
 */
export function planCartAction(cart: Cart | undefined, action: CartAction): CartAction | undefined {
  switch (action.type) {
    case 'CART_FETCH':
    case 'CART_CREATE':
      return action;
    case 'CARTLINE_ADD':
      return cart?.id ? action : { type: 'CART_CREATE', lines: action.lines };
    default:
      return cart?.id ? action : undefined;
  }
}

/**
 * A shopper can act on a line that exists only optimistically (its add is still queued or in
 * flight). Once the add is confirmed, the real line with the same identity is the one meant, so
 * its id replaces the temporary one. A temporary line the server never created (its add failed)
 * is gone: it is dropped from the action, and an action left with no lines does nothing.
 */
export function resolveOptimisticLineIds(
  action: CartAction,
  confirmedCart: Cart | undefined,
): CartAction | undefined {
  if (action.type !== 'CARTLINE_UPDATE' && action.type !== 'CARTLINE_REMOVE') return action;
  const lineIds =
    action.type === 'CARTLINE_UPDATE' ? action.lines.map(({ id }) => id) : action.lineIds;
  if (!lineIds.some(isOptimisticLineId)) return action;

  const realIds = new Map(confirmedCart?.lines.map((line) => [optimisticLineIdOf(line), line.id]));
  const realIdOf = (id: string): string | undefined =>
    isOptimisticLineId(id) ? realIds.get(id) : id;

  if (action.type === 'CARTLINE_REMOVE') {
    const resolved = action.lineIds.flatMap((id) => realIdOf(id) ?? []);
    return resolved.length > 0 ? { ...action, lineIds: resolved } : undefined;
  }
  const resolved = action.lines.flatMap((line) => {
    const id = realIdOf(line.id);
    return id === undefined ? [] : [{ ...line, id }];
  });
  return resolved.length > 0 ? { ...action, lines: resolved } : undefined;
}
