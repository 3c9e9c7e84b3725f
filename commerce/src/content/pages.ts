import type { PageRecord } from '../db/page-repository';
import { htmlToPlainText, truncateText } from '../lib/html-text';

/** What both APIs say of a page besides its columns. */

/** Page.bodySummary: the body's first 150 characters of text, cut with an ellipsis. */
export const bodySummary = (page: PageRecord) => truncateText(htmlToPlainText(page.bodyHtml), 150);

/** A page's SEO title and description are these metafields, as on Shopify. */
export const SEO_METAFIELDS = {
  title: { namespace: 'global', key: 'title_tag', type: 'single_line_text_field' },
  description: { namespace: 'global', key: 'description_tag', type: 'multi_line_text_field' },
} as const;

/** Shopify's address of a page on the online store. */
export const pageUrl = (storefrontOrigin: string, page: PageRecord) =>
  `${storefrontOrigin}/pages/${page.handle}`;

/** The sort keys of `pages` both APIs take, by the value each sorts on (ties: id order). */
export const PAGE_SORT_VALUES = {
  ID: (page: PageRecord) => page.id,
  RELEVANCE: (page: PageRecord) => page.id,
  TITLE: (page: PageRecord) => page.title.toLowerCase(),
  UPDATED_AT: (page: PageRecord) => page.updatedAt,
} satisfies Record<string, (page: PageRecord) => string | number>;

export type PageSortKey = keyof typeof PAGE_SORT_VALUES;
