import type { CommerceDatabase } from '../db/connection';
import { MenuRepository } from '../db/menu-repository';
import { insertRow, timestamp, updateRow } from '../db/rows';
import type { LoadedContent } from './load-content';

/** The tables that hold content: a database where they are all empty has never had any. */
const CONTENT_TABLES = ['pages', 'shop_policies', 'menus', 'metaobjects', 'metafields'];

/** Whether the database has no content at all (it was seeded before content existed). */
export const hasNoContent = (db: CommerceDatabase): boolean =>
  CONTENT_TABLES.every((table) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() === 0);

/**
 * Writes loaded content into a database whose content tables are empty (a fresh seed has just
 * wiped them), each row with the id the loader gave it. Run it inside the seed's transaction.
 */
export function seedContent(db: CommerceDatabase, content: LoadedContent) {
  const now = timestamp();
  const insert = (table: string, record: object) => insertRow(db, table, record);
  const dated = { createdAt: now, updatedAt: now };

  for (const image of content.mediaImages) insert('media_images', image);
  const { description, brand } = content.shop;
  updateRow(db, 'shop', 'id', 1, {
    description,
    ...(brand && {
      brandSlogan: brand.slogan,
      brandShortDescription: brand.shortDescription,
      brandLogoId: brand.logoId,
      brandSquareLogoId: brand.squareLogoId,
      brandCoverImageId: brand.coverImageId,
      brandColors: brand.colors,
    }),
  });
  for (const policy of content.policies) insert('shop_policies', { ...policy, ...dated });
  for (const page of content.pages) insert('pages', { ...page, ...dated });
  for (const { fields, ...metaobject } of content.metaobjects) {
    insert('metaobjects', { ...metaobject, ...dated });
    fields.forEach((field, index) =>
      insert('metaobject_fields', { metaobjectId: metaobject.id, position: index + 1, ...field }),
    );
  }
  for (const metafield of content.metafields) insert('metafields', { ...metafield, ...dated });
  const menus = new MenuRepository(db);
  for (const { items, ...menu } of content.menus) {
    insert('menus', menu);
    menus.insertItems(menu.id, null, items);
  }

  return {
    pages: content.pages.length,
    policies: content.policies.length,
    menus: content.menus.length,
    metaobjects: content.metaobjects.length,
    metafields: content.metafields.length,
  };
}
