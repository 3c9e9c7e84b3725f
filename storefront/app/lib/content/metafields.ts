import { z } from 'zod';
import type {
  DirectionFragment,
  IngredientFragment,
} from '../shopify/generated/storefront-api.generated';

/**
 * Metafield and metaobject values as the pages use them. The owner types these in the admin, so
 * a malformed or missing value is treated as absent rather than breaking the page.
 */

const textList = z.array(z.string());

/** A `list.single_line_text_field` value's entries (stored as JSON text), or none. */
export function listValue(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed = textList.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data.map((entry) => entry.trim()).filter(Boolean) : [];
  } catch {
    return [];
  }
}

/** A field's text, trimmed; null when empty or missing. */
export function fieldText(field: { value: string | null } | null | undefined): string | null {
  return field?.value?.trim() || null;
}

/** How to use the powder for one kind of water (a `direction` metaobject). */
export interface Direction {
  readonly id: string;
  readonly title: string;
  readonly steps: readonly string[];
}

/** `direction` metaobjects, those without a title or steps left out. */
export function directionsOf(
  nodes: readonly (DirectionFragment | Record<PropertyKey, never>)[] | undefined,
): Direction[] {
  return (nodes ?? []).flatMap((node) => {
    if (!('handle' in node)) return [];
    const title = fieldText(node.title);
    const steps = listValue(node.steps?.value);
    return title && steps.length ? [{ id: node.handle, title, steps }] : [];
  });
}

/** An ingredient of the powder (an `ingredient` metaobject). */
export interface Ingredient {
  readonly name: string;
  /** A plainer or fuller name, where one helps. */
  readonly alsoKnownAs: string | null;
  /** What it does in the blend, in a few words. */
  readonly role: string | null;
  readonly howItWorks: string | null;
  /** Where people already meet it in daily life. */
  readonly everydayUse: string | null;
}

/** `ingredient` metaobjects, those without a name left out. */
export function ingredientsOf(
  nodes: readonly (IngredientFragment | Record<PropertyKey, never>)[] | undefined,
): Ingredient[] {
  return (nodes ?? []).flatMap((node) => {
    if (!('name' in node)) return [];
    const name = fieldText(node.name);
    if (!name) return [];
    return [
      {
        name,
        alsoKnownAs: fieldText(node.alsoKnownAs),
        role: fieldText(node.role),
        howItWorks: fieldText(node.howItWorks),
        everydayUse: fieldText(node.everydayUse),
      },
    ];
  });
}
