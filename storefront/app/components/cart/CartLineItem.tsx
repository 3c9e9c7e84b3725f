import { Image } from '../ui/Image';
import { Link } from 'react-router';

import type { CartLine } from '../../lib/cart/types';
import { CART_QUANTITY_MIN, DEFAULT_VARIANT_TITLE, IMAGE_SRCSET } from '../../lib/constants';
import { formatMoney, toCents } from '../../lib/money';
import { cartLineAmounts } from '../../lib/money-rows';
import { LineAmount } from '../order/LineAmount';
import { PackValue } from '../product/PackValue';
import styles from './CartLineItem.module.css';
import { MinusIcon, PlusIcon, TrashIcon } from '../ui/icons';

interface CartLineItemProps {
  line: CartLine;
  /** Creating or updating: the quantity and remove controls wait. */
  locked: boolean;
  onQuantityChange(quantity: number): void;
  onRemove(): void;
  /** A link was followed (the drawer closes). */
  onNavigate?(): void;
}

/**
 * One line in the drawer: image, title, plan, unit price (the one-time price struck through for
 * a subscription) with what the pack holds and what a use costs at that price, quantity, line total (the amount before a code lowered it struck through),
 * remove. While the cart updates, the line's controls are shown disabled but stay focusable
 * (aria-disabled rather than disabled): a keyboard shopper pressing + keeps their place instead
 * of being thrown to the top. A press that still reaches one (from the keyboard, or a click in the very instant an
 * update starts) is not lost: the cart queue carries it out right after the update, in order.
 */
export function CartLineItem({
  line,
  locked,
  onQuantityChange,
  onRemove,
  onNavigate,
}: CartLineItemProps) {
  const { merchandise, quantity, cost } = line;
  const { product } = merchandise;
  const title = product.title;
  const href = `/products/${product.handle}`;
  const unitPrice = cost.amountPerQuantity ?? merchandise.price;
  const compareAt = cost.compareAtAmountPerQuantity;
  const discounted = compareAt && toCents(compareAt.amount) > toCents(unitPrice.amount);
  const variantTitle = merchandise.title !== DEFAULT_VARIANT_TITLE ? merchandise.title : null;
  const details = [variantTitle, line.sellingPlanAllocation?.sellingPlan.name]
    .filter(Boolean)
    .join(' · ');
  const canDecrease = !locked && quantity > CART_QUANTITY_MIN;

  return (
    <li className={styles.line}>
      {/* The title link below names the same page; this one is for pointers only. */}
      <Link
        to={href}
        className={styles.media}
        tabIndex={-1}
        aria-hidden="true"
        onClick={onNavigate}
      >
        {merchandise.image ? (
          <Image
            data={merchandise.image}
            alt=""
            aspectRatio="1/1"
            width={96}
            sizes="96px"
            srcSetOptions={IMAGE_SRCSET.thumbnail}
            className={styles.image}
          />
        ) : null}
      </Link>

      <div className={styles.details}>
        <div className={styles.heading}>
          <h3 className={styles.title}>
            <Link to={href} className={styles.titleLink} onClick={onNavigate}>
              {title}
            </Link>
          </h3>
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${title}`}
            aria-disabled={locked || undefined}
            onClick={onRemove}
          >
            <TrashIcon />
          </button>
        </div>

        {details ? <p className={styles.meta}>{details}</p> : null}

        <p className={styles.unitPrice}>
          {discounted ? (
            <s className={styles.compareAt}>
              <span className="visually-hidden">Regular price </span>
              {formatMoney(compareAt)}
            </s>
          ) : null}
          <span>
            {discounted ? <span className="visually-hidden">Sale price </span> : null}
            {formatMoney(unitPrice)}
          </span>
          <span className={styles.each}> each</span>
        </p>

        <PackValue product={product} price={unitPrice} className={styles.value} />

        <div className={styles.controls}>
          <div className={styles.quantity} role="group" aria-label={`Quantity of ${title}`}>
            <button
              type="button"
              className={styles.step}
              aria-label={`Decrease quantity of ${title}`}
              aria-disabled={!canDecrease || undefined}
              onClick={() => {
                if (quantity > CART_QUANTITY_MIN) onQuantityChange(quantity - 1);
              }}
            >
              <MinusIcon />
            </button>
            <span className={styles.count} aria-live="polite" aria-atomic="true">
              <span className="visually-hidden">Quantity </span>
              {quantity}
            </span>
            <button
              type="button"
              className={styles.step}
              aria-label={`Increase quantity of ${title}`}
              aria-disabled={locked || undefined}
              onClick={() => onQuantityChange(quantity + 1)}
            >
              <PlusIcon />
            </button>
          </div>
          <LineAmount
            amounts={cartLineAmounts(line)}
            label="Subtotal"
            className={styles.lineTotal}
          />
        </div>
      </div>
    </li>
  );
}
