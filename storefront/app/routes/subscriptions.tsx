import { useId } from 'react';
import { DocumentSections } from '../components/content/DocumentSections';
import { PageHeader } from '../components/content/PageHeader';
import { ButtonLink } from '../components/ui/Button';
import { SEO } from '../content/seo';
import { SUBSCRIPTION_SAVE_LABEL, subscriptionsPage } from '../content/subscriptions';
import { pageMeta } from '../lib/meta';
import styles from './subscriptions.module.css';

export function meta() {
  return pageMeta(SEO['/subscriptions']);
}

export default function Subscriptions() {
  const frequenciesHeadingId = useId();
  const benefitsHeadingId = useId();
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.top}>
        <PageHeader
          eyebrow="Subscribe & save"
          title={subscriptionsPage.title}
          intro={subscriptionsPage.intro}
        />
        <aside className={styles.plans} aria-labelledby={frequenciesHeadingId}>
          <p className={styles.save}>{SUBSCRIPTION_SAVE_LABEL}</p>
          <h2 id={frequenciesHeadingId} className={styles.plansHeading}>
            Delivery frequencies
          </h2>
          <ul className={styles.frequencies}>
            {subscriptionsPage.frequencies.map((frequency) => (
              <li key={frequency.value}>
                <span className={styles.frequencyLabel}>{frequency.label}</span>
                <span className={styles.frequencyPhrase}>{`Delivered ${frequency.phrase}`}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to="/products" prefetch="intent" className={styles.shop}>
            Shop Now
          </ButtonLink>
        </aside>
      </div>

      <section className={styles.benefits} aria-labelledby={benefitsHeadingId}>
        <h2 id={benefitsHeadingId} className="visually-hidden">
          Subscriber benefits
        </h2>
        <ul className={styles.benefitList}>
          {subscriptionsPage.benefits.map((benefit) => (
            <li key={benefit.title}>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p className={styles.benefitText}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <DocumentSections sections={subscriptionsPage.sections} />
    </div>
  );
}
