import type { SitemapType } from '@shopify/hydrogen-react/storefront-api-types';
import { productImageUrl } from '../../cdn/image-urls';
import { BlogRepository } from '../../db/blog-repository';
import type { RequestContext, ResolverMap } from '../context';

/** Shopify answers a sitemap's resources 250 to a page. */
export const SITEMAP_PAGE_SIZE = 250;

interface SitemapImageSource {
  fileName: string;
  altText: string | null;
}

/** One entry of a sitemap: what SitemapResource answers. */
interface SitemapEntry {
  __typename: 'SitemapResource';
  handle: string;
  title: string;
  updatedAt: string;
  image: SitemapImageSource | null;
}

const entry = (
  handle: string,
  title: string,
  updatedAt: string,
  image: SitemapImageSource | null = null,
): SitemapEntry => ({ __typename: 'SitemapResource', handle, title, updatedAt, image });

/**
 * The resources a sitemap lists, in id order. No metaobject type of this shop has the
 * online-store ("renderable") capability, so the METAOBJECT sitemap is empty, as Shopify's is
 * for such a shop.
 */
function sitemapEntries(type: SitemapType, context: RequestContext): SitemapEntry[] {
  switch (type) {
    case 'PRODUCT':
      return context.catalogue
        .allProducts()
        .map((product) =>
          entry(
            product.handle,
            product.title,
            product.updatedAt,
            context.catalogue.images(product.id)[0] ?? null,
          ),
        );
    case 'COLLECTION':
      return context.catalogue
        .allCollections()
        .map((collection) =>
          entry(
            collection.handle,
            collection.title,
            collection.updatedAt,
            collection.imageFileName === null
              ? null
              : { fileName: collection.imageFileName, altText: collection.imageAltText },
          ),
        );
    case 'PAGE':
      return context.content.pages
        .all()
        .map((page) => entry(page.handle, page.title, page.updatedAt));
    case 'BLOG':
      return new BlogRepository(context.db)
        .allBlogs()
        .map((blog) => entry(blog.handle, blog.title, blog.updatedAt));
    case 'ARTICLE':
      return new BlogRepository(context.db)
        .articles()
        .map((article) =>
          entry(
            article.handle,
            article.title,
            article.updatedAt,
            article.imageFileName === null
              ? null
              : { fileName: article.imageFileName, altText: article.imageAltText },
          ),
        );
    case 'METAOBJECT':
      return [];
  }
}

interface SitemapView {
  entries: SitemapEntry[];
}

const pagesCountOf = ({ entries }: SitemapView) => Math.ceil(entries.length / SITEMAP_PAGE_SIZE);

export const sitemapResolvers: ResolverMap = {
  QueryRoot: {
    sitemap: (_root: unknown, { type }: { type: SitemapType }, context: RequestContext) => ({
      entries: sitemapEntries(type, context),
    }),
  },

  Sitemap: {
    pagesCount: (sitemap: SitemapView) => ({ count: pagesCountOf(sitemap), precision: 'EXACT' }),
    // Pages count from 1; a page past the last is empty, with no next page.
    resources: (sitemap: SitemapView, { page }: { page: number }) => {
      const start = (Math.max(page, 1) - 1) * SITEMAP_PAGE_SIZE;
      const items = page < 1 ? [] : sitemap.entries.slice(start, start + SITEMAP_PAGE_SIZE);
      return { items, hasNextPage: page >= 1 && page < pagesCountOf(sitemap) };
    },
  },

  SitemapResourceInterface: { __resolveType: (item: SitemapEntry) => item.__typename },

  SitemapResource: {
    image: (item: SitemapEntry, _args: unknown, context: RequestContext) =>
      item.image && {
        alt: item.image.altText,
        filepath: productImageUrl(context.origin, context.imageSources, item.image),
        updatedAt: item.updatedAt,
      },
  },
};
