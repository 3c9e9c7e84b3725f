import type { MetaDescriptor } from 'react-router';
import { brandedTitle, shopLayoutOf } from './content/shop';
import { canonicalUrl, currentPageUrl, siteUrl } from './page-url';

/**
 * The share image of pages without one of their own: Open Graph needs a raster image, so it is
 * a PNG rendered from the brand's hero art by scripts/og-image.ts.
 */
export const DEFAULT_SHARE_IMAGE = {
  path: '/images/og-default.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  // The picture shows the Clearwell wordmark, whatever the shop's name is set to.
  alt: 'The Clearwell wordmark over fine powder dissolving in calm bath water',
} as const;

export interface PageMeta {
  /** The page's own title; the shop's name is added (see brandedTitle). */
  readonly title: string;
  readonly description: string;
}

/** A route's `meta` matches: the root's data holds the shop's name. */
export type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** Search results show about this many characters of a description. */
const META_DESCRIPTION_LENGTH = 155;

/** At most META_DESCRIPTION_LENGTH characters, cut at a word boundary with an ellipsis. */
export function truncateDescription(text: string, maxLength = META_DESCRIPTION_LENGTH): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** A picture for link previews; `url` is absolute (Open Graph and Twitter want full URLs). */
interface ShareImage {
  url: string;
  alt: string;
  width?: number | null | undefined;
  height?: number | null | undefined;
  /** MIME type, when known. */
  type?: string | undefined;
}

export interface PageMetaOptions {
  /**
   * Keep the page out of search results (not-found and error pages). Such a page names no
   * canonical URL: "this is the page to index" and "do not index" would contradict each other.
   */
  noindex?: boolean;
  /** Open Graph type: `website` unless the page is one thing, such as a `product`. */
  type?: 'website' | 'product';
  /** The page's own share image (a product photo) instead of the default one. */
  image?: ShareImage;
}

/**
 * Everything a page's `<head>` tells search engines and link previews: `<title>` (with the
 * shop's name), the meta description, the canonical URL, Open Graph (`og:type` website unless
 * told otherwise) and a large Twitter card, all with absolute URLs on the site's public origin
 * (see page-url.ts).
 */
export function pageMeta(
  matches: MetaMatches,
  { title: pageTitle, description }: PageMeta,
  { noindex = false, type = 'website', image: ownImage }: PageMetaOptions = {},
): MetaDescriptor[] {
  const shopName = shopLayoutOf(matches)?.name;
  const title = brandedTitle(pageTitle, shopName);
  const page = currentPageUrl();
  const url = canonicalUrl(page);
  const image: ShareImage = ownImage ?? {
    ...DEFAULT_SHARE_IMAGE,
    url: siteUrl(DEFAULT_SHARE_IMAGE.path, page),
  };
  const optional = (property: string, content: string | number | null | undefined) =>
    content ? [{ property, content: String(content) }] : [];
  return [
    { title },
    { name: 'description', content: description },
    noindex
      ? { name: 'robots', content: 'noindex' }
      : { tagName: 'link', rel: 'canonical', href: url },
    ...optional('og:site_name', shopName),
    { property: 'og:type', content: type },
    ...(noindex ? [] : [{ property: 'og:url', content: url }]),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image.url },
    ...optional('og:image:type', image.type),
    ...optional('og:image:width', image.width),
    ...optional('og:image:height', image.height),
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

/** A shopper's own page or an error page: "{title} | {shop}", kept out of search results. */
export function privatePageMeta(
  matches: MetaMatches,
  title: string,
  description: string,
): MetaDescriptor[] {
  return pageMeta(matches, { title, description }, { noindex: true });
}
