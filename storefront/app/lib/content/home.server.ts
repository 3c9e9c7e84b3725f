import { errorFields, logger } from '../log.server';
import { getHomeContent, type HomeContentData } from '../shopify/content';
import type { ShopifyClient } from '../shopify';
import { directionsOf, fieldText, type Direction } from './metafields';
import { storefrontUrl } from './routes';
import type { ContentLink } from './types';

export interface HomeHero {
  readonly eyebrow: string | null;
  readonly headline: string;
  readonly text: string | null;
  readonly button: ContentLink | null;
  /** The hero's own picture; without one the page shows the brand's drawing. */
  readonly image: {
    readonly url: string;
    readonly altText: string | null;
    readonly width: number | null;
    readonly height: number | null;
  } | null;
}

/** The "How to use" section: its label and heading, and a card per kind of water. */
export interface HomeDirections {
  readonly eyebrow: string | null;
  readonly heading: string | null;
  readonly steps: readonly Direction[];
}

/** The home page's words from the `hero` metaobject `home`: the hero, benefits and directions. */
export interface HomeContent {
  readonly hero: HomeHero;
  readonly benefits: readonly { readonly title: string; readonly text: string | null }[];
  readonly directions: HomeDirections;
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
      image: image ?? null,
    },
    benefits: (hero.benefits?.references?.nodes ?? []).flatMap((node) => {
      const title = 'title' in node ? fieldText(node.title) : null;
      return title ? [{ title, text: fieldText(node.text) }] : [];
    }),
    directions: {
      eyebrow: fieldText(hero.directionsEyebrow),
      heading: fieldText(hero.directionsHeading),
      steps: directionsOf(hero.directions?.references?.nodes),
    },
  };
}
