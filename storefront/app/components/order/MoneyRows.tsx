import type { MoneyRow } from '../../lib/money-rows';
import styles from './MoneyRows.module.css';

/** The total stands apart; a discount's amount takes the accent. */
function rowClass(row: MoneyRow): string {
  if (row.kind === 'total') return `${styles.row} ${styles.total}`;
  if (row.kind === 'discount') return `${styles.row} ${styles.discount}`;
  return styles.row ?? '';
}

/**
 * The rows a total is made of (subtotal, a discount per code, shipping, tax, total) as a
 * description list: each label a term, each amount its definition, the amounts aligned on the
 * right in tabular figures. Built by lib/money-rows for the cart drawer, /checkout, /success
 * and the account's order page alike.
 */
export function MoneyRows({
  rows,
  compact = false,
  className,
}: {
  rows: readonly MoneyRow[];
  /** Tighter spacing, for the cart drawer's footer. */
  compact?: boolean;
  className?: string | undefined;
}) {
  const classes = [styles.rows, compact ? styles.compact : null, className].filter(Boolean);
  return (
    <dl className={classes.join(' ')}>
      {rows.map((row, index) => (
        <div key={`${row.kind}-${row.detail ?? index}`} className={rowClass(row)}>
          <dt className={styles.label}>
            {row.label}
            {row.detail ? (
              <>
                {' '}
                <span className={row.kind === 'discount' ? styles.code : styles.detail}>
                  {row.detail}
                </span>
              </>
            ) : null}
          </dt>
          <dd className={row.cents === null ? styles.pending : styles.amount}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
