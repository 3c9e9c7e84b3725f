import { useEffect, useId, useState, type RefObject } from 'react';
import { CART_QUANTITY_MIN } from '../../lib/constants';
import { quantityFrom } from '../../lib/product/quantity';
import { MinusIcon, PlusIcon } from '../ui/icons';
import styles from './QuantitySelector.module.css';

interface QuantitySelectorProps {
  /** The number input, read when the shopper adds to the bag. */
  inputRef: RefObject<HTMLInputElement>;
  productTitle: string;
  /** The id of the form that posts the quantity with it (Buy It Now). */
  form: string;
}

/**
 * How many to buy, as Dawn has it: a number input (typed, or stepped with the arrow keys) between
 * − and + buttons. The input keeps its own value rather than React's, so a number typed before
 * the page has hydrated stands, and the Buy It Now form posts it without JavaScript. − is shown
 * disabled at the minimum but stays focusable, like the cart's.
 */
export function QuantitySelector({ inputRef, productTitle, form }: QuantitySelectorProps) {
  const id = useId();
  const [atMinimum, setAtMinimum] = useState(true);
  const syncMinimum = () =>
    setAtMinimum(quantityFrom(inputRef.current?.value ?? '') <= CART_QUANTITY_MIN);
  // A quantity typed before hydration.
  useEffect(syncMinimum, []); // eslint-disable-line react-hooks/exhaustive-deps

  function setQuantity(quantity: number) {
    if (!inputRef.current) return;
    inputRef.current.value = String(quantity);
    setAtMinimum(quantity <= CART_QUANTITY_MIN);
  }
  const current = () => quantityFrom(inputRef.current?.value ?? '');

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className="visually-hidden">
        Quantity
      </label>
      <button
        type="button"
        className={styles.step}
        aria-label={`Decrease quantity for ${productTitle}`}
        aria-disabled={atMinimum || undefined}
        onClick={() => setQuantity(Math.max(CART_QUANTITY_MIN, current() - 1))}
      >
        <MinusIcon />
      </button>
      <input
        ref={inputRef}
        id={id}
        type="number"
        name="quantity"
        form={form}
        inputMode="numeric"
        min={CART_QUANTITY_MIN}
        step={1}
        defaultValue={CART_QUANTITY_MIN}
        required
        className={styles.input}
        onInput={syncMinimum}
        // What is left in the box once the shopper moves on is what will be bought.
        onBlur={() => setQuantity(current())}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={`Increase quantity for ${productTitle}`}
        onClick={() => setQuantity(current() + 1)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
