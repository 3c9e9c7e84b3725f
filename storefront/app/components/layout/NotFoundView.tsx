import { ButtonLink } from '../ui/Button';
import styles from './NotFoundView.module.css';

/** "Oops! Page not found": the unknown route's page, and a page or policy the shop does not have. */
export function NotFoundView() {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-heading">
      <p className="eyebrow">404</p>
      <h1 id="not-found-heading" className={styles.heading}>
        Oops! Page not found
      </h1>
      <p className={styles.text}>
        The page you are looking for has moved or never existed. Everything else is still here.
      </p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </section>
  );
}
