import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { ButtonLink } from '../components/ui/Button';
import { logger } from '../lib/log.server';
import { privatePageMeta } from '../lib/meta';
import styles from './not-found.module.css';

export function meta() {
  return privatePageMeta('Page not found', 'The page you are looking for does not exist.');
}

export function loader({ url }: Route.LoaderArgs) {
  // A miss is worth a line (broken links, probes), as a JSON field: it cannot forge log lines.
  logger.info({ status: 404, path: url.pathname.slice(0, 200) }, 'no page at this path');
  return data(null, { status: 404 });
}

export default function NotFound() {
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
