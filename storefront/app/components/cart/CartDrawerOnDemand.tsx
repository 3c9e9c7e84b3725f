import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useCart } from '../../lib/cart/CartProvider';

const loadCartDrawer = () => import('./CartDrawer');
const CartDrawer = lazy(async () => ({ default: (await loadCartDrawer()).CartDrawer }));

/** A shopper's first pointer, touch or key on the page: the cart may be opened soon. */
const FIRST_INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown'] as const;

/**
 * The cart drawer, whose code (lines, quantities, discount codes, checkout) only a shopper who
 * opens the cart needs. It starts loading at the shopper's first interaction with the page, so
 * it is there by the time a click on "Add to Cart" or the cart button lands, and mounts the
 * first time the cart opens. A visit that only looks downloads none of it.
 */
export function CartDrawerOnDemand() {
  const { isOpen, close } = useCart();
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);

  useEffect(() => {
    const options = { capture: true, passive: true } as const;
    const stopListening = () => {
      for (const type of FIRST_INTERACTIONS) removeEventListener(type, load, options);
    };
    const load = () => {
      stopListening();
      void loadCartDrawer();
    };
    for (const type of FIRST_INTERACTIONS) addEventListener(type, load, options);
    return stopListening;
  }, []);

  // Following a link in the drawer (or any navigation) closes it.
  const { key: locationKey } = useLocation();
  useEffect(() => close(), [locationKey, close]);

  return wasOpened ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}
