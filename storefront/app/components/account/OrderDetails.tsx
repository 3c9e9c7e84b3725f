import type { CustomerOrder, CustomerOrderLine } from '../../lib/auth/customer';
import {
  customerOrderLineAmounts,
  customerOrderMoneySummary,
  moneyRows,
} from '../../lib/money-rows';
import { LineAmount } from '../order/LineAmount';
import { MoneyRows } from '../order/MoneyRows';
import { ButtonLink } from '../ui/Button';
import { LineThumbnail } from './LineThumbnail';
import styles from './OrderDetails.module.css';
import { formatOrderDate, formatStatus } from './format';

const backToAccount = (
  <div>
    <ButtonLink to="/account" variant="secondary">
      Back to Account
    </ButtonLink>
  </div>
);

/**
 * One order of the signed-in customer: when, its status, each line, and the rows that make its
 * total (subtotal, discounts, shipping, tax, total).
 */
export function OrderDetails({ order }: { order: CustomerOrder }) {
  const status = formatStatus(order.financialStatus);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">Order details</p>
        <h1 className={styles.title}>Order {order.name}</h1>
        <p className={styles.meta}>
          Placed on <time dateTime={order.processedAt}>{formatOrderDate(order.processedAt)}</time>
          {status ? (
            <>
              {' · '}
              <span className={styles.status}>{status}</span>
            </>
          ) : null}
        </p>
      </header>
      <section className={styles.card} aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className={styles.cardTitle}>
          Items
        </h2>
        <ul className={styles.lines}>
          {order.lineItems.map((line, index) => (
            // Order lines have no id of their own here; their order is fixed.
            <OrderLine key={index} line={line} />
          ))}
        </ul>
        <MoneyRows rows={moneyRows(customerOrderMoneySummary(order))} className={styles.total} />
      </section>
      {backToAccount}
    </div>
  );
}

function OrderLine({ line }: { line: CustomerOrderLine }) {
  const amounts = customerOrderLineAmounts(line);
  return (
    <li className={styles.line}>
      <LineThumbnail line={line} />
      <div className={styles.lineText}>
        <p className={styles.lineTitle}>{line.title}</p>
        <p className={styles.lineDetail}>
          {[line.variantTitle, line.sellingPlan?.name, `Quantity: ${line.quantity}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {amounts ? <LineAmount amounts={amounts} label="Price" className={styles.linePrice} /> : null}
    </li>
  );
}

/** Someone else's order or no such order: the same words, so nothing is revealed. */
export function OrderNotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">404</p>
        <h1 className={styles.title}>Order not found</h1>
        <p className={styles.meta}>We could not find this order in your account.</p>
      </header>
      {backToAccount}
    </div>
  );
}
