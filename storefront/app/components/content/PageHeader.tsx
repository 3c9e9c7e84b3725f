import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  /** Small label above the title that places the page (e.g. "Help Center"). */
  readonly eyebrow: string;
  /** The page's one `<h1>`. */
  readonly title: string;
  /** Lead text: one paragraph or several. */
  readonly intro?: string | readonly string[];
  /** Extra lines under the intro, such as a last-updated date. */
  readonly children?: ReactNode;
}

/** The shared opening of the content pages: eyebrow, title and lead, in one rhythm. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  const paragraphs = typeof intro === 'string' ? [intro] : (intro ?? []);
  return (
    <header className={styles.header}>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.intro}>
          {paragraph}
        </p>
      ))}
      {children}
    </header>
  );
}
