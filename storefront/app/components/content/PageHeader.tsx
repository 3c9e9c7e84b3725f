import type { ReactNode } from 'react';
import type { ContentBlock } from '../../lib/content/types';
import { ContentBlocks } from './ContentBlocks';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  /** Small label above the title that places the page (e.g. "Help center"). */
  readonly eyebrow?: string | null;
  /** The page's one `<h1>`. */
  readonly title: string;
  /** Lead text: the opening of the page's body. */
  readonly intro?: readonly ContentBlock[];
  /** Extra lines under the intro. */
  readonly children?: ReactNode;
}

/** The shared opening of the content pages: eyebrow, title and lead, in one rhythm. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {intro?.length ? <ContentBlocks blocks={intro} className={styles.intro} /> : null}
      {children}
    </header>
  );
}
