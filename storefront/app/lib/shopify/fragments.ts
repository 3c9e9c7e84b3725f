/**
 * Fragments more than one document spreads. Kept apart from the document modules (documents.ts
 * lists those), as a fragment alone is not a document to validate.
 */

/** An ingredient metaobject: the product page's Ingredients tab and the science page share them. */
export const INGREDIENT_FRAGMENT = `#graphql
  fragment Ingredient on Metaobject {
    name: field(key: "name") { value }
    alsoKnownAs: field(key: "also_known_as") { value }
    role: field(key: "role") { value }
    howItWorks: field(key: "how_it_works") { value }
    everydayUse: field(key: "everyday_use") { value }
  }
` as const;

/** A direction metaobject: the product page's Directions tab and the home page share them. */
export const DIRECTION_FRAGMENT = `#graphql
  fragment Direction on Metaobject {
    handle
    title: field(key: "title") { value }
    steps: field(key: "steps") { value }
  }
` as const;

/**
 * What a pack holds and how many uses it makes (lib/product/pack-value.ts): the product page,
 * the product cards and the cart's lines each say it.
 */
export const PACK_FACTS_FRAGMENT = `#graphql
  fragment PackFacts on Product {
    packSize: metafield(namespace: "custom", key: "pack_size") { value }
    packUnit: metafield(namespace: "custom", key: "pack_unit") { value }
    usesPerPack: metafield(namespace: "custom", key: "uses_per_pack") { value }
  }
` as const;
