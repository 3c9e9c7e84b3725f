import { FREE_SHIPPING_THRESHOLD_USD, SUBSCRIPTION_DISCOUNT_PERCENT } from '../lib/policies';
import { INGREDIENTS } from './product';
import type { CallToAction, Feature } from './types';

export interface HomePage {
  readonly hero: {
    readonly eyebrow: string;
    readonly headline: string;
    readonly subline: string;
    readonly cta: CallToAction;
  };
  /** Three short points for the strip under the hero. */
  readonly benefits: readonly Feature[];
  readonly featured: {
    readonly heading: string;
    readonly viewAll: CallToAction;
    /** Spec section 2, with the commerce platform named. */
    readonly errorMessage: string;
    readonly emptyMessage: string;
  };
}

/** The commerce platform's name, as it appears in the home page's error and empty states. */
const COMMERCE_PLATFORM = 'Shopify';

export const homePage: HomePage = {
  hero: {
    eyebrow: 'Bath & Ice Plunge Powder',
    headline: 'Neutralize the chemicals in your tap water, for every bath and ice plunge.',
    subline: `Two scoops neutralize chlorine, chloramine, heavy metals and fluoride, so the water you soak in is simply water. No filters, no plumbing.`,
    cta: { label: 'Shop Now', href: '/products' },
  },
  benefits: [
    {
      title: 'Neutralizes what matters',
      text: 'Chlorine, chloramine, heavy metals and fluoride, in seconds.',
    },
    {
      title: `${INGREDIENTS.length} gentle ingredients`,
      text: 'Unscented, with every ingredient rated low hazard by an independent rating body.',
    },
    {
      title: `Subscribe & save ${SUBSCRIPTION_DISCOUNT_PERCENT}%`,
      text: `Free shipping on subscriptions and on domestic orders of $${FREE_SHIPPING_THRESHOLD_USD}+.`,
    },
  ],
  featured: {
    heading: 'Featured Products',
    viewAll: { label: 'View all products', href: '/products' },
    errorMessage: `Error loading products. Please check your ${COMMERCE_PLATFORM} configuration.`,
    emptyMessage: `No products found. Please add products in your ${COMMERCE_PLATFORM} admin.`,
  },
};
