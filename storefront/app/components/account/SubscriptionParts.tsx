import type { ReactNode } from 'react';
import type { SubscriptionStatus } from '../../lib/subscriptions/subscription';
import styles from './SubscriptionParts.module.css';

/** Pieces the account's subscription list and a subscription's page share. */

/** The status as a quiet pill: accent while active, muted once paused or ended. */
export function StatusBadge({
  status,
  children,
}: {
  status: SubscriptionStatus;
  children: ReactNode;
}) {
  const tone =
    status === 'ACTIVE' ? styles.active : status === 'PAUSED' ? styles.paused : styles.ended;
  return <span className={`${styles.badge} ${tone}`}>{children}</span>;
}
