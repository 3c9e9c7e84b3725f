import type { Feature } from '../../content/types';
import styles from './FeatureGrid.module.css';

interface FeatureGridProps {
  readonly features: readonly Feature[];
  /** Cards per row on wide screens; narrow screens always stack. */
  readonly columns?: 2 | 3 | 4;
  /** Count the cards (01, 02, …) where the order means something, e.g. commitments. */
  readonly numbered?: boolean;
}

/** Titled points as a grid of quiet cards, each an `<h3>` with its text. */
export function FeatureGrid({ features, columns = 3, numbered = false }: FeatureGridProps) {
  return (
    <ul className={[styles.grid, numbered ? styles.numbered : ''].join(' ')} data-columns={columns}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <h3 className={styles.title}>{feature.title}</h3>
          {feature.subtitle ? <p className={styles.subtitle}>{feature.subtitle}</p> : null}
          <p className={styles.text}>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
