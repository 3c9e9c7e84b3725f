import { menuItemUrl } from '../../content/menu-items';
import { onlineStoreOrigin } from '../../content/online-store';
import { resourceHandle } from '../../content/references';
import type { MenuItemRecord, MenuRecord } from '../../db/menu-repository';
import { gid } from '../../lib/ids';
import { contentNode } from '../content-nodes';
import type { RequestContext, ResolverMap } from '../context';

export const menuResolvers: ResolverMap = {
  QueryRoot: {
    menu: (_root: unknown, { handle }: { handle: string }, context: RequestContext) =>
      context.content.menus.findByHandle(handle) ?? null,
  },

  Menu: {
    id: (menu: MenuRecord) => gid('Menu', menu.id),
    items: (menu: MenuRecord, _args: unknown, context: RequestContext) =>
      context.content.menus.itemsOf(menu.id),
    /** The items at the menu's top level, as `items` lists them. */
    itemsCount: (menu: MenuRecord, _args: unknown, context: RequestContext) =>
      context.content.menus.itemsOf(menu.id).length,
  },

  MenuItem: {
    id: (item: MenuItemRecord) => gid('MenuItem', item.id),
    /** The page, product or policy, tagged with its GraphQL type; null for none (or gone). */
    resource: (item: MenuItemRecord, _args: unknown, context: RequestContext) =>
      item.resourceId === null ? null : contentNode(context, item.resourceId),
    url: (item: MenuItemRecord, _args: unknown, context: RequestContext) =>
      menuItemUrl(
        onlineStoreOrigin(context),
        item,
        item.resourceId && resourceHandle(context.content, context.catalogue, item.resourceId),
      ),
  },
};
