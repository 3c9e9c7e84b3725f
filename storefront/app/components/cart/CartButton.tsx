import { iconButtonClass } from '../ui/Button';
import { BagIcon } from '../ui/icons';
import styles from './CartButton.module.css';

export function cartButtonLabel(count: number): string {
  if (count <= 0) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Header cart icon: a badge with the cart's total quantity when it holds anything. */
export function CartButton({ count, onOpen }: { count: number; onOpen(): void }) {
  return (
    <button
      type="button"
      className={iconButtonClass}
      aria-label={cartButtonLabel(count)}
      onClick={onOpen}
    >
      <BagIcon />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
