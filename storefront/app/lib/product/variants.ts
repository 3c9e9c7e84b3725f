/**
 * Product data checks and the initial variant, as pure functions.
 */

import { DEFAULT_VARIANT_TITLE } from '../constants';

/** The developer error for product data the page cannot work with. */
export const PRODUCT_PROPS_ERROR = 'Please provide the necessary props...';

/** A connection as the Storefront API returns it: `nodes`, `edges`, or both. */
interface Connection<T> {
  nodes?: readonly T[] | null;
  edges?: readonly { node: T }[] | null;
}

interface UncheckedVariant {
  id?: string | null;
  selectedOptions?: readonly { name: string; value: string }[] | null;
  /** Only checked when present: a variant that carries allocations must list them. */
  sellingPlanAllocations?: Connection<unknown> | null;
}

type ProductDataCheck<V> =
  | { ok: true; variants: V[] }
  | { ok: false; error: typeof PRODUCT_PROPS_ERROR; problems: string[] };

function listOf<T>(connection: Connection<T> | null | undefined): readonly T[] | undefined {
  if (!connection) return undefined;
  if (Array.isArray(connection.nodes)) return connection.nodes;
  if (Array.isArray(connection.edges)) return connection.edges.map((edge) => edge.node);
  return undefined;
}

/**
 * "Product data": the variants list (nodes or edges) is required, every variant
 * needs selectedOptions, and a selling plan allocation requires allocations. Returns the
 * flattened variants, or the developer error with what is wrong.
 */
export function checkProductData<V extends UncheckedVariant>(
  product: { variants?: Connection<V> | null } | null | undefined,
): ProductDataCheck<V> {
  const variants = listOf(product?.variants);
  if (!variants) {
    return {
      ok: false,
      error: PRODUCT_PROPS_ERROR,
      problems: ["the product needs 'variants.nodes' or 'variants.edges'"],
    };
  }
  const problems: string[] = [];
  variants.forEach((variant, index) => {
    const name = variant.id ?? `variant ${index + 1}`;
    if (!Array.isArray(variant.selectedOptions)) {
      problems.push(`${name} needs 'selectedOptions'`);
    }
    if (
      variant.sellingPlanAllocations !== undefined &&
      listOf(variant.sellingPlanAllocations) === undefined
    ) {
      problems.push(
        `${name} needs 'sellingPlanAllocations.nodes' or 'sellingPlanAllocations.edges'`,
      );
    }
  });
  return problems.length > 0
    ? { ok: false, error: PRODUCT_PROPS_ERROR, problems }
    : { ok: true, variants: [...variants] };
}

/**
 * the initial variant if an id is given (none when no variant has it), none
 * when the id is null, else the first available for sale, else the first.
 */
export function initialVariant<V extends { id: string; availableForSale: boolean }>(
  variants: readonly V[],
  initialVariantId?: string | null,
): V | null {
  if (initialVariantId === null) return null;
  if (initialVariantId !== undefined) {
    return variants.find((variant) => variant.id === initialVariantId) ?? null;
  }
  return variants.find((variant) => variant.availableForSale) ?? variants[0] ?? null;
}

/**
 * The pack label above the title: the variant's title in capitals ("4 Pack" → "4 PACK", the
 * spec's fixed label for the powder), or none for a product without options, so a scoop is
 * never labelled a 4 pack.
 */
export function packLabel(variant: { title: string } | null | undefined): string | null {
  const title = variant?.title.trim();
  if (!title || title === DEFAULT_VARIANT_TITLE) return null;
  return title.toUpperCase();
}
