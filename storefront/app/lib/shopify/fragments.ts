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
