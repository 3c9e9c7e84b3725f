import {
  ARBITRATION_OPT_OUT_DAYS,
  COMPANY_NAME,
  COMPANY_STATE,
  NEWSLETTER_DISCOUNT_PERCENT,
  SMS_MAX_MESSAGES_PER_MONTH,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_E164,
  SUPPORT_REPLY_BUSINESS_DAYS,
  formatRange,
} from '../lib/policies';
import type { LegalDocument } from './types';

const we = COMPANY_NAME;
const contactUs = `email ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE_DISPLAY} (${SUPPORT_HOURS})`;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2026-11-01',
  intro: [
    `This Privacy Policy explains what personal information ${we} ("we", "us" or "our") collects when you visit our website, shop with us, subscribe, join our mailing list or text messages, or get in touch; how we use and share it; how long we keep it; and the choices and rights you have.`,
    'We have tried to write it in plain language. The short version: we collect what we need to sell and deliver your orders and to look after you as a customer; our commerce platform, Shopify, and our payment processors handle your order and payment details; we do not sell your personal information; and you can ask us at any time to see, correct or delete what we hold.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are and what this policy covers',
      paragraphs: [
        `${we} is based in the State of ${COMPANY_STATE}, United States, and is responsible for the personal information described here. This policy covers our website, our checkout and customer accounts, our emails and text messages, and our customer support.`,
        'It does not cover third-party websites or services that we link to, which have their own privacy policies. It also forms part of our Terms of Service.',
      ],
      links: [{ label: 'Terms of Service', href: '/terms-of-service' }],
    },
    {
      id: 'information-you-give-us',
      heading: '2. Information you give us',
      paragraphs: ['We collect the information you choose to give us, including:'],
      bullets: [
        "Orders: your name, email address, phone number, shipping and billing addresses, the products you buy, any discount code used, and your order notes. Payment card details are entered on our commerce platform's secure checkout and handled by payment processors; we receive only limited details, such as the payment method type, and never your full card number.",
        'Subscriptions: your chosen products and delivery frequency, delivery dates, and the payment and shipping details needed to send each delivery.',
        'Your account: your name, email address, phone number, default address and order history, plus the sign-in details you use to access your account.',
        `Mailing list: your email address and your consent to receive marketing emails, including the ${NEWSLETTER_DISCOUNT_PERCENT}% welcome offer. It is stored in our commerce platform as a customer record that is marked as accepting marketing.`,
        'Contact form: your name, email address, phone number (optional) and message. We store your message in our commerce platform as a note on a customer record that is marked as not accepting marketing, so that we can answer you and see your earlier conversations with us. Sending a message never signs you up for marketing.',
        'Text messages: your mobile number, your consent to receive marketing text messages (including when and how you gave it), and your replies such as STOP or HELP.',
        'Customer support: anything you tell us when you email or call us, such as details about an order or a problem with a product.',
      ],
      closingParagraphs: [
        'Please do not send us sensitive information, such as health details, that we do not need to help you.',
      ],
    },
    {
      id: 'information-collected-automatically',
      heading: '3. Information collected automatically',
      paragraphs: [
        'When you use our website, we and our commerce platform automatically collect some technical information:',
      ],
      bullets: [
        'Device and usage information: your IP address, browser and device type, operating system, pages viewed, the site that referred you, and the date and time of your visit.',
        'Approximate location: the country or region inferred from your IP address, used for things like showing the right currency and shipping options. We do not collect your precise location.',
        'Cart and checkout activity: the items added to your cart and the progress of your checkout.',
      ],
      closingParagraphs: ['Section 4 explains the cookies and similar technologies behind this.'],
    },
    {
      id: 'cookies',
      heading: '4. Cookies and similar technologies',
      paragraphs: [
        "Cookies are small files stored by your browser. Our website also uses your browser's local storage, which works in a similar way. We use them for the following purposes:",
      ],
      bullets: [
        "Essential: to keep your shopping cart (we store your cart's identifier), keep you signed in to your account, protect against fraud, and run checkout. The website cannot work properly without these.",
        'Preferences: to remember whether you chose the light or dark theme.',
        'Analytics: our commerce platform, Shopify, sets its own analytics cookies, including a visitor identifier that lasts about a year (_shopify_y) and a session identifier that lasts about half an hour (_shopify_s). Our website reads these two cookies and passes them to Shopify with each storefront request, so that Shopify can report on visits, carts and sales and help detect fraud. Shopify processes this data as our service provider and under its own privacy policy.',
      ],
      closingParagraphs: [
        'We do not use advertising cookies or third-party ad trackers on our website. If that ever changes, we will update this policy first and give you a way to opt out.',
        'You can block or delete cookies and local storage in your browser settings. If you block essential cookies, your cart and sign-in may not work. Because we do not sell personal information or use it for targeted advertising, there is nothing for a Do Not Track or Global Privacy Control signal to switch off today; if we ever start, we will honor those signals as an opt-out.',
      ],
    },
    {
      id: 'information-from-others',
      heading: '5. Information from other sources',
      paragraphs: [
        'We receive some information from the services we work with: payment processors confirm whether a payment succeeded and flag possible fraud, shipping carriers send delivery updates, and our commerce platform provides the order, customer and analytics records described in this policy.',
      ],
    },
    {
      id: 'how-we-use',
      heading: '6. How we use your information',
      paragraphs: ['We use personal information to:'],
      bullets: [
        'process, ship and track your orders, and handle returns, refunds and exchanges;',
        'run your subscription: prepare and charge each delivery, and carry out the changes, skips and cancellations you ask for;',
        'create and manage your account and show you your order history;',
        'answer your questions and messages, and provide customer support (including priority support for subscribers);',
        'send order, shipping, account and subscription messages, which are part of the service;',
        'send marketing emails and text messages, only where you have agreed to receive them;',
        'understand how our website is used so we can improve it, our products and our service;',
        'detect and prevent fraud, abuse and security problems;',
        'keep records and meet our legal, tax and accounting obligations, and establish or defend legal claims.',
      ],
      closingParagraphs: [
        'We do not use your personal information for automated decisions that have legal or similarly significant effects on you.',
      ],
    },
    {
      id: 'sms',
      heading: '7. Text messages',
      paragraphs: [
        `If you opt in to marketing text messages, we use your mobile number to send you recurring automated messages about offers, new products and your cart. We send at most ${SMS_MAX_MESSAGES_PER_MONTH} marketing messages per month. Consent is not a condition of purchase, and message and data rates may apply.`,
        'Reply STOP to any message to stop receiving them, or HELP for help. We keep a record of your consent and of your opt-out so that we can respect your choice.',
        'We do not sell or share your mobile number or your text-message consent with third parties for their own marketing. We share it only with the text-messaging provider that sends messages for us, under the safeguards described in section 8.',
      ],
    },
    {
      id: 'sharing',
      heading: '8. How we share information',
      paragraphs: [
        'We share personal information only as described here, and we require our service providers to protect it and use it only to provide their services to us.',
      ],
      bullets: [
        "Shopify, our commerce platform: it hosts our product catalog, carts, checkout, customer accounts, order records, mailing-list and contact records, and the analytics described above. Shopify's own privacy policy also applies to its processing.",
        'Payment processors: payment card and other payment details go directly to the payment processors offered at checkout, which process your payment and help prevent fraud. If you choose a pay-later or installment option, the provider of that option receives the information it needs to approve and manage it.',
        'Shipping carriers and fulfillment partners: your name, address, phone number and order contents, so they can deliver your order.',
        'Email and text-messaging providers: your email address or mobile number and the content of messages we send you.',
        'Professional advisers: such as accountants and lawyers, where needed, under a duty of confidentiality.',
        'Authorities and others when required: where the law requires it, or where it is necessary to protect the rights, property or safety of our customers, our company or others, including preventing fraud.',
        'A change of ownership: if our business, or part of it, is sold or merged, your information may pass to the new owner, who will have to respect this policy.',
      ],
      closingParagraphs: [
        'We do not sell your personal information, and we do not share it for cross-context behavioral advertising (targeted advertising). We may share information that has been aggregated or de-identified so that it can no longer identify you.',
      ],
    },
    {
      id: 'retention',
      heading: '9. How long we keep information',
      paragraphs: [
        'We keep personal information only for as long as we need it for the purposes in this policy:',
      ],
      bullets: [
        'Order and payment records: for as long as tax, accounting and consumer protection laws require us to keep them.',
        'Your account: while your account is open. If you close it, we delete or anonymize the account details, keeping order records for as long as the law requires.',
        'Subscriptions: while the subscription is active, and afterwards as part of your order records.',
        'Mailing list: until you unsubscribe. We then keep your email address on a do-not-contact list so that we do not email you by mistake.',
        'Contact form and support messages: for as long as needed to help you and to keep a record of your earlier requests, and then deleted.',
        'Text-message consent and opt-outs: for as long as we need to show that we had your consent and respected your opt-out.',
        'Analytics cookies: for their stated lifetimes (see section 4).',
      ],
    },
    {
      id: 'security',
      heading: '10. How we protect information',
      paragraphs: [
        "Our website is served only over encrypted connections (HTTPS). Checkout and payments are handled by our commerce platform and by payment processors that meet the payment card industry's security standards. We limit access to personal information to the people who need it to do their jobs.",
        'No method of storing or sending information is completely secure, so we cannot guarantee absolute security. If a security incident affects your personal information, we will tell you as the law requires.',
      ],
    },
    {
      id: 'your-choices',
      heading: '11. Your choices',
      bullets: [
        'Marketing emails: use the unsubscribe link in any marketing email, or contact us.',
        'Text messages: reply STOP to any message.',
        'Cookies: adjust your browser settings (see section 4).',
        'Your account: sign in to review and update your profile and default address, or contact us to make changes or close your account.',
      ],
      paragraphs: ['You are always in control of the messages we send you:'],
      closingParagraphs: [
        'Even if you opt out of marketing, we will still send messages about your orders, subscriptions and account.',
      ],
    },
    {
      id: 'your-rights',
      heading: '12. Your privacy rights, including US state privacy rights',
      paragraphs: [
        `Whatever state you live in, you can ask us what personal information we hold about you, and ask us to correct or delete it. Residents of states with comprehensive privacy laws, including California, Colorado, Connecticut, Virginia, Utah, Oregon and ${COMPANY_STATE}, and other states with similar laws, have these rights by law, subject to some exceptions:`,
      ],
      bullets: [
        'Access and to know: to confirm whether we process your personal information, and to get a copy of it and details of the categories we collect, use and disclose.',
        'Correction: to correct inaccurate personal information.',
        'Deletion: to have us delete personal information, subject to exceptions such as records we must keep by law.',
        'Portability: to receive your information in a portable, commonly used format.',
        'Opt out: of the sale of personal information, targeted advertising and profiling with significant effects. We do none of these, but you may still ask us to record your opt-out.',
        'Sensitive information: we do not collect sensitive personal information, such as health data or precise location, for purposes that would require your consent or give you a right to limit its use.',
        'Non-discrimination: we will not treat you differently, for example by charging a different price, because you exercised any of these rights.',
      ],
      closingParagraphs: [
        `How to make a request: ${contactUs}. Tell us which right you want to use. To protect you, we will verify your identity by matching the information you give us (such as your email address and a recent order) with the information we hold. You can also ask an authorized agent to make a request for you; we will ask for proof of the agent's authority and may ask you to confirm your identity directly.`,
        'We will respond within the time the law requires, usually 45 days. If we need more time where the law allows it, we will tell you why.',
        'Appeals: if we decline your request, in whole or in part, you can appeal by replying to our decision with the word "Appeal" and your reasons. We will review the decision and reply in writing within the time the law requires, explaining the outcome. If you are not satisfied with the result of your appeal, you can contact the Attorney General of your state.',
        'Categories of information (California and other states): in the past 12 months we have collected identifiers (such as name, email, phone number, postal address and IP address), customer records (such as addresses and limited payment information), commercial information (orders and subscriptions), internet or other electronic activity (browsing and cart activity on our website), and approximate location inferred from your IP address. We collected them from you, your device and the services described in section 5, for the purposes in section 6, and disclosed them for business purposes to the categories of recipients in section 8. We have not sold or shared them for targeted advertising.',
      ],
    },
    {
      id: 'children',
      heading: "13. Children's privacy",
      paragraphs: [
        "Our products are designed for the whole family's bath time, but our website and Services are intended for adults, and purchases must be made by adults. We do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, please contact us and we will delete it. We do not sell or share the personal information of anyone under 16.",
      ],
    },
    {
      id: 'international',
      heading: '14. Where information is processed',
      paragraphs: [
        'We are a US company and our Services are intended for customers in the United States. Your information is stored and processed in the United States and in other countries where our commerce platform and service providers operate. If you visit from outside the US, you understand that your information will be handled under US law and this policy.',
      ],
    },
    {
      id: 'disputes',
      heading: '15. Disputes',
      paragraphs: [
        `This policy is governed by the laws of the State of ${COMPANY_STATE}. Any dispute about it is handled as set out in our Terms of Service, including binding individual arbitration, which you may opt out of within ${ARBITRATION_OPT_OUT_DAYS} days of first accepting the Terms. Nothing in this section limits the privacy rights you have under the laws of your state.`,
      ],
      links: [{ label: 'Terms of Service', href: '/terms-of-service' }],
    },
    {
      id: 'changes',
      heading: '16. Changes to this policy',
      paragraphs: [
        'We may update this policy as our Services or the law change. We will post the new version here with a new "last updated" date, and if a change materially affects how we use personal information we already hold, we will tell you by email or on our website before it applies.',
      ],
    },
    {
      id: 'contact',
      heading: '17. Contact us',
      paragraphs: [
        `Questions, requests or concerns about your privacy? Please ${contactUs}. We reply within ${formatRange(SUPPORT_REPLY_BUSINESS_DAYS)} business days.`,
      ],
      links: [
        { label: `Email ${SUPPORT_EMAIL}`, href: `mailto:${SUPPORT_EMAIL}` },
        { label: `Call ${SUPPORT_PHONE_DISPLAY}`, href: `tel:${SUPPORT_PHONE_E164}` },
        { label: 'Contact form', href: '/contact' },
      ],
    },
  ],
};
