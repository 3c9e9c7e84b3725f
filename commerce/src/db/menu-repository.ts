import type { CommerceDatabase } from './connection';
import { insertRow, toRecord, updateRow } from './rows';

/** gid://shopify/Menu/{id} */
export interface MenuRecord {
  id: number;
  handle: string;
  title: string;
}

/** gid://shopify/MenuItem/{id}, with its child items in order. */
export interface MenuItemRecord {
  id: number;
  title: string;
  /** Shopify's MenuItemType. */
  type: string;
  /** An HTTP item's own URL, as written. */
  url: string | null;
  /** The global id of the page, product or policy it links to. */
  resourceId: string | null;
  tags: string[];
  items: MenuItemRecord[];
}

/** An item to write: `id` keeps an existing item's id. */
export interface NewMenuItem extends Omit<MenuItemRecord, 'id' | 'items'> {
  id?: number | null;
  items: NewMenuItem[];
}

type MenuItemRow = Omit<MenuItemRecord, 'items'> & { parentId: number | null };

/** Menus and their trees of items; callers wrap changes in `db.transaction`. */
export class MenuRepository {
  constructor(private readonly db: CommerceDatabase) {}

  /** Every menu, in id order. */
  all(): MenuRecord[] {
    return this.db.prepare<[], MenuRecord>('SELECT id, handle, title FROM menus ORDER BY id').all();
  }

  findById(id: number): MenuRecord | undefined {
    return this.db
      .prepare<[number], MenuRecord>('SELECT id, handle, title FROM menus WHERE id = ?')
      .get(id);
  }

  findByHandle(handle: string): MenuRecord | undefined {
    return this.db
      .prepare<[string], MenuRecord>('SELECT id, handle, title FROM menus WHERE handle = ?')
      .get(handle);
  }

  /** The menu's top-level items, each with its children, in order. */
  itemsOf(menuId: number): MenuItemRecord[] {
    const rows = this.db
      .prepare<[number], object>(
        `SELECT id, parent_id, title, type, url, resource_id, tags_json FROM menu_items
          WHERE menu_id = ? ORDER BY position`,
      )
      .all(menuId)
      .map((row) => toRecord<MenuItemRow>(row));
    const childrenOf = (parentId: number | null): MenuItemRecord[] =>
      rows
        .filter((row) => row.parentId === parentId)
        .map(({ parentId: _parent, ...item }) => ({ ...item, items: childrenOf(item.id) }));
    return childrenOf(null);
  }

  /** Whether the item is one of the menu's, at any depth. */
  hasItem(menuId: number, itemId: number): boolean {
    return (
      this.db
        .prepare<[number, number], number>(
          'SELECT COUNT(*) FROM menu_items WHERE menu_id = ? AND id = ?',
        )
        .pluck()
        .get(menuId, itemId) === 1
    );
  }

  /**
   * Sets the menu's title and handle and replaces all its items with these. Items that name an
   * id keep it; the others get ids no other item has, so that none takes a kept one.
   */
  replace(menuId: number, menu: Omit<MenuRecord, 'id'>, items: readonly NewMenuItem[]): void {
    updateRow(this.db, 'menus', 'id', menuId, menu);
    this.db.prepare('DELETE FROM menu_items WHERE menu_id = ?').run(menuId);
    const all = (list: readonly NewMenuItem[]): NewMenuItem[] =>
      list.flatMap((item) => [item, ...all(item.items)]);
    const highest = this.db.prepare<[], number>('SELECT max(id) FROM menu_items').pluck().get();
    let next = Math.max(highest ?? 0, ...all(items).map((item) => item.id ?? 0)) + 1;
    const withIds = (list: readonly NewMenuItem[]): NewMenuItem[] =>
      list.map((item) => ({ ...item, id: item.id ?? next++, items: withIds(item.items) }));
    this.insertItems(menuId, null, withIds(items));
  }

  /** Inserts items (and their children) under `parentId`, in order. */
  insertItems(menuId: number, parentId: number | null, items: readonly NewMenuItem[]): void {
    items.forEach(({ id, items: children, ...item }, index) => {
      const itemId = insertRow(this.db, 'menu_items', {
        ...(id ? { id } : {}),
        menuId,
        parentId,
        position: index + 1,
        ...item,
      });
      this.insertItems(menuId, itemId, children);
    });
  }
}
