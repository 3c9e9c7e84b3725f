import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { MetafieldOwner } from '../db/metafield-repository';
import { parseGid } from '../lib/ids';
import type { ContentStores } from './content-stores';
import { findMediaImage } from './media-images';
import { policyHandle } from './shop-policies';

/** What content points at by global id: products, pages, policies, metaobjects and images. */

const numericId = (id: string) => {
  const parsed = parseGid(id);
  return parsed && /^\d{1,15}$/.test(parsed.id)
    ? { resource: parsed.resource, id: Number(parsed.id) }
    : null;
};

/** Whether a global id names a product, page, policy, metaobject or media image of the shop. */
export function referenceExists(content: ContentStores, catalogue: CatalogueSnapshot) {
  return (id: string): boolean => {
    const parsed = numericId(id);
    switch (parsed?.resource) {
      case 'Product':
        return catalogue.product(parsed.id) !== undefined;
      case 'Page':
        return content.pages.findById(parsed.id) !== undefined;
      case 'ShopPolicy':
        return content.policies.findById(parsed.id) !== undefined;
      case 'Metaobject':
        return content.metaobjects.findById(parsed.id) !== undefined;
      case 'MediaImage':
        return findMediaImage(content, catalogue, parsed.id) !== undefined;
      default:
        return false;
    }
  };
}

/** The metafield owner a global id names (the shop, a product or a page), or null. */
export function metafieldOwnerOf(
  content: ContentStores,
  catalogue: CatalogueSnapshot,
  id: string,
): MetafieldOwner | null {
  const parsed = numericId(id);
  switch (parsed?.resource) {
    case 'Shop':
      return parsed.id === 1 ? { type: 'SHOP', id: 1 } : null;
    case 'Product':
      return catalogue.product(parsed.id) ? { type: 'PRODUCT', id: parsed.id } : null;
    case 'Page':
      return content.pages.findById(parsed.id) ? { type: 'PAGE', id: parsed.id } : null;
    default:
      return null;
  }
}

/** The handle of the page, product or policy a menu item links to; null when it is gone. */
export function resourceHandle(
  content: ContentStores,
  catalogue: CatalogueSnapshot,
  id: string,
): string | null {
  const parsed = numericId(id);
  switch (parsed?.resource) {
    case 'Product':
      return catalogue.product(parsed.id)?.handle ?? null;
    case 'Page':
      return content.pages.findById(parsed.id)?.handle ?? null;
    case 'ShopPolicy': {
      const policy = content.policies.findById(parsed.id);
      return policy ? policyHandle(policy.type) : null;
    }
    default:
      return null;
  }
}
