import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_DISCOUNT_PERCENT } from '../../lib/constants';
import { FORM_LIMITS } from '../../lib/forms/limits';
import { requestNewsletterSignUp, type NewsletterResult } from '../../lib/forms/newsletter';
import { HoneypotField, honeypotValue } from '../forms/HoneypotField';
import { Button } from '../ui/Button';
import { useToast } from '../ui/Toast';
import styles from './NewsletterForm.module.css';

export interface NewsletterFormProps {
  /** Called after an address is subscribed (e.g. for analytics); the form itself signs it up. */
  onSubscribe?: (email: string) => void | Promise<void>;
  /** Sends the sign-up; POST /api/newsletter unless a test passes its own. */
  signUp?: (email: string, honeypot: string) => Promise<NewsletterResult>;
}

/**
 * Footer mailing-list sign-up (spec sections 5 and 8): a required email field and "Subscribe",
 * which reads '...' and is disabled while sending; then a toast, and the field clears on success.
 */
export function NewsletterForm({
  onSubscribe,
  signUp = requestNewsletterSignUp,
}: NewsletterFormProps) {
  const inputId = useId();
  const [sending, setSending] = useState(false);
  const { toast } = useToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read before awaiting: React clears currentTarget once the handler yields.
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email || sending) return;
    setSending(true);
    try {
      const result = await signUp(email, honeypotValue(form));
      if (result.ok) {
        toast({
          title: 'Successfully subscribed!',
          description: `Check your email for a ${NEWSLETTER_DISCOUNT_PERCENT}% off discount code.`,
        });
        form.reset();
        await onSubscribe?.(email);
      } else {
        toast({
          title: 'Subscription failed',
          description: result.message,
          variant: 'destructive',
        });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    // method="post" so that a submit before hydration never puts an email address in a URL.
    <form method="post" className={styles.form} onSubmit={handleSubmit}>
      {/* Named without the word "email", so that on /contact, /register and /login "Email"
          names the page's own field alone; the placeholder says what to type. */}
      <label htmlFor={inputId} className={styles.label}>
        Join the mailing list
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          required
          maxLength={FORM_LIMITS.email}
          autoComplete="email"
          spellCheck={false}
          placeholder="Enter your email"
        />
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? '...' : 'Subscribe'}
        </Button>
      </div>
      <HoneypotField />
    </form>
  );
}
