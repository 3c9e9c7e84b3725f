import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

/** The card of the sign-in, registration and logout pages, named by its title. */
export function AuthCard({
  headingId,
  title,
  intro,
  children,
}: {
  headingId: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby={headingId}>
        <header className={styles.header}>
          <p className="eyebrow">Your account</p>
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
        </header>
        {children}
      </section>
    </div>
  );
}

/** The reason a form was refused, read out as soon as it appears; nothing without one. */
export function FormAlert({ children }: { children: string | null | undefined }) {
  return children ? (
    <p className={styles.alert} role="alert">
      {children}
    </p>
  ) : null;
}

/** What a protected page shows while it finds out who is signed in. */
export function AuthLoading() {
  return (
    <p className={`container ${styles.loading}`} role="status" aria-live="polite">
      Loading...
    </p>
  );
}
