import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import styles from './NewsletterForm.module.css';

export interface NewsletterFormProps {
  /** Subscribes the address; the form stays busy until the returned promise settles. */
  onSubscribe: (email: string) => void | Promise<void>;
}

/** Footer mailing-list sign-up (spec section 5): a required email field and "Subscribe". */
export function NewsletterForm({ onSubscribe }: NewsletterFormProps) {
  const inputId = useId();
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email || sending) return;
    setSending(true);
    try {
      await onSubscribe(email);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <label htmlFor={inputId} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
        />
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? '...' : 'Subscribe'}
        </Button>
      </div>
    </form>
  );
}
