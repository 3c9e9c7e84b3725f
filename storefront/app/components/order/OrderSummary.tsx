import { Image } from '../ui/Image';
import { formatMoney, toCents, type Money } from '../../lib/money';
import type { Checkout, CheckoutLineItem } from '../../lib/order';
import styles from './OrderSummary.module.css';

/** Line thumbnails are shown at 4.5rem; the CDN serves 1x-3x of this. */
const THUMBNAIL_PX = 72;

/**
 * An order's lines and the figures that make its total. The rows
 * add up on screen: subtotal before discounts − discount + shipping + tax = total.
 */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const hasDiscount = toCents(checkout.totalDiscountsV2.amount) > 0;
  const codes = checkout.discountCodes.join(', ');
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
      <dl className={styles.figures}>
        <Figure label="Subtotal" money={checkout.lineItemsSubtotalPrice} />
        {hasDiscount ? (
          <Figure
            label={codes ? `Discount (${codes})` : 'Discount'}
            money={checkout.totalDiscountsV2}
            kind="minus"
          />
        ) : null}
        {checkout.shippingLine ? (
          <Figure label={checkout.shippingLine.title} money={checkout.shippingLine.priceV2} />
        ) : null}
        <Figure label="Tax" money={checkout.totalTaxV2} />
        <Figure label="Total" money={checkout.totalPriceV2} kind="total" />
      </dl>
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
      <p className={styles.linePrice}>
        {formatMoney(line.priceV2)}
        {line.quantity > 1 ? (
          <span className={styles.unitPrice}>{formatMoney(line.unitPriceV2)} each</span>
        ) : null}
      </p>
    </li>
  );
}

/** A row of the figures: a discount is taken off (minus), the total stands out. */
function Figure({ label, money, kind }: { label: string; money: Money; kind?: 'minus' | 'total' }) {
  return (
    <div className={kind === 'total' ? `${styles.figure} ${styles.total}` : styles.figure}>
      <dt>{label}</dt>
      {/* A true minus sign (U+2212): aligned with the digits, and read as "minus". */}
      <dd>{`${kind === 'minus' ? '\u2212' : ''}${formatMoney(money)}`}</dd>
    </div>
  );
}
