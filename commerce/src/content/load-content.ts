import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intrinsicSize } from '../cdn/image-renderer';
import { ImageSources } from '../cdn/image-sources';
import type { NewMenuItem } from '../db/menu-repository';
import type { MetafieldOwnerType, MetafieldValue } from '../db/metafield-repository';
import type { ShopProfile } from '../db/shop-profile-repository';
import { ContentError, readContentFiles } from './content-files';
import type { ContentFileName, SeedMenuItem, SeedMetafield } from './content-schema';
import { findMenuItemProblems, menuItemResource } from './menu-items';
import { SEO_METAFIELDS } from './pages';
import { seedReferences } from './seed-references';
import type { ShopPolicyType } from '../db/shop-policy-repository';
import { policyTypeOfHandle } from './shop-policies';

/** A metaobject's field; its value is null while the shop has not set it. */
type MetaobjectFieldValue = Omit<MetafieldValue, 'namespace' | 'value'> & { value: string | null };

/**
 * The content folder as rows ready to write: every row has its id (pages, policies, menus and
 * metaobjects numbered from 1 in file order, images in order of first use), and references are
 * global ids.
 */
export interface LoadedContent {
  mediaImages: { id: number; fileName: string; width: number; height: number }[];
  /** The shop's profile as stored; no brand when the seed names none. */
  shop: Omit<ShopProfile, 'brand'> & { brand: ShopProfile['brand'] | null };
  policies: { id: number; type: ShopPolicyType; title: string; bodyHtml: string }[];
  pages: { id: number; handle: string; title: string; bodyHtml: string }[];
  metafields: (MetafieldValue & { ownerType: MetafieldOwnerType; ownerId: number })[];
  metaobjects: { id: number; type: string; handle: string; fields: MetaobjectFieldValue[] }[];
  menus: { id: number; handle: string; title: string; items: NewMenuItem[] }[];
}

/** Numbers items from 1 by a key, reporting keys that come twice. */
function numberBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  duplicate: (item: T, index: number) => void,
) {
  const ids = new Map<string, number>();
  items.forEach((item, index) => {
    if (ids.has(keyOf(item))) duplicate(item, index);
    else ids.set(keyOf(item), index + 1);
  });
  return ids;
}

/**
 * Reads the content folder (commerce/seed/content), checks it against itself, the catalogue
 * (`productIdOf` answers a product handle's id) and the images in `imagesDir`, and answers it
 * ready to seed; throws a ContentError listing every problem.
 */
export async function loadContent(
  dir: string,
  imagesDir: string,
  productIdOf: (handle: string) => number | undefined,
): Promise<LoadedContent> {
  const content = readContentFiles(dir);
  const problems: string[] = [];
  const report = (file: ContentFileName, at: string, message: string) =>
    problems.push(`${file}: ${at}: ${message}`);
  const shop = content['shop.json'];
  /** An HTML file's text, or '' with a problem reported when it is missing. */
  const body = (file: ContentFileName, at: string, bodyFile: string) => {
    const path = join(dir, bodyFile);
    if (existsSync(path)) return readFileSync(path, 'utf8');
    report(file, at, `${bodyFile} is not in ${dir}`);
    return '';
  };

  const pageIds = numberBy(
    content['pages.json'],
    (page) => page.handle,
    (page, index) => report('pages.json', `${index}.handle`, `duplicate handle "${page.handle}"`),
  );
  const policyIds = numberBy(
    shop.policies,
    (policy) => policy.handle,
    (policy, index) =>
      report('shop.json', `policies.${index}.handle`, `duplicate policy "${policy.handle}"`),
  );
  const metaobjectIds = numberBy(
    content['metaobjects.json'],
    (object) => `${object.type}/${object.handle}`,
    (object, index) =>
      report('metaobjects.json', `${index}.handle`, `duplicate "${object.type}/${object.handle}"`),
  );
  numberBy(
    content['menus.json'],
    (menu) => menu.handle,
    (menu, index) => report('menus.json', `${index}.handle`, `duplicate handle "${menu.handle}"`),
  );

  const { imageIds, imageIdOf, referenceId, storedValue } = seedReferences({
    pages: pageIds,
    policies: policyIds,
    metaobjects: metaobjectIds,
    productIdOf,
    imagesDir,
  });

  const metafields: LoadedContent['metafields'] = [];
  /** Adds an owner's metafields, reporting duplicates and bad values at `at`. */
  const addMetafields = (
    file: ContentFileName,
    at: string,
    owner: { ownerType: MetafieldOwnerType; ownerId: number },
    list: readonly SeedMetafield[],
    alreadySet: readonly string[] = [],
  ) => {
    const seen = new Set(alreadySet);
    list.forEach((metafield, index) => {
      const name = `${metafield.namespace}.${metafield.key}`;
      if (seen.has(name)) {
        const bySeo = alreadySet.includes(name) ? ' (its page’s seo sets it too)' : '';
        return report(file, `${at}${index}`, `duplicate metafield ${name}${bySeo}`);
      }
      seen.add(name);
      const stored = storedValue(metafield.type, metafield.value);
      if (typeof stored === 'string') return report(file, `${at}${index}.value`, stored);
      metafields.push({ ...owner, ...metafield, value: stored.value });
    });
  };

  addMetafields('shop.json', 'metafields.', { ownerType: 'SHOP', ownerId: 1 }, shop.metafields);

  const pages = content['pages.json'].map((page, index) => {
    const owner = { ownerType: 'PAGE' as const, ownerId: index + 1 };
    // The page's seo is Shopify's SEO metafields.
    const seoSet: string[] = [];
    for (const part of ['title', 'description'] as const) {
      const { namespace, key, type } = SEO_METAFIELDS[part];
      const value = page.seo[part];
      if (value === null) continue;
      seoSet.push(`${namespace}.${key}`);
      const stored = storedValue(type, value);
      if (typeof stored === 'string') report('pages.json', `${index}.seo.${part}`, stored);
      else metafields.push({ ...owner, namespace, key, type, value: stored.value });
    }
    addMetafields('pages.json', `${index}.metafields.`, owner, page.metafields, seoSet);
    return {
      id: index + 1,
      handle: page.handle,
      title: page.title,
      bodyHtml: body('pages.json', `${index}.bodyFile`, page.bodyFile),
    };
  });

  for (const [handle, list] of Object.entries(content['product-metafields.json'])) {
    const productId = productIdOf(handle);
    if (productId === undefined)
      report('product-metafields.json', handle, `no product "${handle}" in the catalogue`);
    else
      addMetafields(
        'product-metafields.json',
        `${handle}.`,
        { ownerType: 'PRODUCT', ownerId: productId },
        list,
      );
  }

  const metaobjects = content['metaobjects.json'].map((object, index) => {
    const keys = new Set<string>();
    const fields: MetaobjectFieldValue[] = [];
    object.fields.forEach((field, fieldIndex) => {
      const at = `${index}.fields.${fieldIndex}`;
      if (keys.has(field.key))
        return report('metaobjects.json', `${at}.key`, `duplicate key "${field.key}"`);
      keys.add(field.key);
      const stored = field.value === null ? { value: null } : storedValue(field.type, field.value);
      if (typeof stored === 'string') return report('metaobjects.json', `${at}.value`, stored);
      fields.push({ key: field.key, type: field.type, value: stored.value });
    });
    return { id: index + 1, type: object.type, handle: object.handle, fields };
  });

  // Menu items: readable resources become global ids, then the shared checks apply.
  const menus = content['menus.json'].map((menu, menuIndex) => {
    const unresolved = new Set<string>();
    const toItem = (item: SeedMenuItem, at: string): NewMenuItem => {
      let resourceId: string | null = item.resource ?? null;
      const resource = menuItemResource(item.type);
      if (resource && item.resource !== undefined) {
        const resolved = referenceId(resource, item.resource);
        if (typeof resolved === 'string') {
          report('menus.json', `${menuIndex}.${at}.resource`, resolved);
          unresolved.add(at);
        } else resourceId = resolved.id;
      }
      return {
        title: item.title,
        type: item.type,
        url: item.url ?? null,
        resourceId,
        tags: item.tags,
        items: item.items.map((child, index) => toItem(child, `${at}.items.${index}`)),
      };
    };
    const items = menu.items.map((item, index) => toItem(item, `items.${index}`));
    for (const problem of findMenuItemProblems(items, () => true)) {
      const field = problem.path.at(-1) === 'resourceId' ? 'resource' : String(problem.path.at(-1));
      const itemAt = ['items', ...problem.path.slice(0, -1)].join('.');
      if (field === 'resource' && unresolved.has(itemAt)) continue;
      report('menus.json', `${menuIndex}.${itemAt}.${field}`, problem.message);
    }
    return {
      id: menuIndex + 1,
      handle: menu.handle,
      title: menu.title,
      items,
    };
  });

  const brand = shop.brand && {
    slogan: shop.brand.slogan,
    shortDescription: shop.brand.shortDescription,
    logoId: null as number | null,
    squareLogoId: null as number | null,
    coverImageId: null as number | null,
    colors: shop.brand.colors,
  };
  if (brand && shop.brand) {
    for (const [field, target] of [
      ['logo', 'logoId'],
      ['squareLogo', 'squareLogoId'],
      ['coverImage', 'coverImageId'],
    ] as const) {
      const file = shop.brand[field];
      if (file === null) continue;
      const id = imageIdOf(file);
      if (typeof id === 'string') report('shop.json', `brand.${field}`, id);
      else brand[target] = id;
    }
  }

  const policies = shop.policies.map((policy, index) => ({
    id: index + 1,
    type: policyTypeOfHandle(policy.handle) as ShopPolicyType,
    title: policy.title,
    bodyHtml: body('shop.json', `policies.${index}.bodyFile`, policy.bodyFile),
  }));

  if (problems.length > 0) throw new ContentError(dir, problems);

  const sources = new ImageSources(imagesDir);
  const mediaImages = await Promise.all(
    [...imageIds].map(async ([fileName, id]) => ({
      id,
      fileName,
      ...(await intrinsicSize(
        sources.get(fileName) as NonNullable<ReturnType<ImageSources['get']>>,
      )),
    })),
  );

  return {
    mediaImages,
    shop: { description: shop.description, brand },
    policies,
    pages,
    metafields,
    metaobjects,
    menus,
  };
}
