import {
  DEFECTIVE_REPORT_WITHIN_DAYS,
  DEFECTIVE_SHIP_BACK_WITHIN_DAYS,
  NEWSLETTER_DISCOUNT_PERCENT,
  PRICE_ADJUSTMENTS_OFFERED,
  REFUND_REFLECTION_MAX_BUSINESS_DAYS,
  RETURN_PROCESSING_BUSINESS_DAYS,
  RETURN_SHIP_WITHIN_DAYS,
  SALE_ITEMS_ARE_FINAL,
  SUPPORT_EMAIL,
  SUPPORT_REPLY_BUSINESS_DAYS,
  formatRange,
} from '../lib/policies';
import type { AccordionPage } from './types';

const replyTime = `${formatRange(SUPPORT_REPLY_BUSINESS_DAYS)} business days`;
const emailLink = { label: `Email ${SUPPORT_EMAIL}`, href: `mailto:${SUPPORT_EMAIL}` };

/** The section titles, in order, exactly as the page shows them. */
export const RETURNS_SECTION_TITLES = [
  'Return Information',
  'Sale Items',
  'Return Process',
  'Defective Items',
  'Price Adjustments',
] as const;

const saleItemsParagraphs = SALE_ITEMS_ARE_FINAL
  ? [
      'Items bought on sale or with a clearance discount are final sale. They cannot be returned or exchanged.',
      'The one exception is an item that arrives defective or damaged: that is covered under Defective Items below, whatever price you paid.',
    ]
  : ['Items bought on sale can be returned on the same terms as full-price items.'];

const priceAdjustmentParagraphs = PRICE_ADJUSTMENTS_OFFERED
  ? [
      'If the price of an item drops after you buy it, contact us and we will refund the difference.',
    ]
  : [
      'We do not offer price adjustments. If an item you have bought goes on sale later, or a new promotion starts after your order, we cannot refund the difference.',
      `Discount codes, including the ${NEWSLETTER_DISCOUNT_PERCENT}% welcome code from our mailing list, have to be entered at checkout; they cannot be applied to an order that has already been placed.`,
    ];

export const returnsPage: AccordionPage = {
  title: 'Returns & Refunds',
  intro:
    'We want you to be happy with every order. Here is how returns and refunds work, and what to do if something arrives damaged.',
  items: [
    {
      id: 'return-information',
      title: 'Return Information',
      body: {
        paragraphs: [
          `If you are not satisfied with your purchase, you can return it. Items must be shipped back to us within ${RETURN_SHIP_WITHIN_DAYS} days of the day you received them.`,
          'To be accepted, returned items need to be unused and unopened, in their original packaging, with the seal intact. Because the powder goes into bath water, we cannot accept opened pouches or jars for hygiene reasons.',
          `Returns always start with an email to our support team, who reply within ${replyTime}. Packages sent back without a return authorization cannot be processed.`,
        ],
        links: [emailLink],
      },
    },
    {
      id: 'sale-items',
      title: 'Sale Items',
      body: { paragraphs: saleItemsParagraphs },
    },
    {
      id: 'return-process',
      title: 'Return Process',
      body: {
        paragraphs: ['Returning an item takes a few simple steps:'],
        bullets: [
          `Email ${SUPPORT_EMAIL} with your order number and the items you would like to return.`,
          `We reply within ${replyTime} with a return authorization and the address to send it to.`,
          `Pack the items securely and ship them within ${RETURN_SHIP_WITHIN_DAYS} days of receiving your order. We recommend a tracked service; return shipping is paid by you unless the item is defective or we sent the wrong one.`,
          `Once your return arrives, we inspect it and process your refund within ${formatRange(RETURN_PROCESSING_BUSINESS_DAYS)} business days, and email you when it is done.`,
          `The refund goes back to your original payment method. Depending on your bank or card issuer, it can take up to ${REFUND_REFLECTION_MAX_BUSINESS_DAYS} business days to appear on your statement.`,
        ],
        closingParagraphs: [
          'Original shipping charges are not refundable. If you used a discount code, the refund is for the amount you actually paid.',
        ],
      },
    },
    {
      id: 'defective-items',
      title: 'Defective Items',
      body: {
        paragraphs: [
          `If an item arrives damaged, leaking or defective, please tell us within ${DEFECTIVE_REPORT_WITHIN_DAYS} days of delivery. Email us your order number, a short description and a photo of the item and its packaging.`,
          `We will send you a prepaid return label. Please ship the item back within ${DEFECTIVE_SHIP_BACK_WITHIN_DAYS} days of receiving the label. As soon as it is on its way, we send a replacement, or refund you in full if you prefer, including the original shipping.`,
        ],
        links: [emailLink],
      },
    },
    {
      id: 'price-adjustments',
      title: 'Price Adjustments',
      body: { paragraphs: priceAdjustmentParagraphs },
    },
  ],
};
