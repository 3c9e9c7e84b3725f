import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_DISCOUNT_PERCENT } from '../../lib/constants';
import { FORM_LIMITS } from '../../lib/forms/limits';
import { requestNewsletterSignUp } from '../../lib/forms/newsletter';
import { HoneypotField, honeypotValue } from '../forms/HoneypotField';
import { Button } from '../ui/Button';
import { useToast } from '../ui/Toast';
import styles from './NewsletterForm.module.css';

/**
 * Footer mailing-list sign-up: a required email field and "Subscribe",
 * which reads '...' and is disabled while sending; then a toast, and the field clears on success.
 */
export function NewsletterForm() {
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
    const failure = await requestNewsletterSignUp(email, honeypotValue(form));
    setSending(false);
    if (failure) {
      toast({ title: 'Subscription failed', description: failure, variant: 'destructive' });
      return;
    }
    toast({
      title: 'Successfully subscribed!',
      description: `Check your email for a ${NEWSLETTER_DISCOUNT_PERCENT}% off discount code.`,
    });
    form.reset();
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
