import { data } from 'react-router';
import { escapeMarkup } from '../html/escape';
import { errorFields, logger } from '../log.server';
import { truncateDescription } from '../meta';
import { getLayout, getPage, getShopPolicy, type LayoutData } from '../shopify/content';
import type { ShopifyClient } from '../shopify';
import { navItems } from './menu';
import { PAGE_LOAD_ERROR, PAGE_NOT_FOUND } from './meta';
import { fieldText, ingredientsOf, listValue, type Ingredient } from './metafields';
import { pageBody, summaryOf, withIngredientCards } from './page-body.server';
import {
  contactPlaceholders,
  fillPlaceholders,
  formatPhoneNumber,
  type ShopLayout,
  type ShopTexts,
  type SupportContact,
} from './shop';
import type { ContentCard, ContentPage } from './types';

/** The shop's contact details from its metafields; the phone number formatted for reading. */
export function supportContactOf(shop: LayoutData['shop']): SupportContact {
  const phone = shop.supportPhone?.value.trim();
  return {
    email: shop.supportEmail?.value.trim() || null,
    phone: phone ? { e164: phone, display: formatPhoneNumber(phone) } : null,
    hours: shop.businessHours?.value.trim() || null,
    responseTime: shop.supportResponseTime?.value.trim() || null,
  };
}

/** The shop's shared sentences from its metafields; an unset one is left out. */
export function shopTextsOf(shop: LayoutData['shop']): ShopTexts {
  return {
    newsletterHeading: fieldText(shop.newsletterHeading),
    newsletterText: fieldText(shop.newsletterText),
    subscriptionPerks: listValue(shop.subscriptionPerks?.value),
    orderShippingNote: fieldText(shop.orderShippingNote),
  };
}

/**
 * Every page's frame: the shop's name and brand, its contact details and its menus, their links
 * made the storefront's own. `ownOrigins` are the addresses the shop's absolute links may use
 * besides its primary domain: the platform's store domain and this site's public origin.
 */
export function shopLayoutOf(data: LayoutData, ownOrigins: readonly string[]): ShopLayout {
  const { shop } = data;
  const origins = [new URL(shop.primaryDomain.url).origin, ...ownOrigins];
  return {
    name: shop.name,
    slogan: shop.brand?.slogan?.trim() || null,
    description: shop.description?.trim() || null,
    logoUrl: shop.brand?.logo?.image?.url ?? null,
    support: supportContactOf(shop),
    texts: shopTextsOf(shop),
    headerMenu: navItems(data.headerMenu?.items, origins),
    footerMenu: navItems(data.footerMenu?.items, origins),
  };
}

/**
 * The layout, or null when the platform could not be asked: the page itself then shows its own
 * state, inside a header and footer without menus, rather than the whole site failing.
 */
export async function loadShopLayout(
  storefront: ShopifyClient,
  ownOrigins: readonly string[],
): Promise<ShopLayout | null> {
  try {
    return shopLayoutOf(await getLayout(storefront), ownOrigins);
  } catch (error) {
    logger.error(errorFields(error), '[storefront] Loading the shop layout failed');
    return null;
  }
}

/**
 * The page with this handle (its body's placeholders filled with the shop's contact details).
 * Throws the 404 response when the shop has no such page and a 502 when the platform fails, for
 * the route's ErrorBoundary.
 */
export async function loadContentPage(
  storefront: ShopifyClient,
  handle: string,
): Promise<ContentPage> {
  const [page, layout] = await loadOrFail(`page "${handle}"`, () =>
    Promise.all([getPage(storefront, handle), getLayout(storefront)]),
  );
  if (!page) contentNotFound();
  const placeholders = contactPlaceholders(supportContactOf(layout.shop));
  const body = withIngredientCards(
    pageBody(page.body, placeholders),
    ingredientCards(ingredientsOf(page.ingredients?.references?.nodes)),
  );
  const seoText = (text: string | null | undefined) =>
    text?.trim() ? fillPlaceholders(text.trim(), placeholders) : undefined;
  return {
    title: page.title,
    eyebrow: page.eyebrow?.value.trim() || null,
    seo: {
      title: seoText(page.seo?.title) ?? page.title,
      description:
        seoText(page.seo?.description) ??
        truncateDescription(fillPlaceholders(page.bodySummary, placeholders)),
    },
    body,
  };
}

/** A shop policy, as loadContentPage loads a page. A policy has no SEO fields of its own. */
export async function loadPolicy(storefront: ShopifyClient, handle: string): Promise<ContentPage> {
  const policy = await findPolicy(storefront, handle);
  return policy ?? contentNotFound();
}

/** Answers the not-found page for content the platform does not have. */
export function contentNotFound(): never {
  throw data(PAGE_NOT_FOUND.description, { status: 404 });
}

/** A policy of the shop as a page, or null when the platform has none by that handle. */
export async function findPolicy(
  storefront: ShopifyClient,
  handle: string,
): Promise<ContentPage | null> {
  const [policy, layout] = await loadOrFail(`policy "${handle}"`, () =>
    Promise.all([getShopPolicy(storefront, handle), getLayout(storefront)]),
  );
  if (!policy) return null;
  const body = pageBody(policy.body, contactPlaceholders(supportContactOf(layout.shop)));
  return {
    title: policy.title,
    eyebrow: null,
    seo: { title: policy.title, description: truncateDescription(summaryOf(body)) },
    body,
  };
}

async function loadOrFail<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logger.error(errorFields(error), `[storefront] Loading ${what} failed`);
    throw data(PAGE_LOAD_ERROR.description, { status: 502 });
  }
}

/** Ingredients as cards: "Name (also known as)", its role, then how it works and where it is met. */
export function ingredientCards(ingredients: readonly Ingredient[]): ContentCard[] {
  return ingredients.map((ingredient) => {
    const text = [ingredient.howItWorks, ingredient.everydayUse].filter(Boolean).join(' ');
    return {
      title: ingredient.alsoKnownAs
        ? `${ingredient.name} (${ingredient.alsoKnownAs})`
        : ingredient.name,
      subtitle: ingredient.role,
      html: text ? `<p>${escapeMarkup(text)}</p>` : '',
    };
  });
}
