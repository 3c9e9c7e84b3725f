import { Link } from 'react-router';
import {
  deliveryPhrase,
  nextDelivery,
  pricePerDelivery,
  statusLabel,
  subscriptionTitle,
  type Subscription,
} from '../../lib/subscriptions/subscription';
import { formatMoney } from '../../lib/money';
import styles from './AccountView.module.css';
import { formatDeliveryDate } from './format';
import { LineThumbnail } from './LineThumbnail';
import { StatusBadge } from './SubscriptionParts';
import sectionStyles from './SubscriptionsSection.module.css';

/**
 * The account page's Subscriptions: each subscription with what it is, how often it comes,
 * its status and next delivery, and a link to manage it. `null`: they could not be loaded.
 */
export function SubscriptionsSection({ subscriptions }: { subscriptions: Subscription[] | null }) {
  return (
    <section className={styles.orders} aria-labelledby="subscriptions-heading">
      <h2 id="subscriptions-heading" className={styles.cardTitle}>
        Subscriptions
      </h2>
      {subscriptions === null ? (
        <p className={styles.muted}>
          Your subscriptions could not be loaded right now. Please try again later.
        </p>
      ) : subscriptions.length === 0 ? (
        <p className={styles.muted}>
          No subscriptions yet.{' '}
          <Link to="/subscriptions" className={sectionStyles.link}>
            How subscribe and save works
          </Link>
        </p>
      ) : (
        <ul className={styles.orderList}>
          {subscriptions.map((subscription) => (
            <SubscriptionRow key={subscription.id} subscription={subscription} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The delivery still to come: an active subscription's next; a paused or cancelled one's
 * delivery that was already being prepared, said as such.
 */
function scheduleOf(subscription: Subscription): string | null {
  const next = nextDelivery(subscription);
  if (!next) return null;
  const date = formatDeliveryDate(next.date);
  switch (subscription.status) {
    case 'ACTIVE':
      return `Next delivery ${date}`;
    case 'PAUSED':
      return `Paused after the delivery on ${date}`;
    case 'CANCELLED':
      return `Last delivery ${date}`;
    default:
      return null;
  }
}

function SubscriptionRow({ subscription }: { subscription: Subscription }) {
  const headingId = `subscription-${subscription.id}`;
  const schedule = scheduleOf(subscription);
  return (
    <li className={sectionStyles.row} aria-labelledby={headingId}>
      <LineThumbnail line={subscription.lines[0]} />
      <div className={styles.orderMain}>
        <h3 id={headingId} className={styles.orderName}>
          {subscriptionTitle(subscription)}
        </h3>
        <p className={styles.muted}>Delivered {deliveryPhrase(subscription.interval)}</p>
        {schedule ? <p className={styles.muted}>{schedule}</p> : null}
      </div>
      <div className={sectionStyles.end}>
        <StatusBadge status={subscription.status}>{statusLabel(subscription.status)}</StatusBadge>
        <p className={sectionStyles.price}>
          {formatMoney(pricePerDelivery(subscription))}
          <span className={sectionStyles.per}> / delivery</span>
        </p>
        <Link
          className={styles.orderLink}
          to={`/account/subscriptions/${subscription.id}`}
          aria-describedby={headingId}
        >
          Manage
        </Link>
      </div>
    </li>
  );
}
