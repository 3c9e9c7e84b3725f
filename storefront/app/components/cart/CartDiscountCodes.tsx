import { useId, useState, type FormEvent } from 'react';
import { sameCode } from '../../lib/cart/discount-codes';
import { discountRejectionText } from '../../lib/cart/discount-rejection';
import type { Cart } from '../../lib/cart/types';
import styles from './CartDiscountCodes.module.css';

/** Shopify accepts codes up to 255 characters; anything longer is not a code. */
const MAX_CODE_LENGTH = 255;

interface CartDiscountCodesProps {
  codes: Cart['discountCodes'];
  /** The cart is waiting for the platform: editing would be lost. */
  locked: boolean;
  onChange(codes: string[]): void;
}

/**
 * Discount codes in the cart drawer: the newsletter's welcome code (and any other) is entered
 * here and the platform answers whether it applies; the drawer's rows then show what it takes
 * off. A code that does not apply says why, and any code can be removed.
 */
export function CartDiscountCodes({ codes, locked, onChange }: CartDiscountCodesProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Codes match without case on the platform; upper case reads as a code.
    const code = draft.trim().toUpperCase();
    if (!code || locked) return;
    setDraft('');
    if (codes.some((existing) => sameCode(existing.code, code))) return;
    onChange([...codes.map((existing) => existing.code), code]);
  }

  function remove(code: string) {
    onChange(codes.filter((existing) => !sameCode(existing.code, code)).map(({ code }) => code));
  }

  return (
    <div className={styles.discounts}>
      <form className={styles.form} onSubmit={apply} aria-label="Discount code">
        <label htmlFor={inputId} className="visually-hidden">
          Discount code
        </label>
        <input
          id={inputId}
          className={styles.input}
          name="discountCode"
          placeholder="Discount code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CODE_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.apply} disabled={locked || !draft.trim()}>
          Apply
        </button>
      </form>
      {codes.length > 0 ? (
        <ul className={styles.codes} aria-label="Discount codes">
          {codes.map(({ code, applicable, reason }) => (
            <li key={code} className={applicable ? styles.applied : styles.notApplicable}>
              <span className={styles.status}>
                <span className={styles.code}>{code}</span>{' '}
                {applicable ? (
                  'applied'
                ) : (
                  <span className={styles.reason}>{discountRejectionText(reason)}</span>
                )}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove discount code ${code}`}
                disabled={locked}
                onClick={() => remove(code)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
