import type { ContentPage } from '../../lib/content/types';
import { ContentBlocks } from './ContentBlocks';
import { DocumentSections } from './DocumentSections';
import styles from './DocumentPageView.module.css';
import { PageHeader } from './PageHeader';

/**
 * A text to read through (a policy, any page without a template of its own): a header, then
 * the text, with a table of contents when it has sections. Small print that opens the text (such
 * as the date a policy was last updated) stands under the title.
 */
export function DocumentPageView({ page, eyebrow }: { page: ContentPage; eyebrow?: string }) {
  const { sections } = page.body;
  const notes = page.body.lead.filter((block) => block.kind === 'note');
  const lead = page.body.lead.filter((block) => block.kind !== 'note');
  return (
    <article className={`container ${styles.page}`}>
      <div className={styles.header}>
        <PageHeader eyebrow={page.eyebrow ?? eyebrow} title={page.title}>
          {notes.map((note, index) => (
            <p
              key={index}
              className={styles.updated}
              dangerouslySetInnerHTML={{ __html: note.html }}
            />
          ))}
        </PageHeader>
      </div>
      {sections.length ? (
        <DocumentSections sections={sections} lead={lead} />
      ) : (
        <ContentBlocks blocks={lead} />
      )}
    </article>
  );
}
