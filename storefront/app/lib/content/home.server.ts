import { errorFields, logger } from '../log.server';
import { getHomeContent, type HomeContentData } from '../shopify/content';
import type { ShopifyClient } from '../shopify';
import {
  combinedRating,
  productRating,
  ratingSummary,
  type RatingSummary,
} from '../product/rating';
import { fieldText } from './metafields';
import { storefrontUrl } from './routes';
import type { ContentLink } from './types';

export interface HomeHero {
  readonly eyebrow: string | null;
  readonly headline: string;
  readonly text: string | null;
  readonly button: ContentLink | null;
  /** The small label over the best seller beside the hero ("Best seller"); none when unset. */
  readonly bestSellerLabel: string | null;
  /** The hero's own picture; without one the page shows the brand's drawing. */
  readonly image: {
    readonly url: string;
    readonly altText: string | null;
    readonly width: number | null;
    readonly height: number | null;
  } | null;
}

/** A titled short text: a benefit under the hero, a step of how the powder works. */
export interface HomeFeature {
  readonly title: string;
  readonly text: string | null;
}

/** The "How it works" section: its label and heading, and its steps in order. */
export interface HomeHowItWorks {
  readonly eyebrow: string | null;
  readonly heading: string | null;
  readonly steps: readonly HomeFeature[];
}

/** The customer quotes under their heading ("What customers say"). */
export interface HomeTestimonials {
  readonly heading: string | null;
  readonly quotes: readonly HomeTestimonial[];
}

/** A customer's words (a `testimonial` metaobject), with who said them. */
export interface HomeTestimonial {
  readonly quote: string;
  readonly name: string | null;
  /** What the customer uses it for, or where they are: "Cold plunge, Austin". */
  readonly detail: string | null;
}

/**
 * The home page's words from the `hero` metaobject `home` (the hero, its benefits, how it works
 * and the customer quotes), and the shop's rating from its products' review metafields.
 */
export interface HomeContent {
  readonly hero: HomeHero;
  readonly benefits: readonly HomeFeature[];
  readonly howItWorks: HomeHowItWorks;
  readonly testimonials: HomeTestimonials;
  /** Null when no product has a rating. */
  readonly rating: RatingSummary | null;
}

type Nodes<T> = readonly (T | Record<PropertyKey, never>)[] | undefined;
type Field = { value: string | null } | null | undefined;

/** Titled texts from `feature`-like metaobjects; one without a title is left out. */
function featuresOf(nodes: Nodes<{ title?: Field; text?: Field }>): HomeFeature[] {
  return (nodes ?? []).flatMap((node) => {
    const title = fieldText(node.title);
    return title ? [{ title, text: fieldText(node.text) }] : [];
  });
}

/** Customer quotes; an entry without its quote is left out (that is how the owner hides one). */
function testimonialsOf(
  nodes: Nodes<{ quote?: Field; name?: Field; detail?: Field }>,
): HomeTestimonial[] {
  return (nodes ?? []).flatMap((node) => {
    const quote = fieldText(node.quote);
    return quote ? [{ quote, name: fieldText(node.name), detail: fieldText(node.detail) }] : [];
  });
}

/**
 * The home page's content, or null when the shop has no hero (or the platform could not be
 * asked): the page then shows the rest of itself, its featured products in their own state.
 */
export async function loadHomeContent(
  storefront: ShopifyClient,
  ownOrigins: readonly string[],
): Promise<HomeContent | null> {
  try {
    return homeContentOf(await getHomeContent(storefront), ownOrigins);
  } catch (error) {
    logger.error(errorFields(error), '[storefront] Loading the home page content failed');
    return null;
  }
}

function homeContentOf(data: HomeContentData, ownOrigins: readonly string[]): HomeContent | null {
  const { hero } = data;
  const headline = fieldText(hero?.headline);
  if (!hero || !headline) return null;

  const origins = [new URL(data.shop.primaryDomain.url).origin, ...ownOrigins];
  const label = fieldText(hero.buttonLabel);
  const href = storefrontUrl(fieldText(hero.buttonUrl), origins);
  const image =
    hero.image?.reference && 'image' in hero.image.reference ? hero.image.reference.image : null;
  return {
    hero: {
      eyebrow: fieldText(hero.eyebrow),
      headline,
      text: fieldText(hero.text),
      button: label && href ? { label, href } : null,
      bestSellerLabel: fieldText(hero.bestSellerLabel),
      image: image ?? null,
    },
    benefits: featuresOf(hero.benefits?.references?.nodes),
    howItWorks: {
      eyebrow: fieldText(hero.directionsEyebrow),
      heading: fieldText(hero.directionsHeading),
      steps: featuresOf(hero.steps?.references?.nodes),
    },
    testimonials: {
      heading: fieldText(hero.testimonialsHeading),
      quotes: testimonialsOf(hero.testimonials?.references?.nodes),
    },
    rating: shopRating(data.ratedProducts.nodes),
  };
}

/** The products' ratings as one, worked out here so the page gets only its words. */
function shopRating(products: HomeContentData['ratedProducts']['nodes']): RatingSummary | null {
  const rating = combinedRating(
    products.map((product) => productRating(product.rating, product.ratingCount)),
  );
  return rating && ratingSummary(rating);
}
