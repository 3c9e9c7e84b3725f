import { storefrontUrl } from './routes';

/** A menu entry as the header and footer render it. */
export interface NavItem {
  readonly id: string;
  readonly title: string;
  /**
   * A path here (starts with `/`), an address elsewhere, or `null` for an entry without a target
   * (shown as text, "coming soon").
   */
  readonly to: string | null;
  readonly items: readonly NavItem[];
}

/** What the Storefront API answers for a menu item (the fields the menus ask for). */
export interface MenuItemData {
  readonly id: string;
  readonly title: string;
  readonly url: string | null;
  readonly items?: readonly MenuItemData[];
}

/** A menu's items with their URLs made the storefront's own (see routes.ts). */
export function navItems(
  items: readonly MenuItemData[] | undefined,
  ownOrigins: readonly string[],
): NavItem[] {
  return (items ?? []).map((item) => ({
    id: item.id,
    title: item.title,
    to: storefrontUrl(item.url, ownOrigins),
    items: navItems(item.items, ownOrigins),
  }));
}
