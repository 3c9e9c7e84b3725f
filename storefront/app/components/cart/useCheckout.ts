import { useCallback } from 'react';
import { callApi } from '../../lib/api-client';
import { useCart } from '../../lib/cart/CartProvider';
import { useToast } from '../ui/Toast';

/** The checkout toasts, word for word. */
const CHECKOUT_TOASTS = {
  busy: { title: 'Please wait', description: 'Your cart is being updated.' },
  empty: { title: 'Cart is empty', description: 'Add items to your cart before checking out.' },
  unavailable: {
    title: 'Checkout unavailable',
    description: 'Please refresh the page and try again.',
  },
} as const;

/** The storefront's own server answers with the checkout link on the store's host. */
async function storeCheckoutUrl(checkoutUrl: string): Promise<string> {
  const result = await callApi<{ checkoutUrl?: unknown }>('/api/checkout', {
    method: 'POST',
    body: { checkoutUrl },
  });
  if (!result.ok) throw new Error(`POST /api/checkout answered ${result.status}`);
  if (typeof result.data?.checkoutUrl !== 'string') {
    throw new Error('POST /api/checkout: no checkoutUrl');
  }
  return result.data.checkoutUrl;
}

/**
 * "Proceed to Checkout": refused with a toast while the cart is busy,
 * empty or without a checkout link; otherwise the hosted checkout opens in a new tab.
 * `pendingEdits` tells of edits the caller holds back (the drawer's quick quantity clicks).
 */
export function useProceedToCheckout({ pendingEdits = false } = {}): () => void {
  const { cart, isBusy } = useCart();
  const { toast } = useToast();

  return useCallback(() => {
    if (isBusy || pendingEdits) return void toast(CHECKOUT_TOASTS.busy);
    if (!cart || cart.totalQuantity <= 0 || cart.lines.length === 0) {
      return void toast(CHECKOUT_TOASTS.empty);
    }
    const { checkoutUrl } = cart;
    if (!checkoutUrl) return void toast(CHECKOUT_TOASTS.unavailable);

    // Opened now, inside the click, or the popup blocker would stop it; it learns its address
    // when the server answers. No window (blocked anyway): this tab goes instead.
    const checkoutTab = window.open('about:blank', '_blank');
    if (checkoutTab) checkoutTab.opener = null;
    const go = (url: string) => {
      if (checkoutTab && !checkoutTab.closed) checkoutTab.location.href = url;
      else window.location.assign(url);
    };
    storeCheckoutUrl(checkoutUrl).then(go, (error: unknown) => {
      console.error('Checkout hand-off failed; using the cart’s own checkout link', error);
      checkoutTab?.close();
      window.location.assign(checkoutUrl);
    });
  }, [cart, isBusy, pendingEdits, toast]);
}
