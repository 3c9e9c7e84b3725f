import { useId } from 'react';
import { ContactForm } from '../components/content/ContactForm';
import { PageHeader } from '../components/content/PageHeader';
import { SupportInfo } from '../components/content/SupportInfo';
import { useToast } from '../components/ui/Toast';
import { contactPage } from '../content/contact';
import { SEO } from '../content/seo';
import { callApi } from '../lib/api-client';
import { pageMeta } from '../lib/meta';
import styles from './contact.module.css';

export function meta() {
  return pageMeta(SEO['/contact']);
}

/** The toasts for the contact form. */
const SENT_TOAST = {
  title: 'Message Sent',
  description: "We'll get back to you as soon as possible.",
} as const;
const FAILED_TOAST = {
  title: 'Error',
  description: 'There was an error sending your message. Please try again.',
  variant: 'destructive',
} as const;

export default function Contact() {
  const { toast } = useToast();
  const formHeadingId = useId();
  const supportHeadingId = useId();
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader eyebrow="Customer care" title={contactPage.title} intro={contactPage.intro} />
      <div className={styles.layout}>
        <div className={styles.formCard}>
          {/* The form is named by this heading: no field's label ("Name", "Email", "Phone",
              "Message") may appear in it, or looking a field up by its label finds the form too. */}
          <h2 id={formHeadingId} className={styles.formHeading}>
            Write to us
          </h2>
          <ContactForm
            labelledBy={formHeadingId}
            onSubmit={async (values, honeypot) => {
              // On failure the form keeps the visitor's words, so they can send them again.
              const sent = (
                await callApi('/api/contact', {
                  method: 'POST',
                  body: { ...values, website: honeypot },
                })
              ).ok;
              toast(sent ? SENT_TOAST : FAILED_TOAST);
              return sent ? 'sent' : 'kept';
            }}
          />
        </div>
        <div className={styles.support}>
          <SupportInfo headingId={supportHeadingId} />
        </div>
      </div>
    </div>
  );
}
