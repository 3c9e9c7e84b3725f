import { firstBlock, splitOpening } from '../../lib/content/blocks';
import type { ContentSection } from '../../lib/content/types';
import { BodyImage, ContentBlocks } from './ContentBlocks';
import styles from './ScienceSectionView.module.css';

interface ScienceSectionViewProps {
  readonly section: ContentSection;
  /** Puts the illustration on the left, so consecutive sections alternate. */
  readonly flip?: boolean;
}

/**
 * One chapter of /science: eyebrow, heading and opening text, with its illustration beside them;
 * then what follows the text (cards, small print) across the full width.
 */
export function ScienceSectionView({ section, flip = false }: ScienceSectionViewProps) {
  const headingId = `${section.id}-heading`;
  // The section's picture stands beside its opening text.
  const illustration = firstBlock(section.blocks, 'image');
  const [opening, after] = splitOpening(section.blocks.filter((block) => block !== illustration));
  return (
    <section id={section.id} className={styles.section} aria-labelledby={headingId}>
      <div
        className={[styles.intro, illustration ? styles.withArt : '', flip ? styles.flip : '']
          .filter(Boolean)
          .join(' ')}
      >
        <div className={styles.copy}>
          {section.eyebrow ? <p className="eyebrow">{section.eyebrow}</p> : null}
          <h2 id={headingId} className={styles.heading}>
            {section.heading}
          </h2>
          <ContentBlocks blocks={opening} className={styles.opening} />
        </div>
        {illustration ? (
          <div className={styles.art}>
            <BodyImage image={illustration.image} />
          </div>
        ) : null}
      </div>
      {/* Five runs of cards in a row would read as one long stack of look-alike boxes. */}
      {after.length ? (
        <ContentBlocks blocks={after} className={styles.after} flow={false} cardLook="points" />
      ) : null}
    </section>
  );
}
