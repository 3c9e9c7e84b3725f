import { Link } from 'react-router';
import { NEWSLETTER_DISCOUNT_PERCENT } from '../../lib/constants';
import { COMPANY_NAME } from '../../lib/policies';
import styles from './Footer.module.css';
import { LogoArt } from './Logo';
import { FOOTER_GROUPS } from './navigation';
import { NewsletterForm } from './NewsletterForm';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer id="site-footer" className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <section className={styles.newsletter} aria-labelledby="newsletter-heading">
          <div className={styles.logo}>
            <LogoArt decorative />
          </div>
          <h2 id="newsletter-heading" className={styles.newsletterHeading}>
            {`${NEWSLETTER_DISCOUNT_PERCENT}% off your first order`}
          </h2>
          <p className={styles.newsletterText}>
            Join the list for bath and plunge rituals, water notes, and a welcome code for{' '}
            {NEWSLETTER_DISCOUNT_PERCENT}% off your first purchase.
          </p>
          <NewsletterForm />
        </section>

        <nav aria-label="Footer" className={styles.groups}>
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title} className={styles.group}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul className={styles.list}>
                {group.entries.map((entry) => (
                  <li key={entry.label}>
                    {'to' in entry ? (
                      <Link to={entry.to} prefetch="intent" className={styles.link}>
                        {entry.label}
                      </Link>
                    ) : (
                      <span className={styles.comingSoon}>
                        {entry.label} <span className={styles.soonNote}>(coming soon)</span>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className="container">{`© ${year} ${COMPANY_NAME}. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
