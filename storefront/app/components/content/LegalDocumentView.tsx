import type { LegalDocument } from '../../content/types';
import { DocumentSections } from './DocumentSections';
import styles from './LegalDocumentView.module.css';
import { PageHeader } from './PageHeader';

/**
 * "2026-11-01" -> "November 1, 2026". A calendar date, not an instant: formatting in UTC keeps
 * any server or browser time zone from shifting it by a day, so both render the same text.
 */
const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** /terms-of-service and /privacy-policy: a dated header, then the navigable numbered text. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <article className={`container ${styles.page}`}>
      <div className={styles.header}>
        <PageHeader eyebrow="Legal" title={doc.title}>
          <p className={styles.updated}>
            Last updated{' '}
            <time dateTime={doc.lastUpdated}>
              {calendarDate.format(new Date(`${doc.lastUpdated}T00:00:00Z`))}
            </time>
          </p>
        </PageHeader>
      </div>
      <DocumentSections sections={doc.sections} lead={doc.intro} />
    </article>
  );
}
