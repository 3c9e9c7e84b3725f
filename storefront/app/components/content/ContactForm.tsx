import { useId, useState, type FormEvent } from 'react';
import { callApi } from '../../lib/api-client';
import { FORM_LIMITS } from '../../lib/forms/limits';
import { HoneypotField, honeypotValue } from '../forms/HoneypotField';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { useToast } from '../ui/Toast';
import styles from './ContactForm.module.css';

const SENT_TOAST = {
  title: 'Message Sent',
  description: "We'll get back to you as soon as possible.",
} as const;
const FAILED_TOAST = {
  title: 'Error',
  description: 'There was an error sending your message. Please try again.',
  variant: 'destructive',
} as const;

/**
 * Name, Email (required), Phone and Message with visible labels, and "Send Message", posted to
 * /api/contact. The browser validates the email first; while sending the button is disabled, so a
 * double click cannot send twice. Sent, the form resets; on failure it keeps the visitor's words,
 * so they can send them again.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const id = useId();
  const { toast } = useToast();
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // Read before awaiting: React clears currentTarget once the handler yields.
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    setSending(true);
    const body = {
      name: field('name'),
      email: field('email'),
      phone: field('phone'),
      message: field('message'),
      website: honeypotValue(form),
    };
    const sent = (await callApi('/api/contact', { method: 'POST', body })).ok;
    setSending(false);
    toast(sent ? SENT_TOAST : FAILED_TOAST);
    if (sent) form.reset();
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
