import { Image } from '../ui/Image';
import { formatMoney } from '../../lib/money';
import { checkoutLineAmounts, checkoutMoneySummary, moneyRows } from '../../lib/money-rows';
import type { Checkout, CheckoutLineItem } from '../../lib/order';
import { LineAmount } from './LineAmount';
import { MoneyRows } from './MoneyRows';
import styles from './OrderSummary.module.css';

/** Line thumbnails are shown at 4.5rem; the CDN serves 1x-3x of this. */
const THUMBNAIL_PX = 72;

/**
 * An order's lines and the rows that make its total, which add up on screen: subtotal before
 * discounts − discount + shipping + tax = total.
 */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  return (
    <section className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.heading}>
        Order summary
      </h2>
      <ul className={styles.lines} aria-label="Items">
        {checkout.lineItems.edges.map(({ node }, index) => (
          // Lines have no id of their own; their order is fixed once ordered.
          <OrderLine key={index} line={node} />
        ))}
      </ul>
      <MoneyRows rows={moneyRows(checkoutMoneySummary(checkout))} className={styles.figures} />
    </section>
  );
}

function OrderLine({ line }: { line: CheckoutLineItem }) {
  const image = line.variant.image;
  const detail = [line.variant.title, line.sellingPlan?.name, `Quantity: ${line.quantity}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={styles.line}>
      <div className={styles.media}>
        {image ? (
          <Image
            data={image}
            // The title is right beside it; a missing alt text must not repeat it.
            alt={image.altText ?? ''}
            width={THUMBNAIL_PX}
            height={THUMBNAIL_PX}
            loading="lazy"
            className={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.lineText}>
        <p className={styles.lineTitle}>{line.title}</p>
        <p className={styles.lineDetail}>{detail}</p>
      </div>
      <div className={styles.linePrice}>
        <LineAmount amounts={checkoutLineAmounts(line)} label="Price" />
        {line.quantity > 1 ? (
          <span className={styles.unitPrice}>{formatMoney(line.unitPriceV2)} each</span>
        ) : null}
      </div>
    </li>
  );
}
