import { formatMoney } from '../../lib/money';
import type { LineAmounts } from '../../lib/money-rows';
import styles from './LineAmount.module.css';

/**
 * A line's amount: what it cost before its discounts, struck through, when they lowered it,
 * then what it costs now, and the codes that lowered it. `label` names the amount for screen
 * readers ("Subtotal", "Line total").
 */
export function LineAmount({
  amounts,
  label,
  className,
}: {
  amounts: LineAmounts;
  label?: string;
  className?: string | undefined;
}) {
  const { original, final, codes } = amounts;
  return (
    <p className={className ? `${styles.amount} ${className}` : styles.amount}>
      {label ? <span className="visually-hidden">{label} </span> : null}
      {original ? (
        <>
          <s className={styles.original}>
            <span className="visually-hidden">was </span>
            {formatMoney(original)}
          </s>{' '}
          <span className="visually-hidden">now </span>
        </>
      ) : null}
      <span className={original ? styles.discounted : undefined}>{formatMoney(final)}</span>
      {original && codes.length > 0 ? (
        <span className={styles.codes}>{codes.join(', ')}</span>
      ) : null}
    </p>
  );
}
