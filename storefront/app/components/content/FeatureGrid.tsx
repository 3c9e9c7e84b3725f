import styles from './FeatureGrid.module.css';

/** A titled point: plain text, or a card's sanitized HTML from a page's body. */
export interface Feature {
  readonly title: string;
  /** A one-line label under the title, e.g. an ingredient's role. */
  readonly subtitle?: string | null;
  readonly text?: string;
  readonly html?: string;
}

interface FeatureGridProps {
  readonly features: readonly Feature[];
  /** Cards per row on wide screens; narrow screens always stack. */
  readonly columns?: 2 | 3 | 4;
  /** Count the cards (01, 02, …) where the order means something, e.g. commitments. */
  readonly numbered?: boolean;
  /**
   * `points`: no card boxes, only a rule above each, with a smaller title, for a page with many
   * such runs, which would otherwise read as one long stack of look-alike boxes.
   */
  readonly look?: 'cards' | 'points';
}

/** Titled points as a grid of quiet cards, each an `<h3>` with its text. */
export function FeatureGrid({
  features,
  columns = 3,
  numbered = false,
  look = 'cards',
}: FeatureGridProps) {
  return (
    <ul
      className={[
        styles.grid,
        numbered ? styles.numbered : '',
        look === 'points' ? styles.points : '',
      ].join(' ')}
      data-columns={columns}
    >
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <h3 className={styles.title}>{feature.title}</h3>
          {feature.subtitle ? <p className={styles.subtitle}>{feature.subtitle}</p> : null}
          {feature.html ? (
            <div className={styles.text} dangerouslySetInnerHTML={{ __html: feature.html }} />
          ) : feature.text ? (
            <p className={styles.text}>{feature.text}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
