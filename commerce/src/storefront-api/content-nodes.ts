import { findMediaImage } from '../content/media-images';
import { BlogRepository } from '../db/blog-repository';
import { parseGid } from '../lib/ids';
import type { RequestContext } from './context';

/**
 * The object a global id names, tagged with its GraphQL type so that unions and interfaces
 * (Node, MetafieldReference, MenuItemResource, MetafieldParentResource) resolve: products, pages,
 * policies, menus, metaobjects, metafields, media images, blogs and articles. Null for an id of another kind or
 * of nothing that exists, as Shopify answers unknown ids.
 */
export function contentNode(context: RequestContext, id: string): object | null {
  const parsed = parseGid(id);
  if (!parsed || !/^\d{1,15}$/.test(parsed.id)) return null;
  const { resource } = parsed;
  const numeric = Number(parsed.id);
  const tagged = (found: object | undefined) => (found ? { __typename: resource, ...found } : null);
  const { content } = context;
  switch (resource) {
    case 'Product':
      return tagged(context.catalogue.product(numeric));
    case 'Page':
      return tagged(content.pages.findById(numeric));
    case 'ShopPolicy':
      return tagged(content.policies.findById(numeric));
    case 'Menu':
      return tagged(content.menus.findById(numeric));
    case 'Metaobject':
      return tagged(content.metaobjects.findById(numeric));
    case 'Metafield':
      return tagged(content.metafields.findById(numeric));
    case 'MediaImage':
      return tagged(findMediaImage(content, context.catalogue, numeric));
    case 'Blog':
      return tagged(new BlogRepository(context.db).blogById(numeric));
    case 'Article':
      return tagged(new BlogRepository(context.db).articleById(numeric));
    default:
      return null;
  }
}
