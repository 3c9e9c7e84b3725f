import { Link } from 'react-router';
import type { Route } from './+types/home';
import heroArt from '../components/home/hero.svg?raw';
import '../components/home/hero.css';
import { DeferredProductGrid } from '../components/product/ProductGrid';
import { ButtonLink } from '../components/ui/Button';
import { ArrowRightIcon } from '../components/ui/icons';
import { homePage } from '../content/home';
import { DIRECTIONS } from '../content/product';
import { SEO } from '../content/seo';
import { FEATURED_PRODUCTS_SHOWN } from '../lib/constants';
import { storefrontContext } from '../lib/context';
import { jsonLdScriptProps, organizationJsonLd } from '../lib/json-ld';
import { pageMeta } from '../lib/meta';
import { siteUrl } from '../lib/page-url';
import { settle } from '../lib/settle';
import { getProducts } from '../lib/shopify';
import styles from './home.module.css';

export function meta() {
  return pageMeta(SEO['/']);
}

export function loader({ context }: Route.LoaderArgs) {
  // Not awaited: client-side navigations show skeletons at once while this streams in.
  const featuredProducts = settle(
    getProducts(context.get(storefrontContext), { first: FEATURED_PRODUCTS_SHOWN }),
    'Loading featured products',
  );
  // Built here, where the site's public origin is known, so server and browser render the same.
  const organization = organizationJsonLd({
    url: siteUrl('/'),
    logo: siteUrl('/brand/logo-light.svg'),
  });
  // The page's texts come with its data, so they are not in its JavaScript.
  return { featuredProducts, organization, page: homePage, directions: DIRECTIONS };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, benefits, featured } = loaderData.page;
  return (
    <>
      <script {...jsonLdScriptProps(loaderData.organization)} />
      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroCopy}>
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1 id="hero-heading" className={styles.heroHeading}>
              {hero.headline}
            </h1>
            <p className={styles.heroSubline}>{hero.subline}</p>
            <ButtonLink to={hero.cta.href} prefetch="intent" className={styles.heroCta}>
              {hero.cta.label}
            </ButtonLink>
          </div>
          {/* Inline, so the first screen needs no image request: one drawing, whose dark palette
              (the default theme's) is in hero.svg and whose light one is in hero.css. */}
          <div className={styles.heroArt} dangerouslySetInnerHTML={{ __html: heroArt }} />
        </div>
      </section>

      <section className={styles.benefits} aria-label="Why Clearwell">
        <ul className={`container ${styles.benefitsList}`}>
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <p className={styles.benefitTitle}>{benefit.title}</p>
              <p className={styles.benefitText}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.featured}`} aria-labelledby="featured-heading">
        <div className={styles.sectionHead}>
          <h2 id="featured-heading" className={styles.sectionHeading}>
            {featured.heading}
          </h2>
          <Link to={featured.viewAll.href} prefetch="intent" className={styles.sectionLink}>
            {featured.viewAll.label} <ArrowRightIcon />
          </Link>
        </div>
        <DeferredProductGrid
          products={loaderData.featuredProducts}
          skeletonCount={FEATURED_PRODUCTS_SHOWN}
          errorMessage={featured.errorMessage}
          emptyMessage={featured.emptyMessage}
          headingLevel="h3"
        />
      </section>

      <section className={styles.ritual} aria-labelledby="ritual-heading">
        <div className={`container ${styles.ritualInner}`}>
          <div className={styles.ritualIntro}>
            <p className="eyebrow">How to use</p>
            <h2 id="ritual-heading" className={styles.sectionHeading}>
              Two scoops, then simply water.
            </h2>
          </div>
          <ol className={styles.steps}>
            {loaderData.directions.map((direction) => (
              <li key={direction.id}>
                <h3 className={styles.stepTitle}>{direction.title}</h3>
                {direction.steps.map((step) => (
                  <p key={step}>{step}</p>
                ))}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
