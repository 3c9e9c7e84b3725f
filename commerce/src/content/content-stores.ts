import type { CommerceDatabase } from '../db/connection';
import { MediaImageRepository } from '../db/media-image-repository';
import { MenuRepository } from '../db/menu-repository';
import { MetafieldRepository } from '../db/metafield-repository';
import { MetaobjectRepository } from '../db/metaobject-repository';
import { PageRepository } from '../db/page-repository';
import { ShopPolicyRepository } from '../db/shop-policy-repository';
import { ShopProfileRepository } from '../db/shop-profile-repository';

const createStores = (db: CommerceDatabase) => ({
  pages: new PageRepository(db),
  policies: new ShopPolicyRepository(db),
  menus: new MenuRepository(db),
  metafields: new MetafieldRepository(db),
  metaobjects: new MetaobjectRepository(db),
  mediaImages: new MediaImageRepository(db),
  shopProfile: new ShopProfileRepository(db),
});

export type ContentStores = ReturnType<typeof createStores>;

const storesByDatabase = new WeakMap<CommerceDatabase, ContentStores>();

/** The content repositories (pages, policies, menus, metafields, …), prepared once per database. */
export function contentStoresOf(db: CommerceDatabase): ContentStores {
  const stores = storesByDatabase.get(db) ?? createStores(db);
  storesByDatabase.set(db, stores);
  return stores;
}
