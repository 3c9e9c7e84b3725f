import { useRef, useState, type ComponentProps } from 'react';
import { useCart } from '../../lib/cart/CartProvider';
import type { CartLineAddInput, CartSellingPlan } from '../../lib/cart/types';
import type { Money } from '../../lib/money';
import { Button } from '../ui/Button';

interface AddToCartButtonProps extends ComponentProps<typeof Button> {
  /** The variant to add, with what the drawer shows before the platform answers. */
  merchandise: CartLineAddInput['merchandise'];
  /** How many to add when pressed (read then, as the shopper may have changed it); default 1. */
  quantity?: () => number;
  /** A subscription's selling plan. */
  sellingPlan?: CartSellingPlan;
  /** What one unit costs the shopper (the subscription price); default the variant's price. */
  unitPrice?: Money;
  /** Announced to screen readers while adding, e.g. "Adding to your cart". */
  accessibleAddingLabel: string;
}

/**
 * Adds the variant to the cart (one, or the quantity chosen beside it) and opens the drawer: disabled while adding or when its
 * owner says so (e.g. sold out); enabled again once the cart is no longer busy.
 */
export function AddToCartButton({
  merchandise,
  quantity = () => 1,
  sellingPlan,
  unitPrice,
  accessibleAddingLabel,
  disabled,
  ...button
}: AddToCartButtonProps) {
  const { isBusy, linesAdd, open } = useCart();
  const [adding, setAdding] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The add is queued behind anything in flight, so "done" is the cart no longer being busy.
  if (adding && !isBusy) setAdding(false);

  function add() {
    setAdding(true);
    linesAdd([{ merchandise, quantity: quantity(), sellingPlan, unitPrice }]);
    open(buttonRef.current);
  }

  return (
    <>
      <Button
        ref={buttonRef}
        {...button}
        disabled={disabled || adding}
        aria-busy={adding || undefined}
        onClick={add}
      />
      {/* Always in the page, so the text appearing in it is announced. */}
      <span className="visually-hidden" aria-live="polite">
        {adding ? accessibleAddingLabel : ''}
      </span>
    </>
  );
}
