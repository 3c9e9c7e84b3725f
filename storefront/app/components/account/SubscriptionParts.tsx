import type { ReactNode } from 'react';
import { IMAGE_SRCSET } from '../../lib/constants';
import type { SubscriptionLine, SubscriptionStatus } from '../../lib/subscriptions/subscription';
import { Image } from '../ui/Image';
import styles from './SubscriptionParts.module.css';

/** Pieces the account's subscription list and a subscription's page share. */

const THUMBNAIL_PX = 72;

export function SubscriptionThumbnail({ line }: { line: SubscriptionLine | undefined }) {
  return line?.image ? (
    <Image
      className={styles.thumbnail}
      data={{ url: line.image.url, altText: line.image.altText ?? line.title }}
      width={THUMBNAIL_PX}
      height={THUMBNAIL_PX}
      sizes={`${THUMBNAIL_PX}px`}
      srcSetOptions={IMAGE_SRCSET.thumbnail}
    />
  ) : (
    <span className={styles.thumbnail} aria-hidden="true" />
  );
}

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
