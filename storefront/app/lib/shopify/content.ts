import type { ShopifyClient } from './client';
import { INGREDIENT_FRAGMENT } from './fragments';
import type {
  GetConsentBannerQuery,
  GetHomeContentQuery,
  GetLayoutQuery,
  GetPageQuery,
  GetShopPolicyQuery,
  GetSitemapContentQuery,
} from './generated/storefront-api.generated';

/**
 * The shop's content: its name, brand, contact details and menus (every page's frame), its pages
 * and policies, and the home page's hero. All of it is the same for every shopper, so the
 * catalogue cache keeps it (catalogue-cache.ts).
 */

/** The Storefront API's largest page size. */
const LARGEST_PAGE = 250;

/** What the header and footer show of a menu item, two levels deep (footer groups and links). */
const MENU_FRAGMENT = `#graphql
  fragment MenuItemLink on MenuItem {
    id
    title
    url
  }
  fragment Menu on Menu {
    items {
      ...MenuItemLink
      items {
        ...MenuItemLink
      }
    }
  }
` as const;

/**
 * The frame of every page, and the shop's sentences that pages share. The contact details are
 * shop metafields rather than the contactInformation policy, which is free HTML: a `tel:` link
 * and structured data need the number itself.
 */
export const GET_LAYOUT_QUERY = `#graphql
  query GetLayout {
    shop {
      name
      description
      primaryDomain { url }
      brand {
        slogan
        logo { image { url } }
      }
      supportEmail: metafield(namespace: "custom", key: "support_email") { value }
      supportPhone: metafield(namespace: "custom", key: "support_phone") { value }
      businessHours: metafield(namespace: "custom", key: "business_hours") { value }
      supportResponseTime: metafield(namespace: "custom", key: "support_response_time") { value }
      newsletterHeading: metafield(namespace: "custom", key: "newsletter_heading") { value }
      newsletterText: metafield(namespace: "custom", key: "newsletter_text") { value }
      subscriptionPerks: metafield(namespace: "custom", key: "subscription_perks") { value }
      orderShippingNote: metafield(namespace: "custom", key: "order_shipping_note") { value }
    }
    headerMenu: menu(handle: "main-menu") { ...Menu }
    footerMenu: menu(handle: "footer") { ...Menu }
  }
  ${MENU_FRAGMENT}
` as const;

export type LayoutData = GetLayoutQuery;

export async function getLayout(
  storefront: ShopifyClient,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LayoutData> {
  return storefront.request(GET_LAYOUT_QUERY, { signal });
}

/** A page with its SEO fields, its eyebrow and the ingredients it may list. */
export const GET_PAGE_QUERY = `#graphql
  query GetPage($handle: String!) {
    page(handle: $handle) {
      handle
      title
      body
      bodySummary
      seo { title description }
      eyebrow: metafield(namespace: "custom", key: "eyebrow") { value }
      ingredients: metafield(namespace: "custom", key: "ingredients") {
        references(first: 20) {
          nodes { ...Ingredient }
        }
      }
    }
  }
  ${INGREDIENT_FRAGMENT}
` as const;

export type PageData = NonNullable<GetPageQuery['page']>;
/** The page with this handle, or null when the shop has none. */
export async function getPage(
  storefront: ShopifyClient,
  handle: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PageData | null> {
  const data = await storefront.request(GET_PAGE_QUERY, { variables: { handle }, signal });
  return data.page;
}

/** The shop's policies by handle; each query asks for the one it needs (as Hydrogen does). */
export const GET_SHOP_POLICY_QUERY = `#graphql
  query GetShopPolicy(
    $privacyPolicy: Boolean!
    $refundPolicy: Boolean!
    $shippingPolicy: Boolean!
    $subscriptionPolicy: Boolean!
    $termsOfService: Boolean!
  ) {
    shop {
      privacyPolicy @include(if: $privacyPolicy) { handle title body }
      refundPolicy @include(if: $refundPolicy) { handle title body }
      shippingPolicy @include(if: $shippingPolicy) { handle title body }
      subscriptionPolicy @include(if: $subscriptionPolicy) { id handle title body }
      termsOfService @include(if: $termsOfService) { handle title body }
    }
  }
` as const;

/** Policy handle → its field on Shop. */
const POLICY_FIELDS = {
  'privacy-policy': 'privacyPolicy',
  'refund-policy': 'refundPolicy',
  'shipping-policy': 'shippingPolicy',
  'subscription-policy': 'subscriptionPolicy',
  'terms-of-service': 'termsOfService',
} as const;

export interface PolicyData {
  handle: string;
  title: string;
  body: string;
}

/** The policy with this handle, or null when the shop has not written it. */
export async function getShopPolicy(
  storefront: ShopifyClient,
  handle: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyData | null> {
  if (!Object.hasOwn(POLICY_FIELDS, handle)) return null;
  const field = POLICY_FIELDS[handle as keyof typeof POLICY_FIELDS];
  const include = Object.fromEntries(
    Object.values(POLICY_FIELDS).map((name) => [name, name === field]),
  ) as Record<(typeof POLICY_FIELDS)[keyof typeof POLICY_FIELDS], boolean>;
  const { shop }: GetShopPolicyQuery = await storefront.request(GET_SHOP_POLICY_QUERY, {
    variables: include,
    signal,
  });
  const policy = shop[field];
  // The subscription policy always answers; Shopify's default one (no id) is not the shop's.
  if (!policy || ('id' in policy && !policy.id)) return null;
  return { handle: policy.handle, title: policy.title, body: policy.body };
}

/**
 * The home page's hero (the `hero` metaobject `home`): its words, picture and best seller's label,
 * its benefits, its "how it works" steps and its customer quotes under their heading; and the
 * products' ratings, which the page sums up as the shop's.
 */
export const GET_HOME_CONTENT_QUERY = `#graphql
  query GetHomeContent {
    shop {
      primaryDomain { url }
    }
    hero: metaobject(handle: { type: "hero", handle: "home" }) {
      eyebrow: field(key: "eyebrow") { value }
      headline: field(key: "headline") { value }
      text: field(key: "text") { value }
      buttonLabel: field(key: "button_label") { value }
      buttonUrl: field(key: "button_url") { value }
      bestSellerLabel: field(key: "best_seller_label") { value }
      directionsEyebrow: field(key: "directions_eyebrow") { value }
      directionsHeading: field(key: "directions_heading") { value }
      image: field(key: "image") {
        reference {
          ... on MediaImage {
            image {
              # The first screen's largest paint on wide screens: WebP is about a third of the PNG.
              url(transform: { preferredContentType: WEBP })
              altText
              width
              height
            }
          }
        }
      }
      benefits: field(key: "benefits") {
        references(first: 10) {
          nodes {
            ... on Metaobject {
              title: field(key: "title") { value }
              text: field(key: "text") { value }
            }
          }
        }
      }
      steps: field(key: "steps") {
        references(first: 10) {
          nodes {
            ... on Metaobject {
              title: field(key: "title") { value }
              text: field(key: "text") { value }
            }
          }
        }
      }
      testimonialsHeading: field(key: "testimonials_heading") { value }
      testimonials: field(key: "testimonials") {
        references(first: 10) {
          nodes {
            ... on Metaobject {
              quote: field(key: "quote") { value }
              name: field(key: "name") { value }
              detail: field(key: "detail") { value }
            }
          }
        }
      }
    }
    # The shop's rating on the home page: every product's, averaged by its number of reviews.
    ratedProducts: products(first: ${LARGEST_PAGE}) {
      nodes {
        rating: metafield(namespace: "reviews", key: "rating") { value }
        ratingCount: metafield(namespace: "reviews", key: "rating_count") { value }
      }
    }
  }
` as const;

export type HomeContentData = GetHomeContentQuery;

export async function getHomeContent(
  storefront: ShopifyClient,
  { signal }: { signal?: AbortSignal } = {},
): Promise<HomeContentData> {
  return storefront.request(GET_HOME_CONTENT_QUERY, { signal });
}

/**
 * The consent banner's words (the `consent_banner` metaobject `default`), which the owner edits
 * as Shopify's admin edits its cookie banner's.
 */
export const GET_CONSENT_BANNER_QUERY = `#graphql
  query GetConsentBanner {
    consentBanner: metaobject(handle: { type: "consent_banner", handle: "default" }) {
      title: field(key: "title") { value }
      message: field(key: "message") { value }
    }
  }
` as const;

export type ConsentBannerData = GetConsentBannerQuery;

export async function getConsentBanner(storefront: ShopifyClient): Promise<ConsentBannerData> {
  return storefront.request(GET_CONSENT_BANNER_QUERY);
}

/** What /sitemap.xml lists of the shop's pages and policies. */
export const GET_SITEMAP_CONTENT_QUERY = `#graphql
  query GetSitemapContent($first: Int!, $after: String) {
    pages(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { handle updatedAt }
    }
    shop {
      privacyPolicy { handle }
      refundPolicy { handle }
      shippingPolicy { handle }
      subscriptionPolicy { id handle }
      termsOfService { handle }
    }
  }
` as const;

type SitemapPage = GetSitemapContentQuery['pages']['nodes'][number];

/** Every page (up to `limit`) and the handles of the policies the shop has written. */
export async function getSitemapContent(
  storefront: ShopifyClient,
  { limit, signal }: { limit: number; signal?: AbortSignal },
): Promise<{ pages: SitemapPage[]; policies: string[] }> {
  const pages: SitemapPage[] = [];
  let policies: string[] = [];
  let after: string | null = null;
  do {
    const data: GetSitemapContentQuery = await storefront.request(GET_SITEMAP_CONTENT_QUERY, {
      variables: { first: Math.min(LARGEST_PAGE, limit - pages.length), after },
      signal,
    });
    pages.push(...data.pages.nodes);
    const { subscriptionPolicy, ...others } = data.shop;
    policies = [
      ...Object.values(others).flatMap((policy) => (policy ? [policy.handle] : [])),
      ...(subscriptionPolicy?.id ? [subscriptionPolicy.handle] : []),
    ];
    after = data.pages.pageInfo.hasNextPage ? (data.pages.pageInfo.endCursor ?? null) : null;
  } while (after && pages.length < limit);
  return { pages, policies };
}
