import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { imageFileName } from '../catalogue/catalogue-schema';
import { gid, type GidResource } from '../lib/ids';
import type { SeedMetafield } from './content-schema';
import { checkMetafieldValue, metafieldTypeOf, parsesAsJson } from './metafield-types';

/** What the seed's readable references are found by, each numbered as it will be seeded. */
interface SeedIds {
  /** Page handles. */
  pages: Map<string, number>;
  /** Policy handles. */
  policies: Map<string, number>;
  /** "type/handle" of metaobjects. */
  metaobjects: Map<string, number>;
  productIdOf: (handle: string) => number | undefined;
  imagesDir: string;
}

/** A readable reference's global id, or why there is none. */
type Resolved = { id: string } | string;

/**
 * The seed's readable references (an image file, a page, product or policy handle, "type/handle"
 * of a metaobject) turned into the global ids the seeded rows will have. Images are numbered in
 * order of first use.
 */
export function seedReferences(ids: SeedIds) {
  const imageIds = new Map<string, number>();

  /** The media image id of an image file, or why there is none. */
  const imageIdOf = (file: string): number | string => {
    if (!imageFileName.safeParse(file).success) {
      return `"${file}" must be the name of an .svg file in seed/images`;
    }
    if (!existsSync(join(ids.imagesDir, file))) return `${file} is not in ${ids.imagesDir}`;
    const baseName = file.replace(/\.svg$/, '');
    const id = imageIds.get(baseName) ?? imageIds.size + 1;
    imageIds.set(baseName, id);
    return id;
  };

  const lookups: Partial<Record<GidResource, [(readable: string) => number | undefined, string]>> =
    {
      Metaobject: [
        (readable) => ids.metaobjects.get(readable),
        'metaobject "%" (type/handle) in metaobjects.json',
      ],
      Product: [ids.productIdOf, 'product "%" in the catalogue'],
      Page: [(readable) => ids.pages.get(readable), 'page "%" in pages.json'],
      ShopPolicy: [(readable) => ids.policies.get(readable), 'policy "%" in shop.json'],
    };

  const referenceId = (resource: GidResource, readable: string): Resolved => {
    if (resource === 'MediaImage') {
      const id = imageIdOf(readable);
      return typeof id === 'string' ? id : { id: gid(resource, id) };
    }
    const [find, what] = lookups[resource] ?? [() => undefined, `${resource} "%"`];
    const id = find(readable);
    return id === undefined ? `no ${what.replace('%', readable)}` : { id: gid(resource, id) };
  };

  /** A value as stored (references as global ids, lists as JSON text), or why it cannot be. */
  const storedValue = (type: string, value: SeedMetafield['value']): { value: string } | string => {
    const parts = metafieldTypeOf(type);
    if (!parts) return `type "${type}" is not supported`;
    const resolve = (element: unknown): Resolved => {
      if (!parts.resource) return { id: element as string };
      if (typeof element !== 'string') return 'a reference must be a string';
      return referenceId(parts.resource, element);
    };
    let stored: string;
    if (parts.list) {
      // A JSON array, or its JSON text as Shopify stores it.
      const array = typeof value === 'string' ? parsesAsJson(value) : value;
      if (!Array.isArray(array)) return `a ${type} value must be a JSON array`;
      if (!parts.resource) stored = JSON.stringify(array);
      else {
        const resolved = array.map(resolve);
        const failed = resolved.find((element) => typeof element === 'string');
        if (failed !== undefined) return failed as string;
        stored = JSON.stringify(resolved.map((element) => (element as { id: string }).id));
      }
    } else {
      if (typeof value !== 'string') {
        return `a ${type} value must be a string (JSON values are written as JSON text)`;
      }
      const resolved = resolve(value);
      if (typeof resolved === 'string') return resolved;
      stored = resolved.id;
    }
    const problem = checkMetafieldValue(type, stored, () => true);
    return problem ? problem.message : { value: stored };
  };

  return { imageIds, imageIdOf, referenceId, storedValue };
}
