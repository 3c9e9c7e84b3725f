import {
  ARBITRATION_OPT_OUT_DAYS,
  COMPANY_NAME,
  FREE_SHIPPING_THRESHOLD_USD,
  COMPANY_STATE,
  RETURN_SHIP_WITHIN_DAYS,
  SHIPS_WITHIN_BUSINESS_DAYS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  SUBSCRIPTION_FREQUENCIES,
  SUPPORT_HOURS,
  TRACKING_ACTIVE_WITHIN_HOURS,
  formatRange,
} from '../lib/policies';
import { joinWithAnd } from './text';
import type { PageMeta } from '../lib/meta';

/**
 * The public pages worth a search result, in the sitemap's order (sign-in, account, cart and
 * checkout pages are not). Each must have its title and description below.
 */
export const SEO_PATHS = [
  '/',
  '/products',
  '/science',
  '/about-us',
  '/contact',
  '/faq',
  '/terms-of-service',
  '/privacy-policy',
  '/returns',
  '/shipping',
  '/subscriptions',
] as const;

export type SeoPath = (typeof SEO_PATHS)[number];

/** Search descriptions are kept to 120-160 characters so they are not cut off in results. */
export const SEO_DESCRIPTION_LENGTH = { min: 120, max: 160 } as const;

const frequencies = joinWithAnd(
  SUBSCRIPTION_FREQUENCIES.map((f) => f.phrase),
  'or',
);

const title = (page: string) => `${page} | ${COMPANY_NAME}`;

export const SEO: Readonly<Record<SeoPath, PageMeta>> = {
  '/': {
    title: `${COMPANY_NAME} | Dechlorinating Bath & Ice Plunge Powder`,
    description:
      'Two scoops neutralize chlorine, chloramine, heavy metals and fluoride in tap water for gentler baths and ice plunges. No filters, no plumbing.',
  },
  '/products': {
    title: title('Shop'),
    description: `Shop ${COMPANY_NAME} dechlorinating powder, travel sachets and bath accessories. Subscribe and save ${SUBSCRIPTION_DISCOUNT_PERCENT}%, with free domestic shipping from $${FREE_SHIPPING_THRESHOLD_USD}.`,
  },
  '/science': {
    title: title('The Science'),
    description:
      'What chlorine, chloramine, heavy metals and fluoride in tap water mean for your bath, and how our four-ingredient blend neutralizes them.',
  },
  '/about-us': {
    title: title('About Us'),
    description: `Meet ${COMPANY_NAME}: a small team making bath and ice plunge water gentler with a simple four-ingredient powder. Our mission, story and commitments.`,
  },
  '/contact': {
    title: title('Contact Us'),
    description: `Questions about an order, a subscription or using ${COMPANY_NAME}? Send us a message or call our support team, ${SUPPORT_HOURS}.`,
  },
  '/faq': {
    title: title('FAQ'),
    description: `Answers about ${COMPANY_NAME}: what it neutralizes, how to use it in a bath or ice plunge, safety for kids and sensitive skin, and subscriptions.`,
  },
  '/returns': {
    title: title('Returns & Refunds'),
    description: `How returns work at ${COMPANY_NAME}: ship items back within ${RETURN_SHIP_WITHIN_DAYS} days of receiving them. Plus sale items, defective products and refund timing.`,
  },
  '/shipping': {
    title: title('Shipping Policy'),
    description: `${COMPANY_NAME} shipping is free on domestic orders of $${FREE_SHIPPING_THRESHOLD_USD} or more. Orders ship in ${formatRange(SHIPS_WITHIN_BUSINESS_DAYS)} business days, with tracking active within ${TRACKING_ACTIVE_WITHIN_HOURS} hours.`,
  },
  '/subscriptions': {
    title: title('Subscriptions'),
    description: `Subscribe and save ${SUBSCRIPTION_DISCOUNT_PERCENT}% on every ${COMPANY_NAME} delivery, with free shipping. Delivered ${frequencies}; skip or cancel anytime.`,
  },
  '/terms-of-service': {
    title: title('Terms of Service'),
    description: `The terms for shopping with ${COMPANY_NAME}: orders, subscriptions, SMS messages, ${COMPANY_STATE} law and arbitration with a ${ARBITRATION_OPT_OUT_DAYS}-day opt-out.`,
  },
  '/privacy-policy': {
    title: title('Privacy Policy'),
    description: `How ${COMPANY_NAME} collects, uses and protects your personal information, the cookies we use, who we share data with and your privacy rights.`,
  },
};
