import { useId } from 'react';
import type { Cart } from '../../lib/cart/types';
import { formatMoney, toCents } from '../../lib/money';
import { freeShippingProgress } from '../../lib/money-rows';
import styles from './FreeShippingMeter.module.css';

/**
 * How far a domestic cart is from free shipping, in words first ("$6.00 away from free
 * shipping") with a bar beside them for the eye: a meter named by those words, so a screen
 * reader hears the same. Once the cart ships free (or goes abroad) it steps aside: the shipping
 * row then says "Free" and why.
 */
export function FreeShippingMeter({ cart }: { cart: Cart }) {
  const textId = useId();
  const progress = freeShippingProgress(cart);
  if (!progress || progress.reason) return null;
  const { spent, remaining, threshold } = progress;
  const text = `${formatMoney(remaining)} away from free shipping`;
  return (
    <div className={styles.meter}>
      <p id={textId} className={styles.text}>
        {text}
      </p>
      <div
        role="meter"
        aria-labelledby={textId}
        aria-valuemin={0}
        aria-valuemax={toCents(threshold.amount)}
        aria-valuenow={toCents(spent.amount)}
        aria-valuetext={`${formatMoney(spent)} of ${formatMoney(threshold)}`}
        className={styles.track}
      >
        <span
          className={styles.fill}
          style={{ inlineSize: `${(toCents(spent.amount) / toCents(threshold.amount)) * 100}%` }}
        />
      </div>
    </div>
  );
}
