import {
  ARBITRATION_OPT_OUT_DAYS,
  COMPANY_NAME,
  DEFECTIVE_REPORT_WITHIN_DAYS,
  FREE_SHIPPING_THRESHOLD_USD,
  COMPANY_STATE,
  NEWSLETTER_DISCOUNT_PERCENT,
  RETURN_SHIP_WITHIN_DAYS,
  SHIPS_WITHIN_BUSINESS_DAYS,
  SMS_MAX_MESSAGES_PER_MONTH,
  SUBSCRIPTION_CANCEL_NOTICE_BUSINESS_DAYS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  SUBSCRIPTION_FREQUENCIES,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_E164,
  formatRange,
} from '../lib/policies';
import { joinWithAnd } from './text';
import type { LegalDocument } from './types';

/** How long both sides try to settle a dispute informally before arbitration can start. */
const INFORMAL_RESOLUTION_DAYS = 60;

const we = COMPANY_NAME;
const frequencies = joinWithAnd(
  SUBSCRIPTION_FREQUENCIES.map((f) => f.phrase),
  'or',
);
const cancelNotice = `at least ${SUBSCRIPTION_CANCEL_NOTICE_BUSINESS_DAYS} business days before the next delivery`;

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-01',
  intro: [
    `Welcome to ${we}. These Terms of Service ("Terms") are an agreement between you and ${we} ("${we}", "we", "us" or "our"). They apply whenever you visit our website, create an account, place an order, start a subscription, sign up for our emails or text messages, or contact us (together, our "Services").`,
    `Please read them carefully, especially the section on Disputes and Binding Arbitration. It explains that most disputes between us will be resolved by binding individual arbitration rather than in court, that you give up the right to a jury trial and to class actions, and how you can opt out within ${ARBITRATION_OPT_OUT_DAYS} days.`,
    'By using our Services or placing an order, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use our Services.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      paragraphs: [
        `${we} is a company based in the State of ${COMPANY_STATE}, United States. We make and sell a powder that neutralizes chlorine, chloramine, heavy metals and fluoride in tap water for baths and ice plunges, along with related accessories.`,
        `You can reach us at ${SUPPORT_EMAIL} or ${SUPPORT_PHONE_DISPLAY}. Our support team is available ${SUPPORT_HOURS}.`,
      ],
    },
    {
      id: 'eligibility-and-accounts',
      heading: '2. Eligibility and your account',
      paragraphs: [
        'You must be at least 18 years old, or the age of majority where you live, to place an order, create an account or sign up for text messages. Our Services are offered to customers in the United States.',
        'If you create an account, you agree to give accurate information and keep it up to date. Keep your sign-in details, and access to the email address you sign in with, secure: you are responsible for activity under your account. Tell us straight away if you think someone else has used it.',
        'We may suspend or close an account that breaks these Terms, is used for fraud, or has been inactive for a long time. You can ask us to close your account at any time.',
      ],
    },
    {
      id: 'products-and-use',
      heading: '3. Our products and how to use them',
      paragraphs: [
        'Our powder is a water conditioner for bath and ice plunge water. Please use it only as described on the pack and product page, and follow these basic precautions:',
      ],
      bullets: [
        'For bath and plunge water only. Do not drink treated water or swallow the powder.',
        'Keep the powder out of reach of children and pets, and always supervise children in the bath.',
        'Avoid contact between undissolved powder and your eyes; if it happens, rinse with plenty of clean water.',
        'Stop using the product and seek medical advice if you notice irritation.',
      ],
      closingParagraphs: [
        'Our products are not medicines. They are not intended to diagnose, treat, cure or prevent any disease, and nothing on our website is medical advice. Statements about our products have not been evaluated by the Food and Drug Administration. If you have a medical or skin condition, talk to your doctor.',
        'Results depend on your local water. Any figures or descriptions of how the product works describe typical conditions; we do not guarantee a particular result in every home.',
      ],
    },
    {
      id: 'orders-pricing-availability',
      heading: '4. Orders, prices and availability',
      paragraphs: [
        'Product images are illustrations; colors and packaging may vary slightly. We try hard to describe every product accurately, but if something you receive is not as described, our Returns policy applies.',
        'All prices are in US dollars. Sales tax is added at checkout where the law requires it. Prices, products and promotions may change at any time, but a change will not affect an order we have already confirmed.',
        'Placing an order is an offer to buy. We accept it when we ship the items. We may refuse or cancel an order, or limit quantities, for example if a product is unavailable, if there is an obvious error in a price or description, or if we suspect fraud or resale. If we cancel an order you have paid for, we refund you in full.',
      ],
    },
    {
      id: 'payment',
      heading: '5. Payment and checkout',
      paragraphs: [
        'Checkout is hosted by our commerce platform, Shopify, and payments are handled by payment processors. We never see or store your full card number.',
        'By submitting payment details, you confirm that you are authorized to use the payment method and that the charges are yours. If a payment is declined or reversed, we may cancel the order or suspend related subscriptions.',
        "Some payment options at checkout, such as paying in installments, are provided by third parties. They are subject to the provider's own terms and approval, and that provider, not us, is responsible for them.",
      ],
    },
    {
      id: 'subscriptions',
      heading: '6. Subscriptions and automatic renewal',
      paragraphs: [
        `When you choose Subscribe and save, you are signing up for a recurring order that renews automatically. Deliveries are sent ${frequencies}, as you choose at checkout. Subscription orders are ${SUBSCRIPTION_DISCOUNT_PERCENT}% off the product's regular price at the time of each delivery and ship free within the United States.`,
        'By starting a subscription, you authorize us (and our commerce platform and payment processors on our behalf) to charge the payment method you used at checkout for each delivery, at the price and interval shown when you subscribed, until you cancel. We charge shortly before each delivery is prepared and email you a receipt each time.',
      ],
      bullets: [
        `Cancel anytime, with no fee and no minimum number of deliveries. To stop the next delivery, cancel ${cancelNotice}; otherwise that delivery will be charged and shipped, and your cancellation takes effect after it.`,
        `You can change your delivery frequency, skip a delivery, or update your address or payment method at any time. Changes made ${cancelNotice} apply to that delivery.`,
        'If the regular price of a subscribed product changes, we will email you before the new price applies, so you can change or cancel first.',
        `To cancel or make changes, email ${SUPPORT_EMAIL}, call ${SUPPORT_PHONE_DISPLAY}, or use any manage-subscription link we send you. We confirm every cancellation by email.`,
      ],
      closingParagraphs: [
        'Our Subscription Terms page explains the program in more detail and forms part of these Terms.',
      ],
      links: [{ label: 'Subscription Terms', href: '/subscriptions' }],
    },
    {
      id: 'promotions',
      heading: '7. Discounts and promotions',
      paragraphs: [
        `When you join our mailing list, we send you a code for ${NEWSLETTER_DISCOUNT_PERCENT}% off your first purchase. Unless a promotion says otherwise, discount codes are for one use per customer, apply to a first order only where stated, cannot be combined with other codes, have no cash value, and must be entered at checkout.`,
        'We may end or change a promotion at any time, and may cancel discounts obtained by misuse, such as creating several accounts.',
      ],
    },
    {
      id: 'shipping-and-returns',
      heading: '8. Shipping, returns and refunds',
      paragraphs: [
        `We ship orders within ${formatRange(SHIPS_WITHIN_BUSINESS_DAYS)} business days, and domestic orders of $${FREE_SHIPPING_THRESHOLD_USD} or more ship free. Title and risk of loss pass to you when we hand your order to the carrier, but we will always help if a parcel goes missing.`,
        `You can return unused, unopened items by shipping them back within ${RETURN_SHIP_WITHIN_DAYS} days of receiving them. Sale items are final, we do not offer price adjustments, and damaged or defective items must be reported within ${DEFECTIVE_REPORT_WITHIN_DAYS} days of delivery. Our Shipping Policy and Returns & Refunds pages set out the details and form part of these Terms.`,
      ],
      links: [
        { label: 'Shipping Policy', href: '/shipping' },
        { label: 'Returns & Refunds', href: '/returns' },
      ],
    },
    {
      id: 'sms',
      heading: '9. SMS marketing text messages',
      paragraphs: [
        'If you opt in, for example by entering your mobile number and ticking the consent box at checkout or in a sign-up form, you agree to receive recurring automated marketing text messages from us at that number, such as offers, product news and reminders about your cart. Order and shipping updates may also be sent by text if you ask for them.',
      ],
      bullets: [
        `Message frequency varies, and we send at most ${SMS_MAX_MESSAGES_PER_MONTH} marketing messages per month.`,
        'Consent is not a condition of any purchase.',
        'Message and data rates may apply, depending on your mobile plan.',
        'Reply STOP to any message to unsubscribe; we will send one message confirming you have been unsubscribed and then no more marketing texts.',
        `Reply HELP for help, or contact us at ${SUPPORT_EMAIL} or ${SUPPORT_PHONE_DISPLAY}.`,
        'Mobile carriers are not liable for delayed or undelivered messages.',
      ],
      closingParagraphs: [
        'You confirm that you are the account holder or authorized user of the mobile number you give us, and you agree to tell us if you give up that number. Our Privacy Policy explains how we handle your number.',
      ],
    },
    {
      id: 'emails',
      heading: '10. Emails',
      paragraphs: [
        'We send emails about your orders, account and subscriptions; these are part of the service and you will receive them while you have an order or subscription with us. If you subscribe to our mailing list, we also send marketing emails. Every marketing email has an unsubscribe link.',
      ],
    },
    {
      id: 'your-content',
      heading: '11. Messages, reviews and ideas you send us',
      paragraphs: [
        "If you send us a review, photo, comment or suggestion, you confirm it is yours to share, is honest, and does not break anyone's rights or the law. You give us a non-exclusive, royalty-free, worldwide license to use, reproduce and display it in connection with our business, including on our website and social media, with your first name or initials if you include them. We will not publish messages you send to our support team without your permission.",
        'We may remove content that we consider unlawful, offensive or misleading. Ideas and suggestions you send are voluntary, and we may use them without any obligation to you.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '12. Acceptable use',
      paragraphs: ['When using our Services, please do not:'],
      bullets: [
        'break any law, or use our Services for fraud or to buy products for unauthorized resale;',
        "interfere with the website, its security, or other people's use of it, including by introducing malicious code or overloading our systems;",
        "scrape, copy or harvest content or data from our website by automated means, except as allowed by search engines' normal indexing;",
        'impersonate anyone, or give false information when ordering or creating an account.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '13. Intellectual property',
      paragraphs: [
        `The ${we} name and logo, our website, product designs, text, photographs, illustrations and other content belong to us or our licensors and are protected by law. You may view and share pages of our website for personal, non-commercial purposes. Any other use needs our written permission.`,
      ],
    },
    {
      id: 'third-parties',
      heading: '14. Third-party services and links',
      paragraphs: [
        'Our Services rely on third parties, including our commerce platform, payment processors and shipping carriers, and our website may link to other websites. We are not responsible for third-party websites or services, and your use of them is governed by their own terms and policies.',
      ],
    },
    {
      id: 'warranties',
      heading: '15. Our promise and its limits',
      paragraphs: [
        'We promise that our products will match their description and be free from defects when they reach you; if they are not, our Returns & Refunds policy explains how we put it right.',
        'Beyond that promise and any rights you have by law, our Services and products are provided "as is" and "as available". To the fullest extent the law allows, we disclaim all other warranties, express or implied, including implied warranties of merchantability, fitness for a particular purpose and non-infringement. We do not promise that the website will always be available or free of errors.',
        'Some states do not allow certain warranties to be excluded, so some of these exclusions may not apply to you.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '16. Limitation of liability',
      paragraphs: [
        `To the fullest extent the law allows, ${we} and its owners, employees and suppliers are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits or data, arising from your use of our Services or products, even if we were told they were possible.`,
        'To the fullest extent the law allows, our total liability for any claim relating to our Services or products is limited to the amount you paid us for the product or order that the claim is about.',
        'Nothing in these Terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by our negligence, or for fraud.',
      ],
    },
    {
      id: 'indemnity',
      heading: '17. Indemnity',
      paragraphs: [
        `If you break these Terms or the law when using our Services, you agree to cover ${we}'s reasonable losses and costs, including reasonable legal fees, arising from any third-party claim that results. This does not apply to the extent a claim is caused by our own fault.`,
      ],
    },
    {
      id: 'arbitration',
      heading: '18. Disputes and binding arbitration',
      paragraphs: [
        'Please read this section carefully. It affects your legal rights.',
        `Talk to us first. Most concerns can be settled quickly by our support team. Before starting a formal claim, you agree to email ${SUPPORT_EMAIL} with your name, contact details, a description of the problem and what you would like us to do. We will do the same if we have a claim against you. We both agree to try in good faith to resolve the dispute informally for ${INFORMAL_RESOLUTION_DAYS} days after the notice is received.`,
        'Binding arbitration. If we cannot resolve it informally, you and we agree that any dispute, claim or controversy arising out of or relating to these Terms, our Services or our products (a "Dispute") will be resolved by binding individual arbitration, not in court, with these exceptions:',
      ],
      bullets: [
        'either of us may bring an individual claim in small claims court if it qualifies;',
        'either of us may ask a court to stop the infringement or misuse of intellectual property rights;',
        'you may bring an issue to the attention of a government agency, which may seek relief on your behalf.',
      ],
      closingParagraphs: [
        "The arbitration will be administered by a recognized, neutral arbitration provider under its rules for consumer disputes in force at the time, and decided by a single neutral arbitrator. The Federal Arbitration Act governs this agreement to arbitrate. The arbitrator can award the same individual relief a court could, and must follow these Terms. Payment of filing, administration and arbitrator fees follows the provider's consumer rules, which limit what a consumer pays. Hearings will take place by video or phone, on written submissions, or in person in the county where you live, whichever is most convenient for you and permitted by the rules.",
        'No class actions and no jury. You and we each agree to bring claims only on an individual basis, not as a plaintiff or class member in any class, collective or representative proceeding, and the arbitrator may not combine claims of more than one person. You and we each give up the right to a trial by jury. If this class-action waiver is found unenforceable for a particular claim, that claim (and only that claim) will be decided in court, not in arbitration.',
        `Your right to opt out. You can opt out of this agreement to arbitrate by emailing ${SUPPORT_EMAIL} within ${ARBITRATION_OPT_OUT_DAYS} days of the date you first accept these Terms (for example, by placing your first order or creating an account). Please include your name, address, the email address you use with us, and a clear statement that you want to opt out of arbitration. Opting out will not affect any other part of these Terms or your relationship with us, and if you opt out, Disputes will be resolved in court as described under Governing Law.`,
        'Changes to this section. If we change this section, the change will not apply to any Dispute that either of us had already notified the other about before the change.',
      ],
    },
    {
      id: 'governing-law',
      heading: '19. Governing law and where claims are heard',
      paragraphs: [
        `These Terms, and any Dispute between us, are governed by the laws of the State of ${COMPANY_STATE} and applicable United States federal law, without regard to conflict-of-law rules. The Federal Arbitration Act governs the arbitration section above.`,
        `Any Dispute that is not subject to arbitration (including if you opt out) will be heard exclusively in the state or federal courts located in the State of ${COMPANY_STATE}, and you and we consent to those courts' jurisdiction. This does not take away any consumer protection rights you have under the laws of the state where you live that cannot be waived by contract.`,
      ],
    },
    {
      id: 'changes',
      heading: '20. Changes to these Terms',
      paragraphs: [
        'We may update these Terms from time to time, for example when we add a service or the law changes. We will post the new version on this page with a new "last updated" date, and for significant changes we will also let you know by email or on our website. Changes apply from the date they are posted, except that an order is always governed by the Terms in force when you placed it. Continuing to use our Services after a change means you accept the updated Terms.',
      ],
    },
    {
      id: 'termination',
      heading: '21. Ending this agreement',
      paragraphs: [
        'You can stop using our Services at any time. We may suspend or end your access if you seriously or repeatedly break these Terms. Sections that by their nature should continue, including those on payment, intellectual property, warranties, liability, indemnity, arbitration and governing law, continue after this agreement ends.',
      ],
    },
    {
      id: 'general',
      heading: '22. General',
      paragraphs: [
        'These Terms, together with the policies they refer to, are the entire agreement between you and us about our Services. If any part is found unenforceable, the rest stays in effect. If we do not enforce a right straight away, we have not given it up. You may not transfer your rights under these Terms without our consent; we may transfer ours to a business that takes over our Services, provided your rights are not reduced. We are not responsible for delays caused by events beyond our reasonable control, such as severe weather, carrier disruption or outages of services we depend on.',
      ],
    },
    {
      id: 'contact',
      heading: '23. Contact us',
      paragraphs: [
        `Questions about these Terms? Email ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE_DISPLAY}, ${SUPPORT_HOURS}.`,
      ],
      links: [
        { label: `Email ${SUPPORT_EMAIL}`, href: `mailto:${SUPPORT_EMAIL}` },
        { label: `Call ${SUPPORT_PHONE_DISPLAY}`, href: `tel:${SUPPORT_PHONE_E164}` },
        { label: 'Contact form', href: '/contact' },
      ],
    },
  ],
};
