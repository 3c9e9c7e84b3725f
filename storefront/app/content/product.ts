/**
 * Facts about the powder itself, shared by the product page's Directions and Ingredients tabs,
 * the science page and the FAQ, so each fact is written once.
 */

export interface Ingredient {
  /** The name as printed on the pack */
  readonly name: string;
  /** A plainer or fuller name, where one helps. */
  readonly alsoKnownAs?: string;
  /** What it does in the blend, in a few words. */
  readonly role: string;
  /** How it does it, in a sentence or two. */
  readonly howItWorks: string;
  /** Where people already meet it in daily life. */
  readonly everydayUse: string;
}

export const INGREDIENTS: readonly Ingredient[] = [
  {
    name: 'Sodium thiosulfate',
    role: 'Neutralizes chlorine and chloramine',
    howItWorks:
      'A mild reducing agent. It reacts with chlorine almost instantly and turns it into chloride, the same ion found in table salt, plus a little sulfate. It neutralizes the chlorine held in chloramine the same way.',
    everydayUse:
      'The standard water conditioner aquarium keepers use to make tap water safe for fish, and what water-testing labs add to samples to stop chlorine reacting.',
  },
  {
    name: 'Potassium alum',
    alsoKnownAs: 'potassium aluminum sulfate',
    role: 'Binds fluoride and fine particles',
    howItWorks:
      'In water it forms a fine aluminum hydroxide floc. Aluminum holds on to fluoride strongly, and the floc gathers fluoride and tiny particles on its surface.',
    everydayUse:
      'A traditional pickling salt and the mineral in crystal deodorant stones and aftershave blocks.',
  },
  {
    name: 'Na2EDTA',
    alsoKnownAs: 'disodium EDTA',
    role: 'Chelates heavy metals',
    howItWorks:
      'A chelator: each molecule wraps around a dissolved metal ion, such as lead, copper or iron, and holds it in a stable, water-soluble complex so it can no longer react freely with skin and hair.',
    everydayUse:
      'Found in many shampoos, soaps and moisturizers, and used in foods and drinks to keep color and flavor stable.',
  },
  {
    name: 'Sodium bicarbonate',
    alsoKnownAs: 'baking soda',
    role: 'Buffers the pH',
    howItWorks:
      'Neutralizing chlorine and forming the alum floc both release a little acid. Bicarbonate soaks that up, keeping the water close to neutral and giving the alum the gentle alkalinity it needs to work.',
    everydayUse: 'Ordinary baking soda, the same as in your kitchen cupboard.',
  },
];

/**
 * The hazard score the ingredients receive from an independent ingredient-safety rating body, on
 * a scale where 1 is the lowest concern.
 */
export const INGREDIENT_HAZARD_RATING = { min: 1, max: 2, scaleMax: 10 } as const;

export interface Direction {
  readonly id: 'bath' | 'ice-plunge';
  readonly title: string;
  readonly steps: readonly string[];
}

/** Dose per bath or plunge, in scoops of the included scoop. */
export const SCOOPS_PER_USE = 2;

export const DIRECTIONS: readonly Direction[] = [
  {
    id: 'bath',
    title: 'For a bath',
    steps: [
      `Put ${SCOOPS_PER_USE} scoops of powder into the empty tub.`,
      'Fill the tub as usual. The running water dissolves the powder as it fills.',
    ],
  },
  {
    id: 'ice-plunge',
    title: 'For an ice plunge',
    steps: [
      `Dissolve ${SCOOPS_PER_USE} scoops of powder in a cup of room-temperature water.`,
      'Pour it into the plunge and mix well.',
    ],
  },
];

/** Plain-language safety notes printed alongside the directions. */
export const USAGE_NOTES: readonly string[] = [
  'For bath and plunge water only. Not for drinking.',
  'Keep the powder out of reach of children and pets, and store it sealed in a cool, dry place.',
  'Avoid getting undissolved powder in your eyes; if you do, rinse with plenty of clean water.',
];

/**
 * Products carrying this tag on the commerce platform contain the powder, so their page shows its
 * Directions and Ingredients; a scoop or a tote shows neither.
 */
export const POWDER_PRODUCT_TAG = 'powder';
