import { parseGid, type GidResource } from '../lib/ids';
import { isUrl } from './metafield-types';

/**
 * Menu items: the MenuItemTypes this shop links to, where each leads, and what makes a list of
 * items valid (the seed loader and the Admin API's menuUpdate check items the same way).
 */

/** Types whose URL is one fixed path of the online store. */
const FIXED_PATHS = {
  FRONTPAGE: '/',
  CATALOG: '/collections/all',
  COLLECTIONS: '/collections',
  SEARCH: '/search',
} as const;

/** Types that link to one resource, by the resource's kind, and where it lives on the store. */
const RESOURCE_PATHS = {
  PAGE: { resource: 'Page', path: '/pages/' },
  PRODUCT: { resource: 'Product', path: '/products/' },
  SHOP_POLICY: { resource: 'ShopPolicy', path: '/policies/' },
} as const;

/**
 * The MenuItemTypes this shop has something to link to (it has no blogs, collections,
 * metaobject pages or customer account pages).
 */
export const MENU_ITEM_TYPES = [
  ...(Object.keys(FIXED_PATHS) as (keyof typeof FIXED_PATHS)[]),
  ...(Object.keys(RESOURCE_PATHS) as (keyof typeof RESOURCE_PATHS)[]),
  'HTTP',
] as const;

export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

/** Shopify nests menus at most three levels deep. */
const MAX_MENU_DEPTH = 3;

/** An item as written to the menu (seed or Admin API), its resource named by global id. */
export interface MenuItemInput {
  title: string;
  type: string;
  url?: string | null;
  resourceId?: string | null;
  tags?: string[] | null;
  items?: MenuItemInput[] | null;
}

interface MenuItemProblem {
  /** Indexes down the tree to the item, then the field at fault. */
  path: (number | string)[];
  message: string;
  nestingTooDeep?: true;
}

const resourceOf = (type: string) => RESOURCE_PATHS[type as keyof typeof RESOURCE_PATHS];

/** The kind of resource an item of this type links to (Page, Product, ShopPolicy), if any. */
export const menuItemResource = (type: string): GidResource | undefined =>
  resourceOf(type)?.resource;

/** A link an HTTP item may hold: an absolute URL, or a path on the online store. */
const isLinkTarget = (url: string) => isUrl(url) || /^\/(?!\/)/.test(url);

function itemProblems(
  item: MenuItemInput,
  at: (number | string)[],
  exists: (id: string) => boolean,
): MenuItemProblem[] {
  const problems: MenuItemProblem[] = [];
  const problem = (field: string, message: string) =>
    problems.push({ path: [...at, field], message });
  if (item.title.trim() === '') problem('title', "Title can't be blank.");
  if (!(MENU_ITEM_TYPES as readonly string[]).includes(item.type)) {
    problem('type', `Type must be one of ${MENU_ITEM_TYPES.join(', ')}.`);
  }
  const resource = resourceOf(item.type);
  if (resource) {
    const id = item.resourceId ? parseGid(item.resourceId) : null;
    if (!item.resourceId)
      problem('resourceId', `A ${item.type} item needs the resource it links to.`);
    else if (id?.resource !== resource.resource || !exists(item.resourceId)) {
      problem('resourceId', `${item.resourceId} is not a ${resource.resource} of this shop.`);
    }
  } else if (item.resourceId) {
    problem('resourceId', `A ${item.type} item links to no resource.`);
  }
  if (item.url && item.type !== 'HTTP') problem('url', 'Only an HTTP item has its own URL.');
  if (item.url && item.type === 'HTTP' && !isLinkTarget(item.url)) {
    problem(
      'url',
      'URL must be an absolute http(s), mailto or tel URL, or a path starting with /.',
    );
  }
  return problems;
}

/** Every problem of a list of items and their children, depth first. */
export function findMenuItemProblems(
  items: readonly MenuItemInput[],
  exists: (id: string) => boolean,
  depth = 1,
  at: (number | string)[] = [],
): MenuItemProblem[] {
  return items.flatMap((item, index) => {
    const itemAt = [...at, index];
    const children = item.items ?? [];
    if (depth === MAX_MENU_DEPTH && children.length > 0) {
      return [
        ...itemProblems(item, itemAt, exists),
        {
          path: [...itemAt, 'items'],
          message: `A menu is nested at most ${MAX_MENU_DEPTH} levels deep.`,
          nestingTooDeep: true as const,
        },
      ];
    }
    return [
      ...itemProblems(item, itemAt, exists),
      ...findMenuItemProblems(children, exists, depth + 1, [...itemAt, 'items']),
    ];
  });
}

/**
 * Where an item leads, on the online store at `origin` as Shopify writes it: its type's fixed
 * path, its resource's page (from the resource's handle now, null when it is gone), or an HTTP
 * item's own URL (a path made absolute; null when it has none).
 */
export function menuItemUrl(
  origin: string,
  item: { type: string; url: string | null },
  resourceHandle: string | null,
): string | null {
  const fixed = FIXED_PATHS[item.type as keyof typeof FIXED_PATHS];
  if (fixed) return `${origin}${fixed}`;
  const resource = resourceOf(item.type);
  if (resource)
    return resourceHandle === null ? null : `${origin}${resource.path}${resourceHandle}`;
  if (item.url?.startsWith('/')) return `${origin}${item.url}`;
  return item.url;
}
