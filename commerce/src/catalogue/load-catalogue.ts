import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueSchema, type Catalogue } from './catalogue-schema';
import { parseDecimalToCents } from '../lib/money';

export class CatalogueError extends Error {
  constructor(path: string, problems: string[]) {
    super(`Invalid catalogue ${path}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'CatalogueError';
  }
}

/** Reads and validates the seed catalogue; throws a CatalogueError listing every problem. */
export function loadCatalogue(path: string, imagesDir: string): Catalogue {
  if (!existsSync(path)) throw new CatalogueError(path, ['the file does not exist']);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CatalogueError(path, [`not valid JSON: ${(error as Error).message}`]);
  }
  const parsed = catalogueSchema.safeParse(json);
  if (!parsed.success) {
    throw new CatalogueError(
      path,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const problems = findConsistencyProblems(parsed.data, imagesDir);
  if (problems.length > 0) throw new CatalogueError(path, problems);
  return parsed.data;
}

/** What a schema cannot express: uniqueness, cross-references and files on disk. */
function findConsistencyProblems(catalogue: Catalogue, imagesDir: string): string[] {
  const problems: string[] = [];
  const handles = new Set<string>();
  const codes = new Set<string>();
  const variantIds = new Set<string>();
  /** Adds `key` to `seen`; false when it was there already. */
  const isNew = (seen: Set<string>, key: string) => seen.size < seen.add(key).size;

  catalogue.discountCodes.forEach((discount, index) => {
    if (!isNew(codes, discount.code.toUpperCase()))
      problems.push(`discountCodes.${index}.code: duplicate code "${discount.code}"`);
  });

  catalogue.products.forEach((product, productIndex) => {
    const at = `products.${productIndex}`;
    if (!isNew(handles, product.handle))
      problems.push(`${at}.handle: duplicate handle "${product.handle}"`);

    product.images.forEach((image, imageIndex) => {
      if (!existsSync(join(imagesDir, image.file))) {
        problems.push(`${at}.images.${imageIndex}.file: ${image.file} is not in ${imagesDir}`);
      }
    });

    const optionValues = new Map(
      product.options.map((option) => [option.name, option.values.map((value) => value.name)]),
    );
    const imageFiles = product.images.map((image) => image.file);
    const variantKeys = new Set<string>();
    product.variants.forEach((variant, variantIndex) => {
      const variantAt = `${at}.variants.${variantIndex}`;
      for (const selected of variant.selectedOptions) {
        const values = optionValues.get(selected.name);
        if (!values)
          problems.push(`${variantAt}.selectedOptions: no product option "${selected.name}"`);
        else if (!values.includes(selected.value)) {
          problems.push(
            `${variantAt}.selectedOptions: "${selected.value}" is not a value of "${selected.name}"`,
          );
        }
      }
      if (variant.selectedOptions.length !== product.options.length) {
        problems.push(
          `${variantAt}.selectedOptions: must select one value of every product option`,
        );
      }
      if (variant.id !== undefined && !isNew(variantIds, String(variant.id)))
        problems.push(`${variantAt}.id: two variants have the id ${variant.id}`);
      if (variant.image !== null && !imageFiles.includes(variant.image))
        problems.push(`${variantAt}.image: ${variant.image} is not one of the product's images`);
      if (!isNew(variantKeys, JSON.stringify(variant.selectedOptions)))
        problems.push(`${variantAt}: two variants have the same options`);
      if (
        variant.compareAtPrice !== null &&
        parseDecimalToCents(variant.compareAtPrice) <= parseDecimalToCents(variant.price)
      ) {
        problems.push(`${variantAt}.compareAtPrice: must be above the price`);
      }
    });

    product.sellingPlanGroups.forEach((group, groupIndex) => {
      const groupOptions = new Map(group.options.map((option) => [option.name, option.values]));
      group.sellingPlans.forEach((plan, planIndex) => {
        const planAt = `${at}.sellingPlanGroups.${groupIndex}.sellingPlans.${planIndex}`;
        for (const option of plan.options) {
          if (!groupOptions.get(option.name)?.includes(option.value)) {
            problems.push(
              `${planAt}.options: "${option.name}: ${option.value}" is not a group option`,
            );
          }
        }
        // Every order is charged when it ships (the checkout charges the first delivery in full).
        if (JSON.stringify(plan.billingPolicy) !== JSON.stringify(plan.deliveryPolicy)) {
          problems.push(`${planAt}.deliveryPolicy: must equal billingPolicy (pay per delivery)`);
        }
        for (const variant of product.variants) {
          const priceCents = parseDecimalToCents(variant.price);
          for (const adjustment of plan.priceAdjustments) {
            if (
              adjustment.type === 'fixedAmount' &&
              parseDecimalToCents(adjustment.value) > priceCents
            ) {
              problems.push(
                `${planAt}.priceAdjustments: takes more than the price of "${variant.title}"`,
              );
            }
          }
        }
      });
    });
  });
  return problems;
}
