import { Image } from '../components/ui/Image';
import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import type { Route } from './+types/home';
import heroArt from '../components/home/hero.svg?raw';
import '../components/home/hero.css';
import { DeferredHeroProduct } from '../components/home/HeroProduct';
import { DeferredProductGrid } from '../components/product/ProductGrid';
import { RatingStars } from '../components/product/RatingStars';
import { ButtonLink } from '../components/ui/Button';
import { ArrowRightIcon } from '../components/ui/icons';
import { loadHomeContent, type HomeContent } from '../lib/content/home.server';
import type { RatingSummary } from '../lib/product/rating';
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

/**
 * The hero picture's width: the wider of the hero's two columns on wide screens (about 35rem
 * once the page reaches its widest), the page's width less its margins on phones.
 */
const HERO_IMAGE_SIZES = '(min-width: 76rem) 35rem, (min-width: 900px) 46vw, calc(100vw - 2.5rem)';
/** The frame the hero picture fills (home.module.css), so the platform crops it to fit. */
const HERO_IMAGE_ASPECT_RATIO = '16/10';

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
  const bestSeller = settle(
    getProducts(storefront, { first: 1, sortKey: 'BEST_SELLING' }).then(([first]) => first ?? null),
    'Loading the best seller',
  );
  const content = loadHomeContent(storefront, [getConfig().storeDomain, currentPageUrl().origin]);
  // Built here, where the site's public origin is known, so server and browser render the same.
  const site = { url: siteUrl('/'), logo: siteUrl('/brand/logo-light.svg') };
  return { featuredProducts, bestSeller, content, site };
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

function Hero({
  hero,
  rating,
  bestSeller,
}: {
  hero: HomeContent['hero'];
  rating: RatingSummary | null;
  bestSeller: Route.ComponentProps['loaderData']['bestSeller'];
}) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroCopy}>
          {hero.eyebrow ? <p className="eyebrow">{hero.eyebrow}</p> : null}
          <h1 id="hero-heading" className={styles.heroHeading}>
            {hero.headline}
          </h1>
          {rating ? <RatingStars rating={rating} /> : null}
          {hero.text ? <p className={styles.heroSubline}>{hero.text}</p> : null}
          {hero.button ? (
            <ButtonLink to={hero.button.href} prefetch="intent" className={styles.heroCta}>
              {hero.button.label}
            </ButtonLink>
          ) : null}
        </div>
        <div className={styles.heroProduct}>
          <DeferredHeroProduct product={bestSeller} label={hero.bestSellerLabel} />
        </div>
        {hero.image ? (
          <div className={styles.heroArt}>
            <Image
              data={hero.image}
              aspectRatio={HERO_IMAGE_ASPECT_RATIO}
              sizes={HERO_IMAGE_SIZES}
              srcSetOptions={IMAGE_SRCSET.main}
              // In the first screen at every width (on a phone, its top under the best seller)
              // and a wide screen's largest paint: fetched with the HTML, first.
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

/**
 * A section's heading in the shop's words; without them the section still names itself, for
 * those who find it by its heading, with a heading seen by no one.
 */
function SectionHeading({
  id,
  heading,
  unnamed,
}: {
  id: string;
  heading: string | null;
  /** What the section is called when the shop has no heading for it. */
  unnamed: string;
}) {
  return (
    <h2 id={id} className={heading ? styles.sectionHeading : 'visually-hidden'}>
      {heading ?? unnamed}
    </h2>
  );
}

/** The steps from scoop to soak, short enough to read on one phone screen. */
function HowItWorks({ howItWorks }: { howItWorks: HomeContent['howItWorks'] }) {
  return (
    <section className={styles.howItWorks} aria-labelledby="how-it-works-heading">
      <div className="container">
        <div className={styles.sectionIntro}>
          {howItWorks.eyebrow ? <p className="eyebrow">{howItWorks.eyebrow}</p> : null}
          <SectionHeading
            id="how-it-works-heading"
            heading={howItWorks.heading}
            unnamed={howItWorks.eyebrow ?? 'How it works'}
          />
        </div>
        <ol className={styles.steps}>
          {howItWorks.steps.map((step) => (
            <li key={step.title}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              {step.text ? <p>{step.text}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Customers' words under the shop's rating: the proof beside the promise. */
function Testimonials({
  testimonials,
  rating,
}: {
  testimonials: HomeContent['testimonials'];
  rating: RatingSummary | null;
}) {
  return (
    <section className={styles.quotes} aria-labelledby="quotes-heading">
      <div className="container">
        <div className={styles.sectionHead}>
          <SectionHeading
            id="quotes-heading"
            heading={testimonials.heading}
            unnamed="Customer quotes"
          />
          {rating ? <RatingStars rating={rating} /> : null}
        </div>
        <ul className={styles.quoteList}>
          {testimonials.quotes.map((testimonial) => (
            <li key={testimonial.quote}>
              <figure className={styles.quote}>
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                {testimonial.name ? (
                  <figcaption>
                    <span className={styles.quoteName}>{testimonial.name}</span>
                    {testimonial.detail ? (
                      <span className={styles.quoteDetail}>{testimonial.detail}</span>
                    ) : null}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
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
  const { content, bestSeller, site } = loaderData;
  const shopName = useShopLayout()?.name;
  return (
    <>
      <OrganizationJsonLd site={site} />
      <Suspense fallback={<HeroPlaceholder />}>
        <Await resolve={content}>
          {(home) =>
            home ? (
              <>
                <Hero hero={home.hero} rating={home.rating} bestSeller={bestSeller} />
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
          {(home) => (
            <>
              {home?.howItWorks.steps.length ? <HowItWorks howItWorks={home.howItWorks} /> : null}
              {home?.testimonials.quotes.length ? (
                <Testimonials testimonials={home.testimonials} rating={home.rating} />
              ) : null}
            </>
          )}
        </Await>
      </Suspense>
    </>
  );
}
