import {
  SUBSCRIPTION_CANCEL_NOTICE_BUSINESS_DAYS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  SUBSCRIPTION_FREQUENCIES,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_E164,
  type SubscriptionFrequency,
} from '../lib/policies';
import { joinWithAnd } from './text';
import type { Feature, Section } from './types';

const notice = `at least ${SUBSCRIPTION_CANCEL_NOTICE_BUSINESS_DAYS} business days before your next delivery`;
const frequencyList = joinWithAnd(
  SUBSCRIPTION_FREQUENCIES.map((f) => f.phrase),
  'or',
);

/** The save-percent label next to the frequency select. */
export const SUBSCRIPTION_SAVE_LABEL = `Save ${SUBSCRIPTION_DISCOUNT_PERCENT}%`;

export interface SubscriptionsPage {
  readonly title: string;
  readonly intro: readonly string[];
  readonly benefits: readonly Feature[];
  readonly frequencies: readonly SubscriptionFrequency[];
  readonly sections: readonly Section[];
}

export const subscriptionsPage: SubscriptionsPage = {
  title: 'Subscription Terms',
  intro: [
    `Subscribe and save ${SUBSCRIPTION_DISCOUNT_PERCENT}% on every delivery, and never run out before bath time. Choose how often it arrives; change your mind whenever you like.`,
    'These terms explain how subscriptions work. They form part of our Terms of Service.',
  ],
  benefits: [
    {
      title: `${SUBSCRIPTION_DISCOUNT_PERCENT}% off every delivery`,
      text: 'The discount applies to every subscription order, not just the first.',
    },
    {
      title: 'Free shipping',
      text: 'Every subscription delivery ships free within the US, whatever the order total.',
    },
    {
      title: 'Modify frequency anytime',
      text: `Switch between deliveries ${frequencyList}, or skip one when you are stocked up.`,
    },
    {
      title: 'Cancel anytime',
      text: `No fee and no minimum number of deliveries. Just let us know ${notice}.`,
    },
    {
      title: 'Priority customer support',
      text: 'Subscriber emails go to the front of our queue.',
    },
  ],
  frequencies: SUBSCRIPTION_FREQUENCIES,
  sections: [
    {
      id: 'how-it-works',
      heading: 'How subscriptions work',
      paragraphs: [
        'On the product page, choose Subscribe and save, pick a delivery frequency and check out as usual. Your first order ships right away, and each later delivery is sent automatically at the interval you chose:',
      ],
      bullets: SUBSCRIPTION_FREQUENCIES.map((f) => `${f.label}: delivered ${f.phrase}.`),
      closingParagraphs: [
        'Each delivery contains the same products and quantities as your first subscription order unless you ask us to change them.',
      ],
    },
    {
      id: 'pricing-and-billing',
      heading: 'Pricing, billing and automatic renewal',
      paragraphs: [
        `Subscription orders are ${SUBSCRIPTION_DISCOUNT_PERCENT}% off the product's regular price at the time of each delivery. Your checkout summary shows the exact amount before you confirm.`,
        'Your subscription renews automatically. By subscribing, you authorize us to charge the payment method you used at checkout for each delivery, at the interval you chose, until you cancel. We charge shortly before each delivery is prepared, and email you a receipt each time.',
        'If a payment fails, we will email you and try again. If we cannot collect payment, that delivery is paused until your payment details are updated.',
        'If the regular price of a product in your subscription changes, we will email you before the new price applies to your next delivery, so you have time to change or cancel.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Free shipping on subscription orders',
      paragraphs: [
        'Every subscription delivery to an address in the United States ships free, regardless of the order total. Deliveries are packed and tracked like any other order, as described in our Shipping Policy.',
      ],
      links: [{ label: 'Shipping Policy', href: '/shipping' }],
    },
    {
      id: 'changes-and-skipping',
      heading: 'Changing, skipping or pausing',
      paragraphs: [
        `You can change your delivery frequency at any time, skip a single delivery, update your shipping address or payment method, or pause your subscription. To make sure a change applies to your next delivery, make it ${notice}. Changes made later than that take effect from the delivery after.`,
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancellation',
      paragraphs: [
        `You can cancel at any time, with no cancellation fee and no minimum commitment. To stop your next delivery, cancel ${notice}. If you cancel later than that, your next delivery may already be prepared; it will be charged and shipped as normal, and nothing is sent after it.`,
        'We confirm every cancellation by email. Keep that email as your record.',
      ],
    },
    {
      id: 'how-to-manage',
      heading: 'How to manage your subscription',
      paragraphs: [
        `To change, skip, pause or cancel, email ${SUPPORT_EMAIL} from the address you subscribed with, or call ${SUPPORT_PHONE_DISPLAY} (${SUPPORT_HOURS}). If your subscription emails include a link to manage your subscription online, you can use that too.`,
      ],
      links: [
        { label: `Email ${SUPPORT_EMAIL}`, href: `mailto:${SUPPORT_EMAIL}` },
        { label: `Call ${SUPPORT_PHONE_DISPLAY}`, href: `tel:${SUPPORT_PHONE_E164}` },
      ],
    },
    {
      id: 'priority-support',
      heading: 'Priority customer support',
      paragraphs: [
        'As a subscriber, your messages are answered ahead of our general queue. Mention that you are a subscriber when you get in touch.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returns on subscription orders',
      paragraphs: [
        'Subscription deliveries are covered by our standard Returns & Refunds policy, including our promise on damaged or defective items.',
      ],
      links: [{ label: 'Returns & Refunds', href: '/returns' }],
    },
    {
      id: 'changes-to-the-program',
      heading: 'Changes to the subscription program',
      paragraphs: [
        'We may change or end the subscription program, including the discount. We will always email active subscribers before a change affects their next delivery. Deliveries already charged are honored on the terms in place when they were charged.',
      ],
    },
  ],
};
