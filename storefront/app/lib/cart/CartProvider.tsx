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
import { CART_ID_STORAGE_KEY } from '../constants';
import type { PublicStorefrontConfig } from '../shopify';
import type { ShopperLocale } from './buyer-identity';
import type { CartAction } from './events';
import type { CartStatus } from './machine';
import { draftCart } from './draft';
import { createCartSession, localCartIdStorage } from './session';
import type {
  Cart,
  CartAttributeInput,
  CartBuyerIdentityInput,
  CartCreateInput,
  CartLineAddInput,
  CartLineUpdateInput,
} from './types';

/**
 * The cart for screens: the pure action queue (./queue) behind React's
 * useSyncExternalStore, talking to the Storefront API from the browser with the public token,
 * the cart id kept in local storage, and the buyer country kept in step with the shopper's.
 * Also the drawer's open state, since "add to cart" opens it from anywhere on the page.
 */

export interface CartContextValue {
  /** What the shopper sees: the confirmed cart with every pending edit applied. */
  cart: Cart | undefined;
  status: CartStatus;
  totalQuantity: number;
  /** A cart action is queued or waiting for the commerce platform. */
  isBusy: boolean;
  /** The last action's errors (the cart keeps its last valid state). */
  errors: unknown;
  linesAdd(lines: CartLineAddInput[]): void;
  linesUpdate(lines: CartLineUpdateInput[]): void;
  linesRemove(lineIds: string[]): void;
  noteUpdate(note: string): void;
  buyerIdentityUpdate(buyerIdentity: CartBuyerIdentityInput): void;
  cartAttributesUpdate(attributes: CartAttributeInput[]): void;
  discountCodesUpdate(discountCodes: string[]): void;
  cartFetch(cartId: string): void;
  cartCreate(input: CartCreateInput): void;
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

export interface CartProviderProps {
  /** The public Storefront API settings the root loader hands to the browser. */
  storefront: PublicStorefrontConfig | undefined;
  /** A signed-in customer's Storefront API token, so the cart is theirs. */
  customerAccessToken?: string;
  children: ReactNode;
}

export function CartProvider({ storefront, customerAccessToken, children }: CartProviderProps) {
  const shopper = useMemo<ShopperLocale>(
    () => ({
      countryCode: storefront?.i18n.country ?? '',
      ...(customerAccessToken ? { customerAccessToken } : {}),
    }),
    [storefront?.i18n.country, customerAccessToken],
  );
  // One session for the page's life. Creating it touches nothing (no call, no storage), so it
  // is safe during the server render, where the cart simply stays "uninitialized".
  const [session] = useState(() =>
    createCartSession({
      storefront,
      shopper,
      storage: localCartIdStorage(CART_ID_STORAGE_KEY),
    }),
  );
  const { queue } = session;
  useEffect(() => session.setShopper(shopper), [session, shopper]);

  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  // Restore the saved cart once, in the browser.
  useEffect(() => session.restore(), [session]);
  useEffect(() => session.followOtherTabs(), [session]);

  // Keep the buyer country in step whenever the queue is quiet (hydrogen-react does it on idle).
  useEffect(() => session.syncBuyerIdentity(), [session, snapshot, shopper]);

  // Lines added while there is no cart yet create one; the platform's answer is the first
  // cart there is to edit optimistically, so until then the drawer and badge show a draft.
  const [draftLines, setDraftLines] = useState<CartLineAddInput[]>([]);
  if (draftLines.length > 0 && (snapshot.cart || snapshot.pendingActions === 0)) {
    setDraftLines([]);
  }
  const draft = useMemo(() => draftCart(draftLines), [draftLines]);
  const cart = snapshot.cart ?? draft;

  const [isOpen, setIsOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const open = useCallback((opener?: HTMLElement | null) => {
    // Called straight from onClick handlers too, so `opener` may be an event: elements only.
    const element = opener instanceof HTMLElement ? opener : document.activeElement;
    openerRef.current = element instanceof HTMLElement ? element : null;
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);

  // Stable functions: screens may keep them in effects and timers.
  const actions = useMemo(() => {
    const dispatch = (action: CartAction) => queue.dispatch(action);
    return {
      linesAdd: (lines: CartLineAddInput[]) => {
        if (!queue.getSnapshot().cart) setDraftLines((draft) => [...draft, ...lines]);
        dispatch({ type: 'CARTLINE_ADD', lines });
      },
      linesUpdate: (lines: CartLineUpdateInput[]) => dispatch({ type: 'CARTLINE_UPDATE', lines }),
      linesRemove: (lineIds: string[]) => dispatch({ type: 'CARTLINE_REMOVE', lineIds }),
      noteUpdate: (note: string) => dispatch({ type: 'NOTE_UPDATE', note }),
      buyerIdentityUpdate: (buyerIdentity: CartBuyerIdentityInput) =>
        dispatch({ type: 'BUYER_IDENTITY_UPDATE', buyerIdentity }),
      cartAttributesUpdate: (attributes: CartAttributeInput[]) =>
        dispatch({ type: 'CART_ATTRIBUTES_UPDATE', attributes }),
      discountCodesUpdate: (discountCodes: string[]) =>
        dispatch({ type: 'DISCOUNT_CODES_UPDATE', discountCodes }),
      cartFetch: (cartId: string) => dispatch({ type: 'CART_FETCH', cartId }),
      cartCreate: (input: CartCreateInput) => dispatch({ type: 'CART_CREATE', input }),
    };
  }, [queue]);

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      status: snapshot.status,
      totalQuantity: cart?.totalQuantity ?? 0,
      isBusy: snapshot.pendingActions > 0,
      errors: snapshot.errors,
      ...actions,
      isOpen,
      open,
      close,
      openerRef,
    }),
    [cart, snapshot, actions, isOpen, open, close],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
