import { useId } from 'react';
import type { Route } from './+types/contact';
import { ContactForm } from '../components/content/ContactForm';
import { ContentBlocks } from '../components/content/ContentBlocks';
import { ContentPageError } from '../components/content/ContentPageError';
import { PageHeader } from '../components/content/PageHeader';
import { loadContentPage } from '../lib/content/load.server';
import { contentPageMeta } from '../lib/content/meta';
import { useShopLayout, type SupportContact } from '../lib/content/shop';
import { storefrontContext } from '../lib/context';
import styles from './contact.module.css';

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return contentPageMeta(matches, loaderData?.page, error);
}

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context.get(storefrontContext), 'contact') };
}

/** The shop's contact details (its metafields), each one that is set. */
function SupportDetails({ support }: { support: SupportContact }) {
  const details = [
    support.email
      ? { label: 'Email', value: support.email, href: `mailto:${support.email}` }
      : null,
    support.phone
      ? { label: 'Phone', value: support.phone.display, href: `tel:${support.phone.e164}` }
      : null,
    support.hours ? { label: 'Business Hours', value: support.hours } : null,
    support.responseTime
      ? { label: 'Response Time', value: `Within ${support.responseTime}` }
      : null,
  ].filter((detail) => detail !== null);
  if (!details.length) return null;
  return (
    <dl className={styles.details}>
      {details.map((detail) => (
        <div key={detail.label} className={styles.detail}>
          <dt className={styles.term}>{detail.label}</dt>
          <dd className={styles.value}>
            {'href' in detail ? <a href={detail.href}>{detail.value}</a> : detail.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /contact: the page's opening, the contact form, and beside it the page's sections as panels,
 * the first one listing the shop's contact details under its heading (a body without sections
 * gets a panel for them alone).
 */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const support = useShopLayout()?.support;
  const formHeadingId = useId();
  const panelId = useId();
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.body.lead} />
      <div className={styles.layout}>
        <div className={styles.formCard}>
          {/* The form is named by this heading: no field's label ("Name", "Email", "Phone",
              "Message") may appear in it, or looking a field up by its label finds the form too. */}
          <h2 id={formHeadingId} className={styles.heading}>
            Write to us
          </h2>
          <ContactForm labelledBy={formHeadingId} />
        </div>
        <div className={styles.support}>
          {page.body.sections.map((section, index) => (
            <section
              key={section.id}
              className={styles.panel}
              aria-labelledby={`${panelId}-${section.id}`}
            >
              <h2 id={`${panelId}-${section.id}`} className={styles.heading}>
                {section.heading}
              </h2>
              {index === 0 && support ? <SupportDetails support={support} /> : null}
              <ContentBlocks blocks={section.blocks} className={styles.note} />
            </section>
          ))}
          {!page.body.sections.length && support ? (
            <section className={styles.panel} aria-label="Contact details">
              <SupportDetails support={support} />
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentPageError error={error} />;
}
