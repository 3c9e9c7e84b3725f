import type { CallToAction } from '../../content/types';
import { ButtonLink } from '../ui/Button';
import { ArrowRightIcon } from '../ui/icons';
import styles from './CallToActionBand.module.css';

interface CallToActionBandProps {
  readonly eyebrow?: string;
  readonly heading: string;
  readonly headingId: string;
  readonly text?: string;
  readonly cta: CallToAction;
}

/** The closing invitation of a content page: a quiet band with one primary link. */
export function CallToActionBand({
  eyebrow,
  heading,
  headingId,
  text,
  cta,
}: CallToActionBandProps) {
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      <ButtonLink to={cta.href} prefetch="intent" className={styles.cta}>
        {cta.label}
        <ArrowRightIcon className={styles.icon} />
      </ButtonLink>
    </section>
  );
}
