import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useCart } from '../../lib/cart/CartProvider';
import { cartMoneySummary, moneyRows } from '../../lib/money-rows';
import { Button } from '../ui/Button';
import { BagIcon, CloseIcon } from '../ui/icons';
import { useToastHost } from '../ui/useToastHost';
import styles from './CartDrawer.module.css';
import { MoneyRows } from '../order/MoneyRows';
import { CartDiscountCodes } from './CartDiscountCodes';
import { FreeShippingMeter } from './FreeShippingMeter';
import { CartLineItem } from './CartLineItem';
import { checkoutActionClass, CheckoutActions } from './CheckoutActions';
import { useStagedQuantities } from './useStagedQuantities';

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The cart drawer: a modal side sheet from the right. The native <dialog>
 * opened with showModal() makes the page behind it inert and closes on Escape; focus is kept
 * inside it and returns to whatever opened it; the page does not scroll behind it. Mounted
 * (open) the first time the cart opens: see CartDrawerOnDemand.
 */
export function CartDrawer() {
  const { cart, status, isOpen, close, openerRef, linesUpdate, linesRemove, discountCodesUpdate } =
    useCart();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const toastSlot = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const { displayCart, stage, flush, forget, hasStaged } = useStagedQuantities(cart, linesUpdate);
  // Toasts raised while the drawer is open show inside it, above its footer's buttons.
  useToastHost(toastSlot, isOpen);

  // Only creating and updating lock the drawer's controls.
  const updating = status === 'creating' || status === 'updating';
  const lines = displayCart?.lines ?? [];

  // Open and close the native dialog with the state; on close, send the staged quantities and
  // hand focus back.
  useEffect(() => {
    const element = dialog.current;
    if (isOpen) {
      if (element && !element.open) {
        element.showModal();
        closeButton.current?.focus();
      }
      return;
    }
    if (element?.open) element.close();
    flush();
    const opener = openerRef.current;
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  }, [isOpen, flush, openerRef]);

  // The page behind keeps its scroll position and does not move.
  useEffect(() => {
    if (!isOpen) return;
    const root = document.documentElement;
    const { style } = root;
    const previous = { overflow: style.overflow, paddingRight: style.paddingRight };
    // Where scrollbars take room, pad for the one being hidden so the page does not shift.
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    if (scrollbarWidth > 0) style.paddingRight = `${scrollbarWidth}px`;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous.overflow;
      style.paddingRight = previous.paddingRight;
    };
  }, [isOpen]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return;
    // showModal() keeps focus out of the page, but Tab would still leave for the browser's
    // own controls; wrap around inside the drawer instead.
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.checkVisibility(),
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog fills the screen; only its panel is content. A click beside it closes.
    if (event.target === event.currentTarget) close();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keyboard handler keeps Tab inside; the click is the backdrop's
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // Escape: close through the state, like every other way out
        close();
      }}
      onClose={close}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Your Cart
          </h2>
          {/* Beside the title, so showing it never moves the lines. */}
          <p role="status" className={styles.status}>
            {updating ? 'Updating cart...' : ''}
          </p>
          <button
            ref={closeButton}
            type="button"
            className={styles.closeButton}
            aria-label="Close cart"
            onClick={close}
          >
            <CloseIcon />
          </button>
        </header>

        {lines.length > 0 ? (
          <ul className={styles.lines} aria-label="Items in your cart">
            {lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                locked={updating}
                onQuantityChange={(quantity) => stage(line.id, quantity)}
                onRemove={() => {
                  forget(line.id);
                  linesRemove([line.id]);
                }}
                onNavigate={close}
              />
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <span className={styles.emptyIcon} aria-hidden="true">
              <BagIcon />
            </span>
            <p className={styles.emptyTitle}>Your cart is empty</p>
            <p className={styles.emptyHint}>Add items to your cart to see them here</p>
          </div>
        )}

        <div ref={toastSlot} className={styles.toastSlot} />
        <footer className={styles.footer}>
          {displayCart && lines.length > 0 ? (
            <>
              <CartDiscountCodes
                codes={displayCart.discountCodes}
                locked={updating}
                onChange={discountCodesUpdate}
              />
              <FreeShippingMeter cart={displayCart} />
              <section aria-label="Cart summary">
                <MoneyRows rows={moneyRows(cartMoneySummary(displayCart))} compact />
              </section>
            </>
          ) : null}
          <CheckoutActions pendingEdits={hasStaged}>
            {/* An empty cart's one way on is back to the shop. */}
            <Button
              variant={lines.length > 0 ? 'secondary' : 'primary'}
              className={checkoutActionClass}
              onClick={close}
            >
              Continue Shopping
            </Button>
          </CheckoutActions>
        </footer>
      </div>
    </dialog>
  );
}
