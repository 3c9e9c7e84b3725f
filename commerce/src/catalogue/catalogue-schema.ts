import { z } from 'zod';

/** A decimal amount as the catalogue writes it: "44.00", "8", "5.5". */
export const decimalAmount = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be a decimal string with at most 2 decimals, e.g. "44.00"');

export const isoDateTime = z.iso.datetime({ offset: true });

/** An image of the seed, named by its file in seed/images. */
export const imageFileName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*\.svg$/, 'must be the name of an .svg file in seed/images');

/** What a handle may be: lower-case letters, digits and single hyphens. */
export const handleSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens');

export const imageSchema = z.strictObject({
  file: imageFileName,
  altText: z.string().nullable().default(null),
  width: z.int().positive(),
  height: z.int().positive(),
});

const selectedOptionSchema = z.strictObject({ name: z.string().min(1), value: z.string().min(1) });
const optionsSchema = z
  .array(z.strictObject({ name: z.string().min(1), values: z.array(z.string().min(1)).min(1) }))
  .min(1);

/**
 * A product option's value: its name, or its name and a colour swatch for pickers that show
 * colours (the value's name stays the accessible text).
 */
const optionValueSchema = z
  .union([
    z.string().min(1),
    z.strictObject({
      name: z.string().min(1),
      swatch: z
        .string()
        .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour such as "#4B4E50"')
        .nullable()
        .default(null),
    }),
  ])
  .transform((value) => (typeof value === 'string' ? { name: value, swatch: null } : value));

const productOptionsSchema = z
  .array(z.strictObject({ name: z.string().min(1), values: z.array(optionValueSchema).min(1) }))
  .min(1)
  .max(3);

const variantSchema = z.strictObject({
  /**
   * Fixed when a variant joins a product that others already hold in carts and links: variants
   * without one are numbered in catalogue order around the fixed ones.
   */
  id: z.int().positive().optional(),
  title: z.string().min(1),
  sku: z.string().nullable().default(null),
  price: decimalAmount,
  compareAtPrice: decimalAmount.nullable().default(null),
  availableForSale: z.boolean(),
  requiresShipping: z.boolean().default(true),
  quantityAvailable: z.int().nonnegative().nullable().default(null),
  selectedOptions: z.array(selectedOptionSchema).min(1),
  /** The variant's picture: one of its product's image files (default: the featured image). */
  image: imageFileName.nullable().default(null),
});

/** A price adjustment of a selling plan, for its first `orderCount` orders (null: every order). */
const adjustment = <Type extends string, Value extends z.ZodType>(type: Type, value: Value) =>
  z.strictObject({
    type: z.literal(type),
    value,
    orderCount: z.int().positive().nullable().default(null),
  });

const priceAdjustmentSchema = z.discriminatedUnion('type', [
  // Percentage off the variant price.
  adjustment('percentage', z.number().gt(0).max(100)),
  // A fixed amount off the variant price.
  adjustment('fixedAmount', decimalAmount),
  // A fixed price replacing the variant price.
  adjustment('price', decimalAmount),
]);

/** How often a plan bills or delivers: every `intervalCount` days, weeks, months or years. */
const intervalPolicySchema = z.strictObject({
  interval: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
  intervalCount: z.int().min(1).max(36),
});

const sellingPlanSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().nullable().default(null),
  recurringDeliveries: z.boolean().default(true),
  options: z.array(selectedOptionSchema).min(1),
  priceAdjustments: z.array(priceAdjustmentSchema).max(2).default([]),
  billingPolicy: intervalPolicySchema,
  deliveryPolicy: intervalPolicySchema,
});

const sellingPlanGroupSchema = z.strictObject({
  name: z.string().min(1),
  appName: z.string().nullable().default(null),
  options: optionsSchema,
  sellingPlans: z.array(sellingPlanSchema).min(1),
});

const productSchema = z.strictObject({
  handle: handleSchema,
  title: z.string().min(1),
  descriptionHtml: z.string(),
  vendor: z.string().min(1),
  productType: z.string().default(''),
  tags: z.array(z.string().min(1)).default([]),
  publishedAt: isoDateTime,
  images: z.array(imageSchema).min(1),
  options: productOptionsSchema,
  variants: z.array(variantSchema).min(1),
  sellingPlanGroups: z.array(sellingPlanGroupSchema).default([]),
});

export const catalogueSchema = z.strictObject({
  shop: z.strictObject({
    name: z.string().min(1),
    currencyCode: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD'),
  }),
  discountCodes: z
    .array(
      z.strictObject({
        code: z.string().regex(/^\S+$/, 'must not contain spaces'),
        percentage: z.number().gt(0).max(100),
        firstOrderOnly: z.boolean().default(false),
        title: z.string().min(1),
      }),
    )
    .default([]),
  // An empty shop is valid: the storefront has an empty state for it.
  products: z.array(productSchema),
});

export type Catalogue = z.output<typeof catalogueSchema>;
export type CatalogueProduct = Catalogue['products'][number];
export type CataloguePriceAdjustment = z.output<typeof priceAdjustmentSchema>;
