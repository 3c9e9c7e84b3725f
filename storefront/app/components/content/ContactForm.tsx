import { useId, useState, type FormEvent } from 'react';
import { FORM_LIMITS } from '../../lib/forms/limits';
import { HoneypotField, honeypotValue } from '../forms/HoneypotField';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import styles from './ContactForm.module.css';

/** The contact form's fields; only the email is required. */
export interface ContactFormValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}

/**
 * What the submit handler reports back. 'sent' clears the form ("The form
 * resets"); 'kept' leaves the shopper's words in place, e.g. after a failure.
 */
export type ContactSubmitOutcome = 'sent' | 'kept';

export interface ContactFormProps {
  /**
   * Sends the message; the form stays in its sending state until this settles. `honeypot` is
   * the spam trap's value ('' from people).
   */
  readonly onSubmit: (
    values: ContactFormValues,
    honeypot: string,
  ) => ContactSubmitOutcome | Promise<ContactSubmitOutcome>;
  /** The id of the heading that names the form. */
  readonly labelledBy: string;
}

function valuesOf(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const field = (name: keyof ContactFormValues) => String(data.get(name) ?? '').trim();
  return {
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    message: field('message'),
  };
}

/**
 * Name, Email (required), Phone and Message with visible labels, and "Send Message". The browser
 * validates the email before `onSubmit` runs; while it runs the button is disabled, so a double
 * click cannot send twice.
 */
export function ContactForm({ onSubmit, labelledBy }: ContactFormProps) {
  const id = useId();
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // Read before awaiting: React clears currentTarget once the handler yields.
    const form = event.currentTarget;
    setSending(true);
    try {
      if ((await onSubmit(valuesOf(form), honeypotValue(form))) === 'sent') form.reset();
    } finally {
      setSending(false);
    }
  }

  return (
    // method="post" so that a submit before hydration never puts an email address in a URL.
    <form
      method="post"
      className={styles.form}
      aria-labelledby={labelledBy}
      onSubmit={handleSubmit}
    >
      <TextField
        label="Name"
        className={styles.wide}
        name="name"
        type="text"
        autoComplete="name"
        maxLength={FORM_LIMITS.name}
      />
      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            Email
          </label>
          {/* Assistive technology hears "required" from the attribute; this is for the eye. */}
          <span className={styles.required} aria-hidden="true">
            Required
          </span>
        </div>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={FORM_LIMITS.email}
          autoComplete="email"
          spellCheck={false}
          className={styles.input}
        />
      </div>
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={FORM_LIMITS.phone}
      />
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={`${id}-message`} className={styles.label}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={FORM_LIMITS.message}
          className={`${styles.input} ${styles.textarea}`}
        />
      </div>
      <HoneypotField />
      <div className={styles.actions}>
        <Button
          type="submit"
          className={styles.submit}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          Send Message
        </Button>
      </div>
    </form>
  );
}
