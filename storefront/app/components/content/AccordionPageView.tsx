import { useId } from 'react';
import { useShopLayout } from '../../lib/content/shop';
import type { ContentLink, ContentPage } from '../../lib/content/types';
import { ButtonLink } from '../ui/Button';
import { Accordion } from '../ui/Accordion';
import styles from './AccordionPageView.module.css';
import { ContentBlocks, TextLink } from './ContentBlocks';
import { PageHeader } from './PageHeader';

/**
 * /faq, /returns and /shipping: a page header, the body's sections as an accordion (each heading
 * opens a panel), and a way to ask us.
 */
export function AccordionPageView({ page }: { page: ContentPage }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.body.lead} />
      </div>
      <Accordion
        className={styles.accordion}
        items={page.body.sections.map((section) => ({
          id: section.id,
          title: section.heading,
          content: <ContentBlocks blocks={section.blocks} />,
        }))}
      />
      <HelpCard />
    </div>
  );
}

/** The way from a help page to a person: the reply time, the hours, the email and the phone. */
function HelpCard() {
  const headingId = useId();
  const support = useShopLayout()?.support;
  const reach: (ContentLink & { kind: string })[] = [];
  if (support?.email) {
    reach.push({ kind: 'Email', label: support.email, href: `mailto:${support.email}` });
  }
  if (support?.phone) {
    reach.push({ kind: 'Phone', label: support.phone.display, href: `tel:${support.phone.e164}` });
  }
  const availability = [
    support?.responseTime ? `Our team replies within ${support.responseTime}.` : null,
    support?.hours ? `We are available ${support.hours}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.help}>
      <aside className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Still have a question?
        </h2>
        {availability ? <p className={styles.text}>{availability}</p> : null}
        {reach.length ? (
          <ul className={styles.reach}>
            {reach.map((entry) => (
              <li key={entry.href}>
                <span className={styles.kind}>{entry.kind}</span>
                <TextLink link={entry} />
              </li>
            ))}
          </ul>
        ) : null}
        <ButtonLink to="/contact" prefetch="intent" variant="secondary">
          Contact us
        </ButtonLink>
      </aside>
    </div>
  );
}
