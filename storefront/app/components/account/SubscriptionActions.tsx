import { useId, type RefObject } from 'react';
import { Link } from 'react-router';
import {
  isOngoing,
  nextDelivery,
  skippableDelivery,
  type Subscription,
  type SubscriptionChange,
} from '../../lib/subscriptions/subscription';
import { Button } from '../ui/Button';
import { formatDeliveryDate } from './format';
import { endedNote, noticeNote } from './subscription-copy';
import styles from './SubscriptionDetails.module.css';

/**
 * "Manage subscription": the next delivery, the buttons that change the subscription (each
 * asks first, through `onAsk`), and the notice rule beside them, which each button names as its
 * description. What the last change did (`announcement`) is shown above them and said politely
 * to screen readers.
 */
export function SubscriptionActions({
  subscription,
  now,
  busy,
  announcement,
  headingRef,
  onAsk,
}: {
  subscription: Subscription;
  now: Date;
  busy: boolean;
  announcement: string;
  headingRef: RefObject<HTMLHeadingElement>;
  onAsk(change: SubscriptionChange): void;
}) {
  const headingId = useId();
  const noteId = useId();
  const next = nextDelivery(subscription);
  const skippable = skippableDelivery(subscription, now);
  const active = subscription.status === 'ACTIVE';
  // Just paused, the confirmation above the buttons already says what the note would.
  const note = announcement && !active ? null : noticeNote(subscription, now);
  const describedBy = note ? noteId : undefined;

  return (
    <section className={`${styles.card} ${styles.manage}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
        Manage subscription
      </h2>
      <div className={styles.next}>
        <p className="eyebrow">
          {subscription.status === 'CANCELLED' && next ? 'Last delivery' : 'Next delivery'}
        </p>
        <p className={styles.nextDate}>
          {next ? (
            <time dateTime={next.date}>{formatDeliveryDate(next.date)}</time>
          ) : subscription.status === 'PAUSED' ? (
            'None while paused'
          ) : active ? (
            'None scheduled'
          ) : (
            'None'
          )}
        </p>
      </div>
      {/* Kept in the page while empty, so what is put in it is announced. */}
      <p role="status" className={announcement ? styles.done : 'visually-hidden'}>
        {announcement}
      </p>
      {isOngoing(subscription) ? (
        <div className={styles.actions}>
          {active ? (
            <>
              <Button
                disabled={busy || !skippable}
                aria-describedby={describedBy}
                onClick={() =>
                  skippable && onAsk({ action: 'skip', cycleIndex: skippable.cycleIndex })
                }
              >
                Skip next delivery
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                aria-describedby={describedBy}
                onClick={() => onAsk({ action: 'pause' })}
              >
                Pause subscription
              </Button>
            </>
          ) : (
            <Button
              disabled={busy}
              aria-describedby={describedBy}
              onClick={() => onAsk({ action: 'resume' })}
            >
              Resume subscription
            </Button>
          )}
          <button
            type="button"
            className={styles.cancelButton}
            disabled={busy}
            aria-describedby={describedBy}
            onClick={() => onAsk({ action: 'cancel' })}
          >
            Cancel subscription
          </button>
        </div>
      ) : (
        <p className={styles.muted}>
          {/* Just cancelled, the confirmation above already says what is left. */}
          {announcement ? null : `${endedNote(subscription)} `}To subscribe again, choose Subscribe
          and save on the <Link to="/products">product page</Link>.
        </p>
      )}
      {note ? (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      ) : null}
    </section>
  );
}
