import { Link } from 'react-router';
import type { CustomerAddress, CustomerOrder, SignedInCustomer } from '../../lib/auth/customer';
import { fullName } from '../../lib/auth/customer';
import { formatMoney } from '../../lib/money';
import type { Subscription } from '../../lib/subscriptions/subscription';
import { Button } from '../ui/Button';
import { LogoutForm } from './LogoutForm';
import { ProfileCard } from './ProfileCard';
import { SubscriptionsSection } from './SubscriptionsSection';
import styles from './AccountView.module.css';
import { formatOrderDate, formatStatus } from './format';

/**
 * The account page: profile, default address, subscriptions (null when they could not be
 * loaded) and recent orders.
 */
export function AccountView({
  profile,
  orders,
  subscriptions,
}: SignedInCustomer & { subscriptions: Subscription[] | null }) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <p className="eyebrow">Welcome{profile.firstName ? `, ${profile.firstName}` : ''}</p>
          <h1 className={styles.title}>My Account</h1>
        </div>
        <LogoutForm>
          <Button type="submit" variant="secondary">
            Logout
          </Button>
        </LogoutForm>
      </header>
      <div className={styles.grid}>
        <ProfileCard initialProfile={profile} />
        <section className={styles.card} aria-labelledby="address-heading">
          <h2 id="address-heading" className={styles.cardTitle}>
            Default Address
          </h2>
          {profile.defaultAddress ? (
            <Address address={profile.defaultAddress} />
          ) : (
            <p className={styles.muted}>No default address saved yet.</p>
          )}
        </section>
      </div>
      <SubscriptionsSection subscriptions={subscriptions} />
      <section className={styles.orders} aria-labelledby="orders-heading">
        <h2 id="orders-heading" className={styles.cardTitle}>
          Recent Orders
        </h2>
        {orders.length ? (
          <ul className={styles.orderList}>
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No orders yet</p>
        )}
      </section>
    </div>
  );
}

function Address({ address }: { address: CustomerAddress }) {
  const cityLine = [address.city, address.provinceCode, address.zip].filter(Boolean).join(' ');
  const lines = [
    fullName(address),
    address.address1,
    address.address2,
    cityLine,
    address.countryCode,
  ].filter(Boolean);
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

function OrderRow({ order }: { order: CustomerOrder }) {
  const headingId = `order-${order.id}`;
  const items = order.lineItems.reduce((sum, line) => sum + line.quantity, 0);
  const status = formatStatus(order.financialStatus);
  return (
    <li className={styles.order} aria-labelledby={headingId}>
      <div className={styles.orderMain}>
        <h3 id={headingId} className={styles.orderName}>
          Order {order.name}
        </h3>
        <p className={styles.muted}>
          <time dateTime={order.processedAt}>{formatOrderDate(order.processedAt)}</time>
          {' · '}
          {items} {items === 1 ? 'item' : 'items'}
          {status ? ` · ${status}` : ''}
        </p>
      </div>
      <p className={styles.orderTotal}>{formatMoney(order.totalPrice)}</p>
      <Link
        className={styles.orderLink}
        to={`/account/order/${order.id}`}
        aria-describedby={headingId}
      >
        View details
      </Link>
    </li>
  );
}
