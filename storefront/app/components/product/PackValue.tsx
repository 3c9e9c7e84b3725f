import { Fragment } from 'react';
import type { Money } from '../../lib/money';
import {
  PACK_VALUE_SEPARATOR,
  packValueParts,
  type PackFactFields,
} from '../../lib/product/pack-value';
import styles from './PackValue.module.css';

interface PackValueProps {
  /** The product's pack metafields. */
  product: PackFactFields;
  /** The price a use's cost is worked out at. */
  price: Money;
  className?: string;
}

/**
 * "4 pouches · 16 baths · $2.75 a bath" under a price, or nothing for a product whose metafields
 * do not say (an accessory). A narrow column wraps it between its parts, never inside one.
 */
export function PackValue({ product, price, className }: PackValueProps) {
  const parts = packValueParts(product, price);
  if (!parts.length) return null;
  return (
    <p className={className}>
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 ? PACK_VALUE_SEPARATOR : null}
          <span className={styles.part}>{part}</span>
        </Fragment>
      ))}
    </p>
  );
}
