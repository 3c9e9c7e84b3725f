import type { ScienceSection } from '../../content/science';
import type { ImageContent } from '../../content/types';
import { FeatureGrid } from './FeatureGrid';
import styles from './ScienceSectionView.module.css';

interface ScienceSectionViewProps {
  readonly section: ScienceSection;
  readonly illustration?: ImageContent;
  /** Puts the illustration on the left, so consecutive sections alternate. */
  readonly flip?: boolean;
}

/** One chapter of /science: eyebrow, heading, text, an optional illustration, cards and a note. */
export function ScienceSectionView({
  section,
  illustration,
  flip = false,
}: ScienceSectionViewProps) {
  const headingId = `${section.id}-heading`;
  const features = section.features ?? [];
  return (
    <section id={section.id} className={styles.section} aria-labelledby={headingId}>
      <div
        className={[styles.intro, illustration ? styles.withArt : '', flip ? styles.flip : '']
          .filter(Boolean)
          .join(' ')}
      >
        <div className={styles.copy}>
          <p className="eyebrow">{section.eyebrow}</p>
          <h2 id={headingId} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        {illustration ? (
          <div className={styles.art}>
            <img
              src={illustration.src}
              alt={illustration.alt}
              width={illustration.width}
              height={illustration.height}
              loading="lazy"
              decoding="async"
            />
          </div>
        ) : null}
      </div>
      {features.length ? (
        // Four cards read better as two pairs than as four narrow columns.
        <FeatureGrid features={features} columns={features.length % 2 === 0 ? 2 : 3} />
      ) : null}
      {section.note ? <p className={styles.note}>{section.note}</p> : null}
    </section>
  );
}
