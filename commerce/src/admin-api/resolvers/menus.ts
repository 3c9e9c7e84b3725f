import { findMenuItemProblems, type MenuItemInput } from '../../content/menu-items';
import { menuItemUrl } from '../../content/menu-items';
import { onlineStoreOrigin, toHandle } from '../../content/online-store';
import { referenceExists, resourceHandle } from '../../content/references';
import type { MenuItemRecord, MenuRecord, NewMenuItem } from '../../db/menu-repository';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { gid, numericIdOf, requireGid, requireNumericId } from '../../lib/ids';
import { containsPhrase, equalsIgnoringCase, matchesQuery } from '../../lib/search-matching';
import { parseSearch, termPattern } from '../../lib/search-syntax';
import type { AdminContext } from '../context';

/** Shopify's default menus, whose handles themes rely on and which cannot change. */
const DEFAULT_MENU_HANDLES = new Set(['main-menu', 'footer']);
/** The most items (at every level) one menu holds. */
const MAX_MENU_ITEMS = 250;

const SORT_VALUES = {
  ID: (menu: MenuRecord) => menu.id,
  RELEVANCE: (menu: MenuRecord) => menu.id,
  TITLE: (menu: MenuRecord) => menu.title.toLowerCase(),
};

interface MenusArgs extends ConnectionArgs {
  sortKey: keyof typeof SORT_VALUES;
  query?: string | null;
}

interface MenuItemUpdateInput extends MenuItemInput {
  id?: string | null;
  items?: MenuItemUpdateInput[] | null;
}

interface MenuUserError {
  code: 'NESTING_TOO_DEEP' | 'NOT_FOUND' | null;
  field: string[];
  message: string;
}

/** Menus whose title or handle match a query (title:, handle: or plain words in the title). */
function matchesMenuQuery(query: string, menu: MenuRecord): boolean {
  return matchesQuery(parseSearch(query), (term) => {
    const { value, prefix } = termPattern(term);
    switch (term.field?.toLowerCase() ?? null) {
      case null:
      case 'title':
        return containsPhrase(menu.title, value, prefix);
      case 'handle':
        return equalsIgnoringCase(menu.handle, value, prefix);
      default:
        return true;
    }
  });
}

const menuByGid = (context: AdminContext, id: string) => {
  const numeric = requireNumericId(id, 'Menu');
  return numeric === null ? null : (context.content.menus.findById(numeric) ?? null);
};

/** Every item of a tree, depth first, with its path in the input. */
function flatten(
  items: readonly MenuItemUpdateInput[],
  at: string[] = ['items'],
): { item: MenuItemUpdateInput; at: string[] }[] {
  return items.flatMap((item, index) => {
    const itemAt = [...at, String(index)];
    return [{ item, at: itemAt }, ...flatten(item.items ?? [], [...itemAt, 'items'])];
  });
}

/** The errors of the items' ids: each one of this menu's items, and given once. */
function itemIdErrors(
  menu: MenuRecord,
  items: readonly MenuItemUpdateInput[],
  context: AdminContext,
) {
  const seen = new Set<string>();
  return flatten(items).flatMap(({ item, at }): MenuUserError[] => {
    if (!item.id) return [];
    requireGid(item.id);
    const numeric = numericIdOf(item.id, 'MenuItem');
    const known =
      numeric !== null && !seen.has(item.id) && context.content.menus.hasItem(menu.id, numeric);
    seen.add(item.id);
    return known
      ? []
      : [{ code: 'NOT_FOUND', field: [...at, 'id'], message: 'Menu item does not exist' }];
  });
}

const toNewItem = (item: MenuItemUpdateInput): NewMenuItem => ({
  id: item.id ? numericIdOf(item.id, 'MenuItem') : null,
  title: item.title.trim(),
  type: item.type,
  url: item.url || null,
  resourceId: item.resourceId || null,
  tags: item.tags ?? [],
  items: (item.items ?? []).map(toNewItem),
});

/** The menu's title and handle, or the errors refusing them. */
function menuFields(
  menu: MenuRecord,
  args: { title: string; handle?: string | null },
  context: AdminContext,
): { fields: Omit<MenuRecord, 'id'>; errors: MenuUserError[] } {
  const errors: MenuUserError[] = [];
  const title = args.title.trim();
  if (title === '') errors.push({ code: null, field: ['title'], message: "Title can't be blank" });
  const handle = args.handle == null ? menu.handle : toHandle(args.handle);
  if (handle !== menu.handle) {
    const owner = context.content.menus.findByHandle(handle);
    if (handle === '')
      errors.push({ code: null, field: ['handle'], message: "Handle can't be blank" });
    else if (DEFAULT_MENU_HANDLES.has(menu.handle)) {
      errors.push({
        code: null,
        field: ['handle'],
        message: "The handle of a default menu can't be changed",
      });
    } else if (owner)
      errors.push({ code: null, field: ['handle'], message: 'Handle has already been taken' });
  }
  return { fields: { title, handle }, errors };
}

export const menuResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    menu: (_root: unknown, { id }: { id: string }, context: AdminContext) => menuByGid(context, id),
    menus: (_root: unknown, args: MenusArgs, context: AdminContext) => {
      const sortValue = SORT_VALUES[args.sortKey];
      const menus = context.content.menus
        .all()
        .filter((menu) => !args.query?.trim() || matchesMenuQuery(args.query, menu))
        .map((menu) => ({ menu, value: sortValue(menu) }))
        .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.menu.id - b.menu.id));
      return connectionFromArray(
        menus,
        args,
        ({ menu, value }) => ({ last_id: menu.id, last_value: value }),
        ({ menu }) => menu,
      );
    },
  },

  Mutation: {
    menuUpdate: (
      _root: unknown,
      args: { id: string; title: string; handle?: string | null; items: MenuItemUpdateInput[] },
      context: AdminContext,
    ) =>
      context.db.transaction(() => {
        const menu = menuByGid(context, args.id);
        if (!menu) {
          return {
            menu: null,
            userErrors: [{ code: 'NOT_FOUND', field: ['id'], message: 'Menu does not exist' }],
          };
        }
        const { fields, errors } = menuFields(menu, args, context);
        if (flatten(args.items).length > MAX_MENU_ITEMS) {
          errors.push({
            code: null,
            field: ['items'],
            message: `A menu holds at most ${MAX_MENU_ITEMS} items`,
          });
        }
        const exists = referenceExists(context.content, context.catalogue);
        errors.push(
          ...findMenuItemProblems(args.items, exists).map((problem): MenuUserError => ({
            code: problem.nestingTooDeep ? 'NESTING_TOO_DEEP' : null,
            field: ['items', ...problem.path.map(String)],
            message: problem.message,
          })),
          ...itemIdErrors(menu, args.items, context),
        );
        if (errors.length > 0) return { menu: null, userErrors: errors };
        context.content.menus.replace(menu.id, fields, args.items.map(toNewItem));
        return { menu: context.content.menus.findById(menu.id), userErrors: [] };
      })(),
  },

  Menu: {
    id: (menu: MenuRecord) => gid('Menu', menu.id),
    isDefault: (menu: MenuRecord) => DEFAULT_MENU_HANDLES.has(menu.handle),
    items: (menu: MenuRecord, { limit }: { limit?: number | null }, context: AdminContext) => {
      const items = context.content.menus.itemsOf(menu.id);
      return limit == null ? items : items.slice(0, Math.max(limit, 0));
    },
  },

  MenuItem: {
    id: (item: MenuItemRecord) => gid('MenuItem', item.id),
    url: (item: MenuItemRecord, _args: unknown, context: AdminContext) =>
      menuItemUrl(
        onlineStoreOrigin(context),
        item,
        item.resourceId && resourceHandle(context.content, context.catalogue, item.resourceId),
      ),
  },
};
