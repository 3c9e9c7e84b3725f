import { useId } from 'react';
import { contactPage } from '../../content/contact';
import type { AccordionPage } from '../../content/types';
import { SUPPORT_HOURS, SUPPORT_REPLY_BUSINESS_DAYS, formatRange } from '../../lib/policies';
import { ButtonLink } from '../ui/Button';
import { Accordion } from '../ui/Accordion';
import styles from './AccordionPageView.module.css';
import { PageHeader } from './PageHeader';
import { SectionBodyText, TextLink } from './SectionBody';

/** The actionable support details (email and phone) from the contact page's copy. */
const reachUs = contactPage.supportDetails.flatMap((detail) =>
  detail.href ? [{ label: detail.value, href: detail.href, kind: detail.label }] : [],
);

/** /faq, /returns and /shipping: a page header, the accordion of items, and a way to ask us. */
export function AccordionPageView({ page, eyebrow }: { page: AccordionPage; eyebrow: string }) {
  const helpHeadingId = useId();
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <PageHeader eyebrow={eyebrow} title={page.title} intro={page.intro} />
      </div>
      <Accordion
        className={styles.accordion}
        items={page.items.map((item) => ({
          id: item.id,
          title: item.title,
          content: <SectionBodyText body={item.body} />,
        }))}
      />
      <div className={styles.help}>
        {/* The way from a help page to a person, with the reply time. */}
        <aside className={styles.card} aria-labelledby={helpHeadingId}>
          <h2 id={helpHeadingId} className={styles.heading}>
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
      </div>
    </div>
  );
}
