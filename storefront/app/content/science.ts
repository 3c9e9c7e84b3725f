import { INGREDIENTS, INGREDIENT_HAZARD_RATING } from './product';
import type { CallToAction, Feature } from './types';

export type ScienceSectionId =
  | 'hidden-dangers'
  | 'health-impacts'
  | 'how-it-works'
  | 'ingredients'
  | 'who-benefits'
  | 'shop-now';

export interface ScienceSection {
  readonly id: ScienceSectionId;
  /** Small label above the heading. */
  readonly eyebrow: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Cards shown in a grid under the paragraphs. */
  readonly features?: readonly Feature[];
  /** A closing note under the cards (e.g. an honest caveat). */
  readonly note?: string;
  /** Present only on the closing section. */
  readonly cta?: CallToAction;
}

export interface SciencePage {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly ScienceSection[];
}

const rating = INGREDIENT_HAZARD_RATING;

export const sciencePage: SciencePage = {
  title: 'The Science of Cleaner Water',
  intro:
    'What is in ordinary tap water, why it matters when you bathe or plunge in it, and how four simple ingredients neutralize it.',
  sections: [
    {
      id: 'hidden-dangers',
      eyebrow: 'The problem',
      heading: 'The Hidden Dangers in Tap Water',
      paragraphs: [
        'Municipal water is treated to be safe to drink, and that treatment works. But water that is right for drinking a glass at a time is not necessarily what you want to lie in for twenty minutes, or plunge into up to your neck. Three things are worth knowing about.',
      ],
      features: [
        {
          title: 'Chlorine and chloramine',
          text: 'Utilities add chlorine to kill germs in the pipes. Many now use chloramine, chlorine combined with ammonia, because it lasts longer. The catch: chloramine does not evaporate when water stands, so letting a bath sit before you get in does not get rid of it.',
        },
        {
          title: 'Heavy metals',
          text: 'Water can pick up lead, copper and iron on its way through older service lines, pipes and fixtures. Levels vary from home to home, even on the same street, and hot water draws out more than cold.',
        },
        {
          title: 'Fluoride',
          text: 'Many US communities add fluoride to drinking water for dental health. Whatever your view on drinking it, there is no reason it needs to be in your bath, and some people prefer to keep their exposure to what they drink.',
        },
      ],
    },
    {
      id: 'health-impacts',
      eyebrow: 'Why it matters',
      heading: 'How It Affects You',
      paragraphs: [
        'A bath or a plunge is very different from a glass of water: more surface, more time, and often warm, steamy air. These are the effects people most often ask about.',
      ],
      features: [
        {
          title: 'Respiratory',
          text: 'Warm water releases chlorine and its by-products into the air you breathe. Research on indoor swimming pools has linked these vapours to irritated eyes, noses and airways, and the same chemistry happens, on a smaller scale, in a steamy bathroom.',
        },
        {
          title: 'Skin and hair',
          text: 'Chlorine is a strong oxidizer. It can strip the natural oils from skin and hair, which is why many people feel dry, tight or itchy after a long soak, and why color-treated or fine hair can turn brittle.',
        },
        {
          title: 'Long-term exposure',
          text: 'Chlorine reacts with organic matter in water, including what comes off our own skin, to form disinfection by-products. Regulators limit these in drinking water because of concerns about exposure over many years.',
        },
        {
          title: 'Absorption through skin',
          text: 'During a bath, your skin and lungs take in some of the volatile compounds in the water. Studies of disinfection by-products have found that bathing and showering can expose people to as much of them as drinking the same water does.',
        },
      ],
      note: 'Clearwell is a water conditioner, not a medicine. It does not undo by-products already in the water, but by neutralizing the chlorine it stops more of them forming while you soak.',
    },
    {
      id: 'how-it-works',
      eyebrow: 'The chemistry',
      heading: 'How Our Blend Works',
      paragraphs: [
        'The powder dissolves in seconds and works in three complementary ways, each handled by a different ingredient.',
      ],
      features: [
        {
          title: 'Chemical conversion',
          subtitle: 'Sodium thiosulfate',
          text: 'Thiosulfate reacts with chlorine and chloramine almost instantly, reducing the chlorine to chloride, the same harmless ion found in table salt. This is the same reaction water-testing labs rely on to stop chlorine in its tracks.',
        },
        {
          title: 'Chelation',
          subtitle: 'Disodium EDTA',
          text: 'EDTA is a chelator. It wraps around dissolved metal ions such as lead, copper and iron, holding each one in a stable, water-soluble complex. The metal is still in the water, but locked up, so it cannot react with your skin or bind to your hair.',
        },
        {
          title: 'Adsorption',
          subtitle: 'Potassium alum, balanced by sodium bicarbonate',
          text: 'In gently buffered water, alum forms a fine aluminum hydroxide floc. Aluminum binds fluoride tightly, and the floc gathers fluoride and tiny particles on its surface, helping to neutralize them. Sodium bicarbonate keeps the pH near neutral so every step works as it should.',
        },
      ],
      note: 'Two scoops are measured for a standard bathtub. Like any treatment, the result depends on your water; our chlorine test strips let you check it for yourself.',
    },
    {
      id: 'ingredients',
      eyebrow: 'What is inside',
      heading: `${INGREDIENTS.length} Simple Ingredients`,
      paragraphs: [
        `Every ingredient is rated ${rating.min}-${rating.max} on a ${rating.scaleMax}-point hazard scale by an independent ingredient-safety rating body, the lowest-concern band there is. Each is approved for use in cosmetics and food, and you have likely met all of them before.`,
      ],
      features: INGREDIENTS.map((ingredient) => ({
        title: ingredient.alsoKnownAs
          ? `${ingredient.name} (${ingredient.alsoKnownAs})`
          : ingredient.name,
        subtitle: ingredient.role,
        text: `${ingredient.howItWorks} ${ingredient.everydayUse}`,
      })),
      note: 'No fragrance, no dyes, no fillers, and nothing else.',
    },
    {
      id: 'who-benefits',
      eyebrow: 'Made for',
      heading: 'Who Benefits',
      paragraphs: ['Anyone who spends time in tap water, and especially:'],
      features: [
        {
          title: 'Babies and children',
          text: 'Young skin is thinner and more delicate, and little ones spend long, splashy stretches in the bath. A gentle, unscented way to take the chlorine out of bath time.',
        },
        {
          title: 'Regular bathers',
          text: 'If a long soak is part of how you unwind, you spend hours a week in warm tap water. Neutralizing the chlorine makes that time gentler on skin and hair.',
        },
        {
          title: 'Cold-plunge users',
          text: 'A plunge filled from the hose is full of chlorine or chloramine, and you sit in it up to your neck, breathing just above the surface. Two scoops dissolved in a cup, poured in and mixed, and it is just cold water.',
        },
      ],
    },
    {
      id: 'shop-now',
      eyebrow: 'Ready when you are',
      heading: 'Experience the Difference',
      paragraphs: [
        'Two scoops, no plumbing, and water that is simply water. Try Clearwell in your next bath or plunge.',
      ],
      cta: { label: 'SHOP NOW', href: '/products' },
    },
  ],
};
