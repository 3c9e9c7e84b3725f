import { useId, type ReactNode } from 'react';
import { callApi } from '../../lib/api-client';
import { useCart } from '../../lib/cart/CartProvider';
import { Button } from '../ui/Button';
import { useToast } from '../ui/Toast';
import styles from './CheckoutActions.module.css';

/** The checkout toasts, word for word. */
const CHECKOUT_TOASTS = {
  busy: { title: 'Please wait', description: 'Your cart is being updated.' },
  empty: { title: 'Cart is empty', description: 'Add items to your cart before checking out.' },
  unavailable: {
    title: 'Checkout unavailable',
    description: 'Please refresh the page and try again.',
  },
} as const;

/** The full-width look of the buttons under the checkout note, for the caller's way back too. */
export const checkoutActionClass = styles.action;

/**
 * The storefront's own server answers with the checkout link on the store's host, having made
 * a signed-in customer the cart's buyer (it alone holds their token).
 */
async function storeCheckoutUrl(checkoutUrl: string, cartId: string): Promise<string> {
  const result = await callApi<{ checkoutUrl?: unknown }>('/api/checkout', {
    method: 'POST',
    body: { checkoutUrl, cartId },
  });
  const url = result.ok ? result.data?.checkoutUrl : undefined;
  if (typeof url !== 'string') throw new Error(`POST /api/checkout answered ${result.status}`);
  return url;
}

/**
 * The end of the cart drawer and of /checkout: "Proceed to Checkout", then the caller's way back
 * (`children`). The button is shown disabled while the cart is busy or empty (an empty cart says
 * why beneath it), and a press then explains itself with a toast, as it does for a cart without
 * a checkout link; otherwise the hosted checkout opens in a new tab. `pendingEdits` tells of
 * edits the caller holds back (the drawer's quick quantity clicks).
 */
export function CheckoutActions({
  pendingEdits = false,
  children,
}: {
  pendingEdits?: boolean;
  children: ReactNode;
}) {
  const { cart, isBusy, status } = useCart();
  const { toast } = useToast();
  const emptyHintId = useId();
  const empty = !cart || cart.totalQuantity <= 0 || cart.lines.length === 0;
  const updating = status === 'creating' || status === 'updating';

  function proceed() {
    if (isBusy || pendingEdits) return toast(CHECKOUT_TOASTS.busy);
    if (empty) return toast(CHECKOUT_TOASTS.empty);
    const { checkoutUrl } = cart;
    if (!checkoutUrl) return toast(CHECKOUT_TOASTS.unavailable);

    // Opened now, inside the click, or the popup blocker would stop it; it learns its address
    // when the server answers. No window (blocked anyway): this tab goes instead.
    const checkoutTab = window.open('about:blank', '_blank');
    if (checkoutTab) checkoutTab.opener = null;
    const go = (url: string) => {
      if (checkoutTab && !checkoutTab.closed) checkoutTab.location.href = url;
      else window.location.assign(url);
    };
    storeCheckoutUrl(checkoutUrl, cart.id).then(go, (error: unknown) => {
      console.error('Checkout hand-off failed; using the cart’s own checkout link', error);
      checkoutTab?.close();
      window.location.assign(checkoutUrl);
    });
  }

  return (
    <>
      <Button
        className={empty ? `${styles.action} ${styles.unavailable}` : styles.action}
        // Shown disabled, but still focusable, and a press explains itself with a toast.
        aria-disabled={updating || empty || undefined}
        aria-describedby={empty ? emptyHintId : undefined}
        onClick={proceed}
      >
        Proceed to Checkout
      </Button>
      {empty ? (
        <p id={emptyHintId} className={styles.note}>
          {CHECKOUT_TOASTS.empty.description}
        </p>
      ) : null}
      {children}
    </>
  );
}
