import type { MetaDescriptor } from 'react-router';
import { canonicalUrl, currentPageUrl, siteUrl } from './page-url';
import { COMPANY_NAME } from './policies';

/**
 * The share image of pages without one of their own: Open Graph needs a raster image, so it is
 * a PNG rendered from the brand's hero art by scripts/og-image.ts.
 */
export const DEFAULT_SHARE_IMAGE = {
  path: '/images/og-default.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `The ${COMPANY_NAME} wordmark over fine powder dissolving in calm bath water`,
} as const;

export interface PageMeta {
  readonly title: string;
  readonly description: string;
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
 * Everything a page's `<head>` tells search engines and link previews: `<title>`, the meta
 * description, the canonical URL, Open Graph (`og:type` website unless told otherwise) and a
 * large Twitter card, all with absolute URLs on the site's public origin (see page-url.ts).
 */
export function pageMeta(
  { title, description }: PageMeta,
  { noindex = false, type = 'website', image: ownImage }: PageMetaOptions = {},
): MetaDescriptor[] {
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
    { property: 'og:site_name', content: COMPANY_NAME },
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

/** A shopper's own page or an error page: "{title} | {company}", kept out of search results. */
export function privatePageMeta(title: string, description: string): MetaDescriptor[] {
  return pageMeta({ title: `${title} | ${COMPANY_NAME}`, description }, { noindex: true });
}
