import { Image } from '../components/ui/Image';
import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import type { Route } from './+types/home';
import heroArt from '../components/home/hero.svg?raw';
import '../components/home/hero.css';
import { DeferredProductGrid } from '../components/product/ProductGrid';
import { ButtonLink } from '../components/ui/Button';
import { ArrowRightIcon } from '../components/ui/icons';
import { loadHomeContent, type HomeContent } from '../lib/content/home.server';
import { shopLayoutOf, useShopLayout } from '../lib/content/shop';
import { getConfig } from '../lib/config.server';
import { FEATURED_PRODUCTS_SHOWN, IMAGE_SRCSET } from '../lib/constants';
import { storefrontContext } from '../lib/context';
import { fetchPriority } from '../lib/html/fetch-priority';
import { jsonLdScriptProps, organizationJsonLd } from '../lib/json-ld';
import { pageMeta } from '../lib/meta';
import { currentPageUrl, siteUrl } from '../lib/page-url';
import { settle } from '../lib/settle';
import { getProducts } from '../lib/shopify';
import styles from './home.module.css';

/** The commerce platform's name, as the spec has it in the featured products' states. */
const COMMERCE_PLATFORM = 'Shopify';
const FEATURED_ERROR = `Error loading products. Please check your ${COMMERCE_PLATFORM} configuration.`;
const FEATURED_EMPTY = `No products found. Please add products in your ${COMMERCE_PLATFORM} admin.`;

/** The hero picture is half the width on wide screens, the whole width on phones. */
const HERO_IMAGE_SIZES = '(min-width: 900px) 50vw, 100vw';

/** The shop's name and slogan, and its description (the platform's home page description). */
export function meta({ matches }: Route.MetaArgs) {
  const shop = shopLayoutOf(matches);
  const title = shop ? [shop.name, shop.slogan].filter(Boolean).join(' | ') : 'Home';
  return pageMeta(matches, { title, description: shop?.description ?? '' });
}

export function loader({ context }: Route.LoaderArgs) {
  const storefront = context.get(storefrontContext);
  // Not awaited: client-side navigations show the page at once while these stream in (the
  // server sends the document whole, so shoppers arriving here get them in the HTML).
  const featuredProducts = settle(
    getProducts(storefront, { first: FEATURED_PRODUCTS_SHOWN }),
    'Loading featured products',
  );
  const content = loadHomeContent(storefront, [getConfig().storeDomain, currentPageUrl().origin]);
  // Built here, where the site's public origin is known, so server and browser render the same.
  const site = { url: siteUrl('/'), logo: siteUrl('/brand/logo-light.svg') };
  return { featuredProducts, content, site };
}

/** The shop as an Organization for search engines, from the root's shop details. */
function OrganizationJsonLd({ site }: { site: { url: string; logo: string } }) {
  const shop = useShopLayout();
  if (!shop) return null;
  const organization = organizationJsonLd({
    name: shop.name,
    url: site.url,
    logo: shop.logoUrl ?? site.logo,
    email: shop.support.email,
    telephone: shop.support.phone?.e164 ?? null,
  });
  return <script {...jsonLdScriptProps(organization)} />;
}

/** The brand's drawing, inline, so the first screen needs no image request. */
function HeroArt() {
  // One drawing, whose dark palette (the default theme's) is in hero.svg and whose light one is
  // in hero.css.
  return <div className={styles.heroArt} dangerouslySetInnerHTML={{ __html: heroArt }} />;
}

function Hero({ hero }: { hero: HomeContent['hero'] }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroCopy}>
          {hero.eyebrow ? <p className="eyebrow">{hero.eyebrow}</p> : null}
          <h1 id="hero-heading" className={styles.heroHeading}>
            {hero.headline}
          </h1>
          {hero.text ? <p className={styles.heroSubline}>{hero.text}</p> : null}
          {hero.button ? (
            <ButtonLink to={hero.button.href} prefetch="intent" className={styles.heroCta}>
              {hero.button.label}
            </ButtonLink>
          ) : null}
        </div>
        {hero.image ? (
          <div className={styles.heroArt}>
            <Image
              data={hero.image}
              sizes={HERO_IMAGE_SIZES}
              srcSetOptions={IMAGE_SRCSET.main}
              // The page's largest contentful paint: fetch it with the HTML, first.
              loading="eager"
              {...fetchPriority('high')}
            />
          </div>
        ) : (
          <HeroArt />
        )}
      </div>
    </section>
  );
}

/** While the hero streams in (client-side navigations): its frame and the drawing. */
function HeroPlaceholder() {
  return (
    <section className={styles.hero} aria-busy="true">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroCopy} />
        <HeroArt />
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, site } = loaderData;
  const shopName = useShopLayout()?.name;
  return (
    <>
      <OrganizationJsonLd site={site} />
      <Suspense fallback={<HeroPlaceholder />}>
        <Await resolve={content}>
          {(home) =>
            home ? (
              <>
                <Hero hero={home.hero} />
                {home.benefits.length ? (
                  <section
                    className={styles.benefits}
                    aria-label={shopName ? `Why ${shopName}` : 'Why shop with us'}
                  >
                    <ul className={`container ${styles.benefitsList}`}>
                      {home.benefits.map((benefit) => (
                        <li key={benefit.title}>
                          <p className={styles.benefitTitle}>{benefit.title}</p>
                          {benefit.text ? (
                            <p className={styles.benefitText}>{benefit.text}</p>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
              </>
            ) : (
              // Without its hero (the platform did not answer) the page still names itself.
              <h1 className="visually-hidden">{shopName ?? 'Home'}</h1>
            )
          }
        </Await>
      </Suspense>

      <section className={`container ${styles.featured}`} aria-labelledby="featured-heading">
        <div className={styles.sectionHead}>
          <h2 id="featured-heading" className={styles.sectionHeading}>
            Featured Products
          </h2>
          <Link to="/products" prefetch="intent" className={styles.sectionLink}>
            View all products <ArrowRightIcon />
          </Link>
        </div>
        <DeferredProductGrid
          products={loaderData.featuredProducts}
          skeletonCount={FEATURED_PRODUCTS_SHOWN}
          errorMessage={FEATURED_ERROR}
          emptyMessage={FEATURED_EMPTY}
          headingLevel="h3"
        />
      </section>

      <Suspense fallback={null}>
        <Await resolve={content}>
          {(home) =>
            home?.directions.steps.length ? (
              <section className={styles.ritual} aria-labelledby="ritual-heading">
                <div className={`container ${styles.ritualInner}`}>
                  <div className={styles.ritualIntro}>
                    {home.directions.eyebrow ? (
                      <p className="eyebrow">{home.directions.eyebrow}</p>
                    ) : null}
                    {/* Without the shop's heading the section still names itself. */}
                    <h2
                      id="ritual-heading"
                      className={
                        home.directions.heading ? styles.sectionHeading : 'visually-hidden'
                      }
                    >
                      {home.directions.heading ?? home.directions.eyebrow ?? 'How to use'}
                    </h2>
                  </div>
                  <ol className={styles.steps}>
                    {home.directions.steps.map((direction) => (
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
            ) : null
          }
        </Await>
      </Suspense>
    </>
  );
}
