import {
  SUBSCRIPTION_CANCEL_NOTICE_BUSINESS_DAYS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  SUBSCRIPTION_FREQUENCIES,
} from '../lib/policies';
import { DIRECTIONS, INGREDIENTS, INGREDIENT_HAZARD_RATING, SCOOPS_PER_USE } from './product';
import { joinWithAnd } from './text';
import type { AccordionPage } from './types';

const frequencyPhrases = joinWithAnd(
  SUBSCRIPTION_FREQUENCIES.map((f) => f.phrase),
  'or',
);
const ingredientNames = joinWithAnd(INGREDIENTS.map((i) => i.name.toLowerCase()));
const rating = INGREDIENT_HAZARD_RATING;

export const faqPage: AccordionPage = {
  title: 'Frequently Asked Questions',
  intro:
    'Short answers to the questions we hear most. If yours is not here, our team is happy to help.',
  items: [
    {
      id: 'what-it-neutralizes',
      title: 'What does Clearwell neutralize?',
      body: {
        paragraphs: [
          'Clearwell neutralizes chlorine, chloramine, heavy metals and fluoride in ordinary tap water.',
          'Utilities add chlorine or chloramine to keep water safe on its way through the pipes, and water can pick up metals such as lead, copper and iron from older plumbing. That does its job for drinking water, but it also means that in a bath or a plunge you are sitting in those chemicals, breathing the warm air just above them, for a long time. Many people notice the difference as a pool-like smell, or skin and hair that feel dry afterwards.',
          `The blend converts chlorine and chloramine into harmless chloride, holds metal ions in stable complexes so they cannot react with skin and hair, and binds fluoride. Our science page explains what each of the ${INGREDIENTS.length} ingredients does.`,
        ],
        links: [{ label: 'Read the science', href: '/science' }],
      },
    },
    {
      id: 'how-to-use',
      title: 'How do I use it in a bath or an ice plunge?',
      body: {
        paragraphs: [
          `It takes ${SCOOPS_PER_USE} scoops either way, and there is nothing to install.`,
        ],
        bullets: DIRECTIONS.map((direction) => `${direction.title}: ${direction.steps.join(' ')}`),
        closingParagraphs: [
          'The powder dissolves completely and is unscented, so the water looks and smells like water. For a plunge you keep for several days, treat it again whenever you top it up with fresh tap water.',
        ],
      },
    },
    {
      id: 'is-it-safe',
      title: 'Is it safe for kids and sensitive skin?',
      body: {
        paragraphs: [
          `Clearwell contains just ${INGREDIENTS.length} ingredients: ${ingredientNames}. Each is rated ${rating.min}-${rating.max}, the lowest hazard band on a ${rating.scaleMax}-point scale, by an independent ingredient-safety rating body, and each is approved for use in cosmetics and food. There are no fragrances, dyes or fillers.`,
          "Used as directed, the powder dissolves into a full tub, so what touches the skin is very dilute. In fact, it was first made for our founder's own children's bath time.",
        ],
        bullets: [
          'Always supervise children in the bath.',
          'Keep the powder itself out of reach of children, and do not drink the treated water.',
          'If you or your child has a skin condition, ask your doctor before changing your bath routine. Clearwell conditions water; it is not a medicine.',
        ],
      },
    },
    {
      id: 'how-subscriptions-work',
      title: 'How do subscriptions work?',
      body: {
        paragraphs: [
          `Choose Subscribe and save on the product page and pick a delivery frequency: ${frequencyPhrases}. Every subscription delivery is ${SUBSCRIPTION_DISCOUNT_PERCENT}% off and ships free.`,
          `You can change the frequency, skip a delivery or cancel whenever you like, with no fee. Just let us know at least ${SUBSCRIPTION_CANCEL_NOTICE_BUSINESS_DAYS} business days before your next delivery so the change applies to it.`,
        ],
        links: [{ label: 'Subscription terms', href: '/subscriptions' }],
      },
    },
  ],
};
