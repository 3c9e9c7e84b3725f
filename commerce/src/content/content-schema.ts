import { z } from 'zod';
import { handleSchema, imageFileName } from '../catalogue/catalogue-schema';
import { MENU_ITEM_TYPES, type MenuItemType } from './menu-items';
import {
  KEY_RULE,
  METAFIELD_KEY,
  METAFIELD_NAMESPACE,
  metafieldTypeOf,
  NAMESPACE_RULE,
  SUPPORTED_TYPES,
} from './metafield-types';
import { SHOP_POLICY_TYPES } from '../db/shop-policy-repository';
import { policyHandle } from './shop-policies';

/** The files of commerce/seed/content/ (see seed/README.md); each is optional. */

/** An HTML file of the content folder, by its path there: plain names, no way out of the folder. */
const htmlFile = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.html$/,
    'must be the path of an .html file in the content folder, e.g. "pages/faq.html"',
  );

const metafieldType = z.string().refine((type) => metafieldTypeOf(type) !== null, {
  error: `is not a supported type; use one of ${SUPPORTED_TYPES.join(', ')}`,
});

/**
 * A value as the seed writes it: text, or a JSON array for a list type. References are readable:
 * an image file name, "type/handle" of a metaobject, a product or page handle.
 */
const seedValue = z.union([
  z.string(),
  z.array(z.union([z.string(), z.number(), z.record(z.string(), z.unknown())])),
]);

const metafieldSchema = z.strictObject({
  namespace: z.string().regex(METAFIELD_NAMESPACE, NAMESPACE_RULE),
  key: z.string().regex(METAFIELD_KEY, KEY_RULE),
  type: metafieldType,
  value: seedValue,
});

const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour written #RRGGBB');
const colorGroup = z.strictObject({
  background: color.nullable().default(null),
  foreground: color.nullable().default(null),
});

const brandSchema = z.strictObject({
  slogan: z.string().nullable().default(null),
  shortDescription: z.string().nullable().default(null),
  logo: imageFileName.nullable().default(null),
  squareLogo: imageFileName.nullable().default(null),
  coverImage: imageFileName.nullable().default(null),
  colors: z
    .strictObject({
      primary: z.array(colorGroup).default([]),
      secondary: z.array(colorGroup).default([]),
    })
    .default({ primary: [], secondary: [] }),
});

const POLICY_HANDLES = SHOP_POLICY_TYPES.map(policyHandle);

const shopSchema = z.strictObject({
  description: z.string().nullable().default(null),
  brand: brandSchema.nullable().default(null),
  metafields: z.array(metafieldSchema).default([]),
  policies: z
    .array(
      z.strictObject({
        handle: z.enum(POLICY_HANDLES, { error: `must be one of ${POLICY_HANDLES.join(', ')}` }),
        title: z.string().trim().min(1),
        bodyFile: htmlFile,
      }),
    )
    .default([]),
});

const pageSchema = z.strictObject({
  handle: handleSchema,
  title: z.string().trim().min(1).max(255),
  bodyFile: htmlFile,
  seo: z
    .strictObject({
      title: z.string().trim().min(1).nullable().default(null),
      description: z.string().trim().min(1).nullable().default(null),
    })
    .default({ title: null, description: null }),
  metafields: z.array(metafieldSchema).default([]),
});

export interface SeedMenuItem {
  title: string;
  type: MenuItemType;
  /** The handle of the page, product or policy a PAGE, PRODUCT or SHOP_POLICY item links to. */
  resource?: string | undefined;
  /** An HTTP item's target. */
  url?: string | undefined;
  tags: string[];
  items: SeedMenuItem[];
}

const menuItemSchema: z.ZodType<SeedMenuItem, unknown> = z.lazy(() =>
  z.strictObject({
    title: z.string().trim().min(1),
    type: z.enum(MENU_ITEM_TYPES, {
      error: `must be one of ${MENU_ITEM_TYPES.join(', ')} (this shop has no blogs or collections)`,
    }),
    resource: z.string().min(1).optional(),
    url: z.string().min(1).optional(),
    tags: z.array(z.string().min(1)).default([]),
    items: z.array(menuItemSchema).default([]),
  }),
);

const menuSchema = z.strictObject({
  handle: handleSchema,
  title: z.string().trim().min(1),
  items: z.array(menuItemSchema),
});

const metaobjectSchema = z.strictObject({
  type: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,255}$/, 'must be letters, digits, hyphens or underscores'),
  handle: handleSchema,
  fields: z.array(
    z.strictObject({
      key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _'),
      type: metafieldType,
      // null: a field the owner may set later, without a value yet.
      value: seedValue.nullable(),
    }),
  ),
});

/** Each file's schema and its content when the file is absent. */
export const CONTENT_FILES = {
  'shop.json': shopSchema,
  'pages.json': z.array(pageSchema),
  'menus.json': z.array(menuSchema),
  'metaobjects.json': z.array(metaobjectSchema),
  'product-metafields.json': z.record(handleSchema, z.array(metafieldSchema)),
};

export type ContentFileName = keyof typeof CONTENT_FILES;

export type SeedContent = { [File in ContentFileName]: z.output<(typeof CONTENT_FILES)[File]> };
export type SeedMetafield = z.output<typeof metafieldSchema>;
