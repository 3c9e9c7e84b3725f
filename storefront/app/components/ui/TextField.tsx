import { useId, type InputHTMLAttributes } from 'react';
import styles from './TextField.module.css';

/** A text input with its visible label above it. `className` places the pair in its form. */
export function TextField({
  label,
  className = '',
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} />
    </div>
  );
}
