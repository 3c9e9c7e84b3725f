import {
  FREE_SHIPPING_THRESHOLD_USD,
  SHIPS_WITHIN_BUSINESS_DAYS,
  SUPPORT_EMAIL,
  SUPPORT_REPLY_BUSINESS_DAYS,
  TRACKING_ACTIVE_WITHIN_HOURS,
  formatRange,
} from '../lib/policies';
import type { AccordionPage } from './types';

/** The section titles, in order, exactly as the page shows them. */
export const SHIPPING_SECTION_TITLES = [
  'Details',
  'Pre-orders',
  'Tracking Number',
  'Missing Packages',
] as const;

const shipsIn = `${formatRange(SHIPS_WITHIN_BUSINESS_DAYS)} business days`;
const emailLink = { label: `Email ${SUPPORT_EMAIL}`, href: `mailto:${SUPPORT_EMAIL}` };

export const shippingPage: AccordionPage = {
  title: 'Shipping Policy',
  intro: `Every domestic order of $${FREE_SHIPPING_THRESHOLD_USD} or more ships free. Here is what happens between checkout and your doorstep.`,
  items: [
    {
      id: 'details',
      title: 'Details',
      body: {
        paragraphs: [
          `We pack and ship orders within ${shipsIn}. Business days are Monday to Friday, excluding US public holidays, so an order placed on a weekend leaves us early the following week.`,
          `Shipping is free on all domestic orders of $${FREE_SHIPPING_THRESHOLD_USD} or more, and on every subscription delivery. For smaller orders, the shipping cost is calculated at checkout before you pay.`,
          'We currently ship within the United States. If you would like to order from another country, please contact us before ordering and we will see what we can do.',
          'Delivery time after dispatch depends on the carrier and your location. Your shipping confirmation email shows the carrier and the expected delivery date.',
        ],
      },
    },
    {
      id: 'pre-orders',
      title: 'Pre-orders',
      body: {
        paragraphs: [
          'Some products can be ordered before they are back in stock. These are clearly marked as pre-orders on the product page, together with the date we expect to ship them.',
          `Payment is taken when you place the order. We ship within ${shipsIn} of the stock arriving, and if the date moves we email you straight away.`,
          'If your order combines pre-order and in-stock items, we send everything together once the pre-order item is ready. If you would rather receive the in-stock items first, just ask. You can cancel a pre-order for a full refund at any time before it ships.',
        ],
      },
    },
    {
      id: 'tracking-number',
      title: 'Tracking Number',
      body: {
        paragraphs: [
          'As soon as your order ships, we email you a shipping confirmation with your tracking number and a link to follow the parcel.',
          `Carriers can take a little while to scan a new parcel into their system, so the tracking number becomes active within ${TRACKING_ACTIVE_WITHIN_HOURS} hours of the confirmation email. If it still shows no movement after that, please contact us and we will check with the carrier.`,
        ],
        links: [emailLink],
      },
    },
    {
      id: 'missing-packages',
      title: 'Missing Packages',
      body: {
        paragraphs: [
          'If your tracking says delivered but you cannot find the parcel, a few quick checks usually solve it:',
        ],
        bullets: [
          'Look around the delivery spot: porches, side doors, behind planters and in the mailbox or parcel locker.',
          'Ask neighbors and anyone else at the address whether they took it in.',
          'Check the delivery address on your confirmation email for typos.',
          'Give it until the end of the next business day; carriers sometimes mark a parcel delivered shortly before it arrives.',
        ],
        closingParagraphs: [
          `Still missing? Email us with your order number. We reply within ${formatRange(SUPPORT_REPLY_BUSINESS_DAYS)} business days, open a claim with the carrier and help you get your order.`,
          'Please double-check your address at checkout. We cannot be responsible for parcels sent to an address that was entered incorrectly, but we will always try to help recover them.',
        ],
        links: [emailLink],
      },
    },
  ],
};
