import styles from './AuthCard.module.css';

/** What a protected page shows while it finds out who is signed in. */
export function AuthLoading() {
  return (
    <p className={`container ${styles.loading}`} role="status" aria-live="polite">
      Loading...
    </p>
  );
}
