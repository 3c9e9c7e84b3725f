import { ButtonLink } from '../ui/Button';
import styles from './SubscriptionDetails.module.css';

/** Someone else's subscription or no such subscription: the same words, so nothing is revealed. */
export function SubscriptionNotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">404</p>
        <h1 className={styles.title}>Subscription not found</h1>
        <p className={styles.muted}>We could not find this subscription in your account.</p>
      </header>
      <div>
        <ButtonLink to="/account" variant="secondary">
          Back to Account
        </ButtonLink>
      </div>
    </div>
  );
}
