import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, toCents } from '../../lib/money';
import { useShopLayout } from '../../lib/content/shop';
import { SUBSCRIPTION_CHANGE_NOTICE_BUSINESS_DAYS } from '../../lib/policies';
import { requestSubscriptionChange } from '../../lib/subscriptions/client';
import { isPastNotice } from '../../lib/subscriptions/notice';
import {
  deliveryPhrase,
  frequencyLabel,
  isOngoing,
  nextDelivery,
  pricePerDelivery,
  savingPerDelivery,
  statusLabel,
  subscriptionTitle,
  withChange,
  type Subscription,
  type SubscriptionChange,
  type SubscriptionLine,
} from '../../lib/subscriptions/subscription';
import { ButtonLink } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useToast } from '../ui/Toast';
import { formatDeliveryDate, formatOrderDate } from './format';
import { CHANGE_FAILED, changeDone, confirmationFor } from './subscription-copy';
import { SubscriptionActions } from './SubscriptionActions';
import { LineThumbnail } from './LineThumbnail';
import { StatusBadge } from './SubscriptionParts';
import styles from './SubscriptionDetails.module.css';

/**
 * One subscription and everything the shopper can do with it. A change shows at once (the
 * subscription as it will be), is sent to the platform, and is rolled back with a toast giving
 * the platform's reason if it refuses. `now` is the server's time of the page, so the notice
 * rule reads the same in the server's HTML and the browser.
 */
export function SubscriptionDetails({ initial, now }: { initial: Subscription; now: Date }) {
  const [confirmed, setConfirmed] = useState(initial);
  const [pending, setPending] = useState<SubscriptionChange | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The change the dialog asks about; kept while it closes so its words stay put.
  const [asking, setAsking] = useState<SubscriptionChange | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Where focus goes when the button that opened the dialog is gone (the change replaced it).
  const manageHeading = useRef<HTMLHeadingElement>(null);
  const { toast } = useToast();
  const subscription = pending ? withChange(confirmed, pending) : confirmed;
  const busy = pending !== null;

  function ask(request: SubscriptionChange) {
    setAsking(request);
    setDialogOpen(true);
  }

  async function change(request: SubscriptionChange) {
    setPending(request);
    setAnnouncement('');
    const outcome = await requestSubscriptionChange(confirmed.id, request);
    setPending(null);
    if (outcome.ok) {
      setConfirmed(outcome.subscription);
      setAnnouncement(changeDone(request.action, outcome.subscription));
    } else {
      toast({
        title: CHANGE_FAILED[request.action],
        description: outcome.message,
        variant: 'destructive',
      });
    }
  }

  const confirmation = asking ? confirmationFor(confirmed, asking, now) : null;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">Subscription</p>
        <h1 className={styles.title}>{subscriptionTitle(subscription)}</h1>
        <p className={styles.meta}>
          <StatusBadge status={subscription.status}>{statusLabel(subscription.status)}</StatusBadge>
          <span>
            Delivered {deliveryPhrase(subscription.interval)} · Since{' '}
            <time dateTime={subscription.createdAt}>{formatOrderDate(subscription.createdAt)}</time>
          </span>
        </p>
      </header>
      <div className={styles.layout}>
        <Summary subscription={subscription} />
        <SubscriptionActions
          subscription={subscription}
          now={now}
          busy={busy}
          announcement={announcement}
          headingRef={manageHeading}
          onAsk={ask}
        />
        {isOngoing(subscription) || subscription.upcoming.length > 0 ? (
          <UpcomingDeliveries subscription={subscription} now={now} busy={busy} onAsk={ask} />
        ) : null}
        <SubscriptionOrders subscription={subscription} />
      </div>
      <div>
        <ButtonLink to="/account" variant="secondary">
          Back to Account
        </ButtonLink>
      </div>
      {confirmation && asking ? (
        <ConfirmDialog
          open={dialogOpen}
          title={confirmation.title}
          confirmLabel={confirmation.confirmLabel}
          cancelLabel={confirmation.cancelLabel}
          tone={confirmation.tone}
          onConfirm={() => void change(asking)}
          onClose={() => setDialogOpen(false)}
          fallbackFocus={() => manageHeading.current}
        >
          {confirmation.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** What is delivered, its price with the saving, shipping and frequency. */
function Summary({ subscription }: { subscription: Subscription }) {
  const headingId = useId();
  const price = pricePerDelivery(subscription);
  const saving = savingPerDelivery(subscription.lines);
  const shippingFree = toCents(subscription.deliveryPrice.amount) === 0;
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Your subscription
      </h2>
      <ul className={styles.lines}>
        {subscription.lines.map((line, index) => (
          // Lines have no id of their own here; their order is fixed.
          <Line key={index} line={line} />
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>Price per delivery</dt>
          <dd>
            <span className={styles.price}>{formatMoney(price)}</span>
            {saving ? (
              <span className={styles.saving}>
                You save {formatMoney(saving.amount)} ({saving.percent}%)
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{shippingFree ? 'Free' : formatMoney(subscription.deliveryPrice)}</dd>
        </div>
        <div>
          <dt>Frequency</dt>
          <dd>{frequencyLabel(subscription.interval)}</dd>
        </div>
      </dl>
      {isOngoing(subscription) ? <FrequencyHelp /> : null}
    </section>
  );
}

function Line({ line }: { line: SubscriptionLine }) {
  const regular = line.regularPrice;
  const discounted = regular && toCents(regular.amount) > toCents(line.price.amount);
  return (
    <li className={styles.line}>
      <LineThumbnail line={line} />
      <div className={styles.lineText}>
        <p className={styles.lineTitle}>
          {line.productHandle ? (
            <Link to={`/products/${line.productHandle}`} prefetch="intent">
              {line.title}
            </Link>
          ) : (
            line.title
          )}
        </p>
        <p className={styles.lineDetail}>
          {[line.variantTitle, `Quantity: ${line.quantity}`].filter(Boolean).join(' · ')}
        </p>
      </div>
      <p className={styles.linePrice}>
        {discounted ? (
          <s className={styles.regular}>
            <span className="visually-hidden">Regular price </span>
            {formatMoney(regular)}
          </s>
        ) : null}
        <span>
          {discounted ? <span className="visually-hidden">Subscription price </span> : null}
          {formatMoney(line.price)}
        </span>
      </p>
    </li>
  );
}

/**
 * The platform lets customers pause, skip and cancel, but has no way for them to change how
 * often a subscription comes: the shop's support team does it.
 */
function FrequencyHelp() {
  const support = useShopLayout()?.support;
  const email = support?.email;
  const phone = support?.phone;
  return (
    <p className={styles.help}>
      <strong>Want it more or less often?</strong> Changing the frequency is done by our team:{' '}
      {email ? <a href={`mailto:${email}`}>{email}</a> : null}
      {email && phone ? ' or ' : null}
      {phone ? <a href={`tel:${phone.e164}`}>{phone.display}</a> : null}
      {!email && !phone ? <Link to="/contact">contact us</Link> : null}
      {support?.hours && phone ? ` (${support.hours})` : null}. We switch it from your next delivery
      at least {SUBSCRIPTION_CHANGE_NOTICE_BUSINESS_DAYS} business days away.
    </p>
  );
}

/**
 * The next billing cycles: each date, whether it is skipped, and the way to restore it. Paused,
 * they are on hold, but for a delivery already being prepared, still sent; cancelled, that
 * delivery is the last.
 */
function UpcomingDeliveries({
  subscription,
  now,
  busy,
  onAsk,
}: {
  subscription: Subscription;
  now: Date;
  busy: boolean;
  onAsk(change: SubscriptionChange): void;
}) {
  const headingId = useId();
  const next = nextDelivery(subscription);
  const active = subscription.status === 'ACTIVE';
  const nextLabel = subscription.status === 'CANCELLED' ? 'Last delivery' : 'Next delivery';
  return (
    <section className={`${styles.card} ${styles.upcoming}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Upcoming deliveries
      </h2>
      {subscription.upcoming.length === 0 ? (
        <p className={styles.muted}>No deliveries are scheduled.</p>
      ) : (
        <ol className={styles.deliveries}>
          {subscription.upcoming.map((delivery) => {
            const state =
              delivery.cycleIndex === next?.cycleIndex
                ? nextLabel
                : subscription.status === 'PAUSED'
                  ? 'Paused'
                  : delivery.skipped
                    ? 'Skipped'
                    : 'Scheduled';
            const canRestore = active && delivery.skipped && !isPastNotice(delivery.date, now);
            return (
              <li
                key={delivery.cycleIndex}
                className={styles.delivery}
                data-state={state.toLowerCase().replace(' ', '-')}
              >
                <time dateTime={delivery.date} className={styles.deliveryDate}>
                  {formatDeliveryDate(delivery.date)}
                </time>
                <span className={styles.deliveryState}>{state}</span>
                {canRestore ? (
                  <button
                    type="button"
                    className={styles.textButton}
                    disabled={busy}
                    onClick={() => onAsk({ action: 'unskip', cycleIndex: delivery.cycleIndex })}
                  >
                    Undo skip
                    <span className="visually-hidden">
                      {` of the delivery on ${formatDeliveryDate(delivery.date)}`}
                    </span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function SubscriptionOrders({ subscription }: { subscription: Subscription }) {
  const headingId = useId();
  return (
    <section className={`${styles.card} ${styles.orders}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Orders
      </h2>
      {subscription.orders.length === 0 ? (
        <p className={styles.muted}>No orders yet</p>
      ) : (
        <ul className={styles.orderList}>
          {subscription.orders.map((order) => (
            <li key={order.id} className={styles.order}>
              <span>
                <span className={styles.orderName}>Order {order.name}</span>
                <time dateTime={order.processedAt} className={styles.muted}>
                  {formatOrderDate(order.processedAt)}
                </time>
              </span>
              <Link
                to={`/account/order/${order.id}`}
                className={styles.link}
                aria-label={`View details of order ${order.name}`}
              >
                View details
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
