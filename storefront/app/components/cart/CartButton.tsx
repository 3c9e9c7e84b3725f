import { iconButtonClass } from '../ui/Button';
import { BagIcon } from '../ui/icons';
import styles from './CartButton.module.css';

interface CartButtonProps {
  /** Total quantity of the cart's lines. */
  count: number;
  /** Opens the cart drawer. */
  onOpen: () => void;
}

export function cartButtonLabel(count: number): string {
  if (count <= 0) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Header cart icon: a count badge when the cart holds anything; opens the drawer. */
export function CartButton({ count, onOpen }: CartButtonProps) {
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
