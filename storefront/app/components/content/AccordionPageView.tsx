import { useId } from 'react';
import type { AccordionPage } from '../../content/types';
import { Accordion } from '../ui/Accordion';
import styles from './AccordionPageView.module.css';
import { HelpCard } from './HelpCard';
import { PageHeader } from './PageHeader';
import { SectionBodyText } from './SectionBody';

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
        <HelpCard headingId={helpHeadingId} />
      </div>
    </div>
  );
}
