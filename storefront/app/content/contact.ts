import {
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_E164,
  SUPPORT_REPLY_BUSINESS_DAYS,
  formatRange,
} from '../lib/policies';

export interface SupportDetail {
  readonly label: string;
  readonly value: string;
  /** A `mailto:` or `tel:` address, when the value is something to act on. */
  readonly href?: string;
}

export interface ContactPage {
  readonly title: string;
  readonly intro: string;
  readonly supportHeading: string;
  readonly supportDetails: readonly SupportDetail[];
  readonly supportNote: string;
}

export const contactPage: ContactPage = {
  title: 'Contact Us',
  intro:
    'Questions about an order, a subscription or how to use Clearwell? Send us a message and a real person on our team will get back to you.',
  supportHeading: 'Support Information',
  supportDetails: [
    { label: 'Email', value: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
    { label: 'Phone', value: SUPPORT_PHONE_DISPLAY, href: `tel:${SUPPORT_PHONE_E164}` },
    { label: 'Business Hours', value: SUPPORT_HOURS },
    {
      label: 'Response Time',
      value: `Within ${formatRange(SUPPORT_REPLY_BUSINESS_DAYS)} business days`,
    },
  ],
  supportNote:
    'For anything about an existing order, please include your order number so we can help you faster.',
};
