import { SEO_METAFIELDS, bodySummary, pageUrl, type PageSortKey } from '../../content/pages';
import type { PageRecord } from '../../db/page-repository';
import type { ConnectionArgs } from '../../graphql/connections';
import { gid, requireNumericId } from '../../lib/ids';
import { pagesConnection } from '../../content/page-search';
import { type RequestContext, type ResolverMap } from '../context';
import { onlineStoreOrigin } from '../../content/online-store';

interface PagesArgs extends ConnectionArgs {
  query?: string | null;
  sortKey: PageSortKey;
}

function page(
  _root: unknown,
  { id, handle }: { id?: string | null; handle?: string | null },
  context: RequestContext,
): PageRecord | null {
  if (id) {
    const numeric = requireNumericId(id, 'Page');
    return numeric === null ? null : (context.content.pages.findById(numeric) ?? null);
  }
  return handle ? (context.content.pages.findByHandle(handle) ?? null) : null;
}

/** An SEO metafield's value, or null when the page has none. */
const seoValue = (context: RequestContext, page: PageRecord, part: keyof typeof SEO_METAFIELDS) => {
  const { namespace, key } = SEO_METAFIELDS[part];
  return (
    context.content.metafields.find({ type: 'PAGE', id: page.id }, namespace, key)?.value ?? null
  );
};

export const pageResolvers: ResolverMap = {
  QueryRoot: {
    page,
    pageByHandle: (_root: unknown, { handle }: { handle: string }, context: RequestContext) =>
      page(_root, { handle }, context),
    pages: (_root: unknown, args: PagesArgs, context: RequestContext) =>
      pagesConnection(context.content.pages.all(), args),
  },

  Page: {
    id: (page: PageRecord) => gid('Page', page.id),
    body: (page: PageRecord) => page.bodyHtml,
    bodySummary,
    // Null parts are the page's own title and summary on Shopify's themes; the API says null.
    seo: (page: PageRecord, _args: unknown, context: RequestContext) => ({
      title: seoValue(context, page, 'title'),
      description: seoValue(context, page, 'description'),
    }),
    onlineStoreUrl: (page: PageRecord, _args: unknown, context: RequestContext) =>
      pageUrl(onlineStoreOrigin(context), page),
  },
};
