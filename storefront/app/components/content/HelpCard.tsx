import { contactPage } from '../../content/contact';
import { SUPPORT_HOURS, SUPPORT_REPLY_BUSINESS_DAYS, formatRange } from '../../lib/policies';
import { ButtonLink } from '../ui/Button';
import styles from './HelpCard.module.css';
import { TextLink } from './SectionBody';

/** The actionable support details (email and phone) from the contact page's copy. */
const reachUs = contactPage.supportDetails.flatMap((detail) =>
  detail.href ? [{ label: detail.value, href: detail.href, kind: detail.label }] : [],
);

/** "Still have a question?": the way from a help page to a person, with the reply time. */
export function HelpCard({ headingId }: { headingId: string }) {
  return (
    <aside className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Still have a question?
      </h2>
      <p className={styles.text}>
        {`Our team replies within ${formatRange(SUPPORT_REPLY_BUSINESS_DAYS)} business days. We are available ${SUPPORT_HOURS}.`}
      </p>
      <ul className={styles.reach}>
        {reachUs.map((entry) => (
          <li key={entry.href}>
            <span className={styles.kind}>{entry.kind}</span>
            <TextLink link={entry} />
          </li>
        ))}
      </ul>
      <ButtonLink to="/contact" prefetch="intent" variant="secondary">
        Contact us
      </ButtonLink>
    </aside>
  );
}
