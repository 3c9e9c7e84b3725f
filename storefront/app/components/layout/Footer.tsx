import { Link } from 'react-router';
import { NEWSLETTER_DISCOUNT_PERCENT } from '../../lib/constants';
import type { NavItem } from '../../lib/content/menu';
import type { ShopLayout } from '../../lib/content/shop';
import styles from './Footer.module.css';
import { LogoArt } from './Logo';
import { NewsletterForm } from './NewsletterForm';

/** A footer entry: a page here, an address elsewhere, or text for an entry without a target. */
function FooterLink({ item }: { item: NavItem }) {
  if (!item.to) {
    return (
      <span className={styles.comingSoon}>
        {item.title} <span className={styles.soonNote}>(coming soon)</span>
      </span>
    );
  }
  return item.to.startsWith('/') ? (
    <Link to={item.to} prefetch="intent" className={styles.link}>
      {item.title}
    </Link>
  ) : (
    <a href={item.to} className={styles.link}>
      {item.title}
    </a>
  );
}

/** The mailing-list form, the shop's footer menu and the copyright line. */
export function Footer({ layout }: { layout: ShopLayout | null }) {
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

        {/* The shop's footer menu: each top-level item is a group of links. */}
        <nav aria-label="Footer" className={styles.groups}>
          {layout?.footerMenu.map((group) => (
            <div key={group.id} className={styles.group}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul className={styles.list}>
                {(group.items.length ? group.items : [group]).map((item) => (
                  <li key={item.id}>
                    <FooterLink item={item} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className="container">
          {layout ? `© ${year} ${layout.name}. All rights reserved.` : `© ${year}`}
        </p>
      </div>
    </footer>
  );
}
