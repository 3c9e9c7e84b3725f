import styles from './ProductDescription.module.css';

/** The platform's plain-text description (its markup already stripped), as text. */
export function ProductDescription({ text }: { text: string }) {
  return <p className={styles.description}>{text}</p>;
}
