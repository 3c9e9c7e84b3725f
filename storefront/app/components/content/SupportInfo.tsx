import { contactPage } from '../../content/contact';
import styles from './SupportInfo.module.css';

/** Support information on /contact: email, phone, business hours and reply time. */
export function SupportInfo({ headingId }: { headingId: string }) {
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {contactPage.supportHeading}
      </h2>
      <dl className={styles.details}>
        {contactPage.supportDetails.map((detail) => (
          <div key={detail.label} className={styles.detail}>
            <dt className={styles.term}>{detail.label}</dt>
            <dd className={styles.value}>
              {detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{contactPage.supportNote}</p>
    </section>
  );
}
