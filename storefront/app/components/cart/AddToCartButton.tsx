import { useRef, useState, type ReactNode } from 'react';
import { useCart } from '../../lib/cart/CartProvider';
import type { CartLineAddInput, CartSellingPlan } from '../../lib/cart/types';
import type { Money } from '../../lib/money';
import { Button } from '../ui/Button';

interface AddToCartButtonProps {
  /** The variant to add, with what the drawer shows before the platform answers. */
  merchandise: CartLineAddInput['merchandise'];
  /** A subscription's selling plan. */
  sellingPlan?: CartSellingPlan;
  /** What one unit costs the shopper (the subscription price); default the variant's price. */
  unitPrice?: Money;
  /** Disabled by its owner (e.g. sold out). */
  disabled?: boolean;
  /** Announced to screen readers while adding, e.g. "Adding to your cart". */
  accessibleAddingLabel: string;
  children: ReactNode;
  className?: string;
  variant?: 'primary' | 'secondary';
  /** Context for a button whose name repeats on the page, e.g. the card's title id. */
  'aria-describedby'?: string;
}

/**
 * Adds one of the variant to the cart and opens the drawer: disabled while adding or when its
 * owner says so; enabled again once the cart is no longer busy.
 */
export function AddToCartButton({
  merchandise,
  sellingPlan,
  unitPrice,
  disabled = false,
  accessibleAddingLabel,
  children,
  className,
  variant = 'primary',
  'aria-describedby': describedBy,
}: AddToCartButtonProps) {
  const { isBusy, linesAdd, open } = useCart();
  const [adding, setAdding] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // The add is queued behind anything in flight, so "done" is the cart no longer being busy.
  if (adding && !isBusy) setAdding(false);

  function add() {
    setAdding(true);
    linesAdd([
      {
        merchandise,
        quantity: 1,
        ...(sellingPlan ? { sellingPlan } : {}),
        ...(unitPrice ? { unitPrice } : {}),
      },
    ]);
    open(button.current);
  }

  return (
    <>
      <Button
        ref={button}
        variant={variant}
        className={className}
        disabled={disabled || adding}
        aria-busy={adding || undefined}
        aria-describedby={describedBy}
        onClick={add}
      >
        {children}
      </Button>
      {/* Always in the page, so the text appearing in it is announced. */}
      <span className="visually-hidden" aria-live="polite">
        {adding ? accessibleAddingLabel : ''}
      </span>
    </>
  );
}
