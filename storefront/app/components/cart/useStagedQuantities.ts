import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { updateLinesOptimistically } from '../../lib/cart/optimistic';
import type { Cart, CartLineUpdateInput } from '../../lib/cart/types';
import { CART_QUANTITY_SETTLE_MS } from '../../lib/constants';

/**
 * Quick − / + clicks on the drawer's quantity controls, gathered into one update.
 *
 * The drawer disables its controls while the cart updates, so sending every
 * click at once would swallow the clicks that follow the first. Instead clicks are staged and
 * shown at once (quantity, line and cart totals), and sent together once the shopper pauses
 * for CART_QUANTITY_SETTLE_MS; the cart queue then shows them optimistically until the
 * platform answers.
 */
export function useStagedQuantities(
  cart: Cart | undefined,
  linesUpdate: (lines: CartLineUpdateInput[]) => void,
) {
  const [staged, setStaged] = useState<ReadonlyMap<string, number>>(new Map());
  const stagedRef = useRef(staged);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const replace = useCallback((next: ReadonlyMap<string, number>) => {
    stagedRef.current = next;
    setStaged(next);
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const edits = [...stagedRef.current];
    if (edits.length === 0) return;
    replace(new Map());
    linesUpdate(edits.map(([id, quantity]) => ({ id, quantity })));
  }, [linesUpdate, replace]);

  const stage = useCallback(
    (lineId: string, quantity: number) => {
      replace(new Map(stagedRef.current).set(lineId, quantity));
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, CART_QUANTITY_SETTLE_MS);
    },
    [flush, replace],
  );

  /** Drops a line's staged quantity (it is being removed). */
  const forget = useCallback(
    (lineId: string) => {
      const next = new Map(stagedRef.current);
      if (next.delete(lineId)) replace(next);
    },
    [replace],
  );

  // Leaving the page or closing the drawer never loses a click.
  useEffect(() => flush, [flush]);

  const displayCart = useMemo(
    () =>
      cart && staged.size > 0
        ? updateLinesOptimistically(
            cart,
            [...staged].map(([id, quantity]) => ({ id, quantity })),
          )
        : cart,
    [cart, staged],
  );

  return { displayCart, stage, flush, forget, hasStaged: staged.size > 0 };
}
