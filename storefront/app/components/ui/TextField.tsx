import { useId, type InputHTMLAttributes } from 'react';
import styles from './TextField.module.css';

/**
 * A text input with its visible label above it. `hint` says what the field expects before the
 * first try (a password rule); `error` says why the last try was refused, next to the field, until
 * the form clears it. Both are the field's description. `className` places the pair in its form.
 */
export function TextField({
  label,
  hint,
  error,
  className = '',
  ...input
}: {
  label: string;
  hint?: string;
  error?: string | null | undefined;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
