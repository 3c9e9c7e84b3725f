import { Link } from 'react-router';
import type { NavItem } from '../../lib/content/menu';
import type { ShopLayout } from '../../lib/content/shop';
import { COOKIE_PREFERENCES_PATH } from '../../lib/consent/consent-paths';
import { FOOTER_END_ID } from '../../lib/constants';
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

/**
 * The mailing-list form under the shop's words for it (without them, the form alone, which its
 * field's label names), the shop's footer menu and the copyright line.
 */
export function Footer({ layout }: { layout: ShopLayout | null }) {
  const year = new Date().getFullYear();
  const heading = layout?.texts.newsletterHeading;
  const text = layout?.texts.newsletterText;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <section
          className={styles.newsletter}
          aria-labelledby={heading ? 'newsletter-heading' : undefined}
        >
          <div className={styles.newsletterIntro}>
            <div className={styles.logo}>
              <LogoArt decorative />
            </div>
            {heading ? (
              <h2 id="newsletter-heading" className={styles.newsletterHeading}>
                {heading}
              </h2>
            ) : null}
            {text ? <p className={styles.newsletterText}>{text}</p> : null}
          </div>
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
        <div className={`container ${styles.bottomRow}`}>
          <p>{layout ? `© ${year} ${layout.name}. All rights reserved.` : `© ${year}`}</p>
          <Link to={COOKIE_PREFERENCES_PATH} className={styles.link}>
            Cookie preferences
          </Link>
        </div>
      </div>
      {/* The first frame waits for this (root.tsx): the footer is parsed whole by then, so the
          page's first layout never has it part-built. */}
      <span id={FOOTER_END_ID} hidden />
    </footer>
  );
}
