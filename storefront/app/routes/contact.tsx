import { useId } from 'react';
import { ContactForm } from '../components/content/ContactForm';
import { PageHeader } from '../components/content/PageHeader';
import { contactPage } from '../content/contact';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/meta';
import styles from './contact.module.css';

export function meta() {
  return pageMeta(SEO['/contact']);
}

export default function Contact() {
  const formHeadingId = useId();
  const supportHeadingId = useId();
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader eyebrow="Customer care" title={contactPage.title} intro={contactPage.intro} />
      <div className={styles.layout}>
        <div className={styles.formCard}>
          {/* The form is named by this heading: no field's label ("Name", "Email", "Phone",
              "Message") may appear in it, or looking a field up by its label finds the form too. */}
          <h2 id={formHeadingId} className={styles.heading}>
            Write to us
          </h2>
          <ContactForm labelledBy={formHeadingId} />
        </div>
        <div className={styles.support}>
          <section className={styles.panel} aria-labelledby={supportHeadingId}>
            <h2 id={supportHeadingId} className={styles.heading}>
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
        </div>
      </div>
    </div>
  );
}
