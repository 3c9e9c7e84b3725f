import { useId } from 'react';
import {
  ContactForm,
  type ContactFormValues,
  type ContactSubmitOutcome,
} from '../components/content/ContactForm';
import { PageHeader } from '../components/content/PageHeader';
import { SupportInfo } from '../components/content/SupportInfo';
import { contactPage } from '../content/contact';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/meta';
import styles from './contact.module.css';

export function meta() {
  return pageMeta(SEO['/contact']);
}

/**
 * NOT WIRED YET: sending arrives with the contact-submission issue. It should call
 * customerCreate with the message as a note (spec section 7), show the 'Message Sent' or
 * 'Error' toast (spec section 8) and return 'sent' on success so the form resets.
 * Until then nothing is sent and nothing pretends it was: 'kept' leaves the shopper's words
 * in the form.
 */
function submitContactMessage(_values: ContactFormValues): ContactSubmitOutcome {
  return 'kept';
}

export default function Contact() {
  const formHeadingId = useId();
  const supportHeadingId = useId();
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader eyebrow="Customer care" title={contactPage.title} intro={contactPage.intro} />
      <div className={styles.layout}>
        <div className={styles.formCard}>
          <h2 id={formHeadingId} className={styles.formHeading}>
            Send us a message
          </h2>
          <ContactForm labelledBy={formHeadingId} onSubmit={submitContactMessage} />
        </div>
        <div className={styles.support}>
          <SupportInfo headingId={supportHeadingId} />
        </div>
      </div>
    </div>
  );
}
