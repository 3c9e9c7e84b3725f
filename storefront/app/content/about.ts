import { COMPANY_NAME, COMPANY_STATE } from '../lib/policies';
import { INGREDIENTS, INGREDIENT_HAZARD_RATING } from './product';
import type { CallToAction, Feature, ImageContent, Section } from './types';

export interface Founder {
  readonly name: string;
  readonly role: string;
  readonly image: ImageContent;
  readonly quote: string;
}

export interface AboutPage {
  readonly title: string;
  readonly intro: string;
  readonly mission: Section;
  readonly story: Section;
  readonly commitment: Section & { readonly points: readonly Feature[] };
  readonly founder: Founder;
  readonly cta: CallToAction;
}

const rating = INGREDIENT_HAZARD_RATING;
const FOUNDER_FIRST_NAME = 'Laura';
const FOUNDER_NAME = `${FOUNDER_FIRST_NAME} Bennett`;

export const aboutPage: AboutPage = {
  title: `About ${COMPANY_NAME}`,
  intro: `A small company from ${COMPANY_STATE} with one simple idea: the water you bathe in should be just water.`,
  mission: {
    id: 'mission',
    heading: 'Our Mission',
    paragraphs: [
      'Treated tap water is one of the great public-health achievements: chlorine and chloramine keep it safe on its long trip through the pipes. But the same chemicals that protect drinking water are still there when you fill a bath or an ice plunge and then sit in it, warm or freezing, for a long time.',
      `Our mission is to make that water gentler in the simplest way we could find: a powder of ${INGREDIENTS.length} well-understood ingredients that neutralizes chlorine, chloramine, heavy metals and fluoride. No filters to fit, no plumbing, nothing to maintain. Two scoops, and the water you soak in is simply water.`,
    ],
  },
  story: {
    id: 'story',
    heading: 'Our Story',
    paragraphs: [
      `${COMPANY_NAME} started at a kitchen table. When our founder, ${FOUNDER_NAME}, moved her family to a new city, bath time changed. Her children came out of the tub with dry, itchy skin, her own hair felt like straw, and the bathroom smelled faintly like a public pool. A call to the water utility explained it: like many US utilities, it treats water with chloramine, a longer-lasting cousin of chlorine that doesn't evaporate away when water stands.`,
      `Around the same time, ${FOUNDER_FIRST_NAME} had taken up cold plunging in the backyard. Filling the tub with the garden hose, she noticed the same chemical smell rising off the surface of water she was about to sit in up to her neck.`,
      `She started reading. Aquarium keepers had solved the problem for fish decades ago with sodium thiosulfate, and water labs use the same compound to neutralize chlorine in samples. Together with a formulation chemist, ${FOUNDER_FIRST_NAME} spent months turning that idea into a blend made for a full bath: adding a chelator for the metals in older pipes, alum to bind fluoride, and baking soda to keep the water balanced, then testing each version with chlorine test strips on her own tub.`,
      `We are not doctors, and we won't tell you a bath powder will cure anything. What we can tell you is exactly what goes into your water with those two scoops, and what each ingredient does there. That honesty is the company ${FOUNDER_FIRST_NAME} set out to build.`,
    ],
  },
  commitment: {
    id: 'commitment',
    heading: 'Our Commitment',
    paragraphs: ['Everything we make is held to three simple promises.'],
    points: [
      {
        title: 'Ingredients',
        text: `Only ${INGREDIENTS.length} ingredients, each rated ${rating.min}-${rating.max} on a ${rating.scaleMax}-point hazard scale by an independent rating body and approved for use in cosmetics and food. No fragrance, no dyes, no fillers, and the full list on every pack.`,
      },
      {
        title: 'Testing',
        text: 'Every production batch is checked against chlorinated tap water before it ships, and we keep the results on file. If a batch does not perform, it does not leave us.',
      },
      {
        title: 'Packaging',
        text: 'Our powder comes in resealable, recyclable pouches, and we ship in plain cardboard with paper padding instead of plastic fill wherever we can.',
      },
    ],
  },
  founder: {
    name: FOUNDER_NAME,
    role: 'Founder & CEO',
    quote:
      'I wanted my kids to get out of the bath with nothing on their skin but water. Everything we make starts from that.',
    image: {
      src: '/images/founder.svg',
      alt: `Portrait of ${FOUNDER_NAME}, founder of ${COMPANY_NAME}`,
      width: 800,
      height: 1000,
    },
  },
  cta: { label: 'Shop Now', href: '/products' },
};
