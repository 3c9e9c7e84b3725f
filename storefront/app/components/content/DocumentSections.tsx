import { useId } from 'react';
import type { ContentBlock, ContentSection } from '../../lib/content/types';
import { ContentBlocks } from './ContentBlocks';
import styles from './DocumentSections.module.css';

/** Splits "12. Acceptable use" so the number can be set apart; the full text stays the name. */
function splitSectionNumber(heading: string): { number?: string; text: string } {
  const match = /^(\d+\.)\s+(.*)$/.exec(heading);
  return match?.[1] && match[2] ? { number: match[1], text: match[2] } : { text: heading };
}

interface DocumentSectionsProps {
  readonly sections: readonly ContentSection[];
  /** The opening, set a little larger above the first section. */
  readonly lead?: readonly ContentBlock[];
}

/** One table of contents per page, so a fixed, readable anchor: /terms-of-service#contents. */
const CONTENTS_ID = 'contents';

/**
 * A long text made easy to read and to navigate: a table of contents linking to every section
 * (sticky beside the text on wide screens) and a ~70 character reading column.
 */
export function DocumentSections({ sections, lead }: DocumentSectionsProps) {
  const tocHeadingId = useId();
  const numbered = sections.map((section) => ({ section, ...splitSectionNumber(section.heading) }));
  return (
    <div className={styles.layout}>
      <nav id={CONTENTS_ID} className={styles.toc} aria-labelledby={tocHeadingId}>
        <h2 id={tocHeadingId} className={styles.tocHeading}>
          Contents
        </h2>
        <ol className={styles.tocList}>
          {numbered.map(({ section, number, text }) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.tocLink}>
                {number ? <span className={styles.tocNumber}>{number}</span> : null}
                <span>{text}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.body}>
        {lead?.length ? <ContentBlocks blocks={lead} className={styles.lead} /> : null}
        {numbered.map(({ section, number, text }) => (
          <section key={section.id} id={section.id} className={styles.section}>
            <h2 className={styles.sectionHeading}>
              {number ? <span className={styles.sectionNumber}>{number} </span> : null}
              {text}
            </h2>
            <ContentBlocks blocks={section.blocks} />
            {/* On one column the contents are far above; this is the way back up. */}
            <a href={`#${CONTENTS_ID}`} className={styles.backLink}>
              Back to contents
            </a>
          </section>
        ))}
      </div>
    </div>
  );
}
