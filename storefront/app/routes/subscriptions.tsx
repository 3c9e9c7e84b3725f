import { useId } from 'react';
import type { Route } from './+types/subscriptions';
import { ContentPageError } from '../components/content/ContentPageError';
import { DocumentSections } from '../components/content/DocumentSections';
import { PageHeader } from '../components/content/PageHeader';
import { ButtonLink } from '../components/ui/Button';
import { firstBlock } from '../lib/content/blocks';
import { loadContentPage } from '../lib/content/load.server';
import { contentPageMeta } from '../lib/content/meta';
import { storefrontContext } from '../lib/context';
import { errorFields, logger } from '../lib/log.server';
import { getSubscriptionPlans, savingLabel } from '../lib/shopify/subscription-plans';
import styles from './subscriptions.module.css';

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return contentPageMeta(matches, loaderData?.page, error);
}

export async function loader({ context }: Route.LoaderArgs) {
  const storefront = context.get(storefrontContext);
  const [page, plans] = await Promise.all([
    loadContentPage(storefront, 'subscriptions'),
    // The terms stand without the plans: a failed load leaves their panel out, not the page.
    getSubscriptionPlans(storefront).catch((error: unknown) => {
      logger.error(errorFields(error), '[storefront] Loading the subscription plans failed');
      return [];
    }),
  ]);
  return { page, plans, saving: savingLabel(plans) };
}

/**
 * The subscription terms page: the body's opening beside the plans (the selling plans'
 * frequencies and saving, as the products offer them on the platform), the cards in its opening
 * as the subscriber benefits, then its sections with a table of contents.
 */
export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  const { page, plans, saving } = loaderData;
  const frequenciesHeadingId = useId();
  const benefitsHeadingId = useId();
  const benefits = firstBlock(page.body.lead, 'cards');
  const intro = page.body.lead.filter((block) => block !== benefits);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.top}>
        <PageHeader eyebrow={page.eyebrow} title={page.title} intro={intro} />
        {plans.length > 0 ? (
          <aside className={styles.plans} aria-labelledby={frequenciesHeadingId}>
            {saving ? <p className={styles.save}>{saving}</p> : null}
            <h2 id={frequenciesHeadingId} className={styles.plansHeading}>
              Delivery frequencies
            </h2>
            <ul className={styles.frequencies}>
              {plans.map((plan) => (
                <li key={plan.phrase}>
                  <span className={styles.frequencyLabel}>{plan.name}</span>
                  <span className={styles.frequencyPhrase}>{`Delivered ${plan.phrase}`}</span>
                </li>
              ))}
            </ul>
            <ButtonLink to="/products" prefetch="intent" className={styles.shop}>
              Shop Now
            </ButtonLink>
          </aside>
        ) : null}
      </div>

      {benefits ? (
        <section className={styles.benefits} aria-labelledby={benefitsHeadingId}>
          <h2 id={benefitsHeadingId} className="visually-hidden">
            Subscriber benefits
          </h2>
          <ul className={styles.benefitList}>
            {benefits.cards.map((benefit) => (
              <li key={benefit.title}>
                <h3 className={styles.benefitTitle}>{benefit.title}</h3>
                <div
                  className={styles.benefitText}
                  dangerouslySetInnerHTML={{ __html: benefit.html }}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <DocumentSections sections={page.body.sections} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentPageError error={error} />;
}
