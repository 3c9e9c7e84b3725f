import type { ReactNode } from 'react';
import styles from './StatePanel.module.css';

/** A page's error state: what went wrong, what it means, and a way on (its children). */
export function StatePanel({
  heading,
  detail,
  children,
}: {
  heading: string;
  detail: string;
  children: ReactNode;
}) {
  return (
    <section className={`container ${styles.state}`}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.detail}>{detail}</p>
      {children}
    </section>
  );
}
