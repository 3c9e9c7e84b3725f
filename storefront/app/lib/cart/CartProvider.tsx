import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { CART_ID_STORAGE_KEY, DEFAULT_COUNTRY_CODE } from '../constants';
import type { PublicStorefrontConfig } from '../shopify';
import type { CartActionQueue, CartStatus } from './queue';
import { createCartSession, localCartIdStorage } from './session';
import type { Cart, CartLineAddInput, CartLineUpdateInput } from './types';

/**
 * The cart for screens: the pure action queue (./queue) behind React's
 * useSyncExternalStore, talking to the Storefront API from the browser with the public token,
 * the cart id kept in local storage, and the buyer country kept in step with the shopper's.
 * Also the drawer's open state, since "add to cart" opens it from anywhere on the page.
 */

/** Stable functions: screens may keep them in effects and timers. */
const cartActions = (queue: CartActionQueue) => ({
  linesAdd: (lines: CartLineAddInput[]) => queue.dispatch({ type: 'CARTLINE_ADD', lines }),
  linesUpdate: (lines: CartLineUpdateInput[]) => queue.dispatch({ type: 'CARTLINE_UPDATE', lines }),
  linesRemove: (lineIds: string[]) => queue.dispatch({ type: 'CARTLINE_REMOVE', lineIds }),
  discountCodesUpdate: (discountCodes: string[]) =>
    queue.dispatch({ type: 'DISCOUNT_CODES_UPDATE', discountCodes }),
});

export interface CartContextValue extends ReturnType<typeof cartActions> {
  /** What the shopper sees: the confirmed cart with every pending edit applied. */
  cart: Cart | undefined;
  status: CartStatus;
  totalQuantity: number;
  /** A cart action is queued or waiting for the commerce platform. */
  isBusy: boolean;
  /** The drawer. */
  isOpen: boolean;
  /** Opens the drawer; focus returns to `opener` (default: the focused element) on close. */
  open(opener?: HTMLElement | null): void;
  close(): void;
  /** The element focus returns to when the drawer closes. */
  openerRef: { readonly current: HTMLElement | null };
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  // The developer error, word for word.
  if (!context) throw new Error('Expected a Cart Context, but no Cart Context was found');
  return context;
}

/** `storefront`: the public Storefront API settings the root loader hands to the browser. */
export function CartProvider({
  storefront,
  children,
}: {
  storefront: PublicStorefrontConfig | undefined;
  children: ReactNode;
}) {
  // One session for the page's life. Creating it touches nothing (no call, no storage), so it
  // is safe during the server render, where the cart simply stays "uninitialized".
  const [session] = useState(() =>
    createCartSession({
      storefront,
      countryCode: storefront?.i18n.country ?? DEFAULT_COUNTRY_CODE,
      storage: localCartIdStorage(CART_ID_STORAGE_KEY),
    }),
  );
  const { queue } = session;

  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  // Restore the saved cart once, in the browser.
  useEffect(() => session.restore(), [session]);
  useEffect(() => session.followOtherTabs(), [session]);

  // Keep the buyer country in step whenever the queue is quiet (hydrogen-react does it on idle).
  useEffect(() => session.syncBuyerIdentity(), [session, snapshot]);

  const [isOpen, setIsOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const open = useCallback((opener?: HTMLElement | null) => {
    // Called straight from onClick handlers too, so `opener` may be an event: elements only.
    const element = opener instanceof HTMLElement ? opener : document.activeElement;
    openerRef.current = element instanceof HTMLElement ? element : null;
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);

  const actions = useMemo(() => cartActions(queue), [queue]);

  const value = useMemo<CartContextValue>(
    () => ({
      cart: snapshot.cart,
      status: snapshot.status,
      totalQuantity: snapshot.cart?.totalQuantity ?? 0,
      isBusy: snapshot.pendingActions > 0,
      ...actions,
      isOpen,
      open,
      close,
      openerRef,
    }),
    [snapshot, actions, isOpen, open, close],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
