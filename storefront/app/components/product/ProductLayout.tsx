import type { ReactNode } from 'react';
import styles from './ProductLayout.module.css';

/**
 * The product page's two columns (gallery left, details right and sticky) on wide screens, one
 * column on phones. Shared by the page and its loading skeleton so the two line up exactly.
 */
export function ProductLayout({ gallery, details }: { gallery: ReactNode; details: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.gallery}>{gallery}</div>
      <div className={styles.details}>{details}</div>
    </div>
  );
}
