import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { CommerceDatabase } from '../db/connection';
import { insertRow, timestamp } from '../db/rows';
import { handleSchema, imageFileName } from './catalogue-schema';

/**
 * The seed's collections (seed/collections.json beside the catalogue; see seed/README.md): each
 * lists its products by handle, or has rules like Shopify's smart collections.
 */

const ruleSchema = z.strictObject({
  column: z.enum(['TAG', 'TYPE', 'VENDOR', 'TITLE']),
  relation: z.enum(['EQUALS', 'NOT_EQUALS', 'CONTAINS']),
  condition: z.string().min(1),
});

export type CollectionRule = z.infer<typeof ruleSchema>;

const collectionSchema = z
  .strictObject({
    handle: handleSchema,
    title: z.string().min(1).max(255),
    descriptionHtml: z.string().default(''),
    image: z
      .strictObject({
        file: imageFileName,
        altText: z.string().nullable().default(null),
        width: z.int().positive(),
        height: z.int().positive(),
      })
      .nullable()
      .default(null),
    products: z.array(handleSchema).optional(),
    rules: z.array(ruleSchema).optional(),
    disjunctive: z.boolean().default(false),
  })
  .refine(
    (collection) => (collection.products === undefined) !== (collection.rules === undefined),
    {
      message: 'needs either "products" (handles, in order) or "rules", not both',
    },
  );

const collectionsSchema = z.array(collectionSchema);

type SeedCollection = z.infer<typeof collectionSchema>;

export class CollectionsError extends Error {
  constructor(path: string, problems: string[]) {
    super(
      `Invalid collections ${path}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'CollectionsError';
  }
}

/** Where a catalogue file's collections live: collections.json beside it. */
export const collectionsPathOf = (cataloguePath: string) =>
  join(cataloguePath, '..', 'collections.json');

/**
 * Reads and checks the collections file (none when it does not exist): handles unique, every
 * listed product in the catalogue (once), every image in the images folder. Throws a
 * CollectionsError listing every problem.
 */
export function loadCollections(
  path: string,
  imagesDir: string,
  productHandles: ReadonlySet<string>,
): SeedCollection[] {
  if (!existsSync(path)) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CollectionsError(path, [`not valid JSON: ${(error as Error).message}`]);
  }
  const parsed = collectionsSchema.safeParse(json);
  if (!parsed.success) {
    throw new CollectionsError(
      path,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const problems: string[] = [];
  const handles = new Set<string>();
  parsed.data.forEach((collection, index) => {
    if (handles.has(collection.handle))
      problems.push(`${index}.handle: duplicate handle "${collection.handle}"`);
    handles.add(collection.handle);
    if (collection.image && !existsSync(join(imagesDir, collection.image.file)))
      problems.push(`${index}.image.file: ${collection.image.file} is not in ${imagesDir}`);
    const listed = new Set<string>();
    collection.products?.forEach((handle, position) => {
      if (!productHandles.has(handle))
        problems.push(`${index}.products.${position}: no product "${handle}" in the catalogue`);
      if (listed.has(handle))
        problems.push(`${index}.products.${position}: "${handle}" is listed twice`);
      listed.add(handle);
    });
  });
  if (problems.length > 0) throw new CollectionsError(path, problems);
  return parsed.data;
}

/**
 * Inserts the collections (into a database whose collections were wiped, so they are numbered
 * from 1 in file order); `productId` maps a catalogue handle to its product's id.
 */
export function seedCollections(
  db: CommerceDatabase,
  collections: readonly SeedCollection[],
  productId: (handle: string) => number | undefined,
): number {
  const updatedAt = timestamp();
  for (const {
    handle,
    title,
    descriptionHtml,
    image,
    products,
    rules,
    disjunctive,
  } of collections) {
    const collectionId = insertRow(db, 'collections', {
      handle,
      title,
      descriptionHtml,
      imageFileName: image?.file.replace(/\.svg$/, '') ?? null,
      imageAltText: image?.altText ?? null,
      imageWidth: image?.width ?? null,
      imageHeight: image?.height ?? null,
      // Written as text here: toColumns would name a null object column without its suffix.
      rulesJson: rules ? JSON.stringify(rules) : null,
      disjunctive,
      updatedAt,
    });
    products?.forEach((product, index) =>
      insertRow(db, 'collection_products', {
        collectionId,
        productId: productId(product),
        position: index + 1,
      }),
    );
  }
  return collections.length;
}
