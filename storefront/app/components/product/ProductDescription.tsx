import type { DescriptionBlock } from '../../lib/product/description';
import styles from './ProductDescription.module.css';

/** The description's paragraphs and lists, as text (see lib/product/description). */
export function ProductDescription({ blocks }: { blocks: readonly DescriptionBlock[] }) {
  return (
    <div className={styles.description}>
      {blocks.map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className={styles.list}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
