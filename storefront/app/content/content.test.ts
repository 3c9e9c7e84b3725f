import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ARBITRATION_OPT_OUT_DAYS,
  DEFECTIVE_REPORT_WITHIN_DAYS,
  DEFECTIVE_SHIP_BACK_WITHIN_DAYS,
  FREE_SHIPPING_THRESHOLD_USD,
  COMPANY_STATE,
  REFUND_REFLECTION_MAX_BUSINESS_DAYS,
  RETURN_PROCESSING_BUSINESS_DAYS,
  RETURN_SHIP_WITHIN_DAYS,
  SHIPS_WITHIN_BUSINESS_DAYS,
  SMS_MAX_MESSAGES_PER_MONTH,
  SUBSCRIPTION_CANCEL_NOTICE_BUSINESS_DAYS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_PERKS,
  SUPPORT_EMAIL,
  SUPPORT_REPLY_BUSINESS_DAYS,
  TRACKING_ACTIVE_WITHIN_HOURS,
  formatRange,
} from '../lib/policies';
import * as about from './about';
import * as contact from './contact';
import * as faq from './faq';
import * as home from './home';
import * as privacy from './privacy-policy';
import * as product from './product';
import * as returns from './returns';
import * as science from './science';
import * as seo from './seo';
import * as shipping from './shipping';
import * as subscriptions from './subscriptions';
import * as terms from './terms-of-service';
import { joinWithAnd } from './text';
import type { AccordionItem, LegalDocument } from './types';

const allModules = {
  about,
  contact,
  faq,
  home,
  privacy,
  product,
  returns,
  science,
  seo,
  shipping,
  subscriptions,
  terms,
};

/** Every string reachable from a value, depth first. */
function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collectStrings(item, out);
  return out;
}

const textOf = (value: unknown) => collectStrings(value).join('\n');

function bodyText(items: readonly AccordionItem[], title: string): string {
  const item = items.find((i) => i.title === title);
  if (!item) throw new Error(`No accordion item titled ${title}`);
  return textOf(item.body);
}

describe('accordion pages', () => {
  it('/returns has exactly the spec sections, in order', () => {
    expect(returns.returnsPage.items.map((i) => i.title)).toEqual([
      'Return Information',
      'Sale Items',
      'Return Process',
      'Defective Items',
      'Price Adjustments',
    ]);
    expect(returns.RETURNS_SECTION_TITLES).toEqual(returns.returnsPage.items.map((i) => i.title));
  });

  it('/shipping has exactly the spec sections, in order', () => {
    expect(shipping.shippingPage.items.map((i) => i.title)).toEqual([
      'Details',
      'Pre-orders',
      'Tracking Number',
      'Missing Packages',
    ]);
    expect(shipping.SHIPPING_SECTION_TITLES).toEqual(
      shipping.shippingPage.items.map((i) => i.title),
    );
  });

  it('/faq has exactly 4 questions, each with an answer', () => {
    const items = faq.faqPage.items;
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect(item.title).toMatch(/\?$/);
      expect(item.body.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('every accordion page has unique item ids and non-empty bodies', () => {
    for (const page of [faq.faqPage, returns.returnsPage, shipping.shippingPage]) {
      const ids = page.items.map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of page.items) expect(textOf(item.body).length).toBeGreaterThan(40);
    }
  });

  it('returns copy states the returns constants', () => {
    const items = returns.returnsPage.items;
    expect(bodyText(items, 'Return Information')).toContain(`${RETURN_SHIP_WITHIN_DAYS} days`);
    const process = bodyText(items, 'Return Process');
    expect(process).toContain(`${formatRange(RETURN_PROCESSING_BUSINESS_DAYS)} business days`);
    expect(process).toContain(`up to ${REFUND_REFLECTION_MAX_BUSINESS_DAYS} business days`);
    expect(process).toContain(`${formatRange(SUPPORT_REPLY_BUSINESS_DAYS)} business days`);
    const defective = bodyText(items, 'Defective Items');
    expect(defective).toContain(`within ${DEFECTIVE_REPORT_WITHIN_DAYS} days`);
    expect(defective).toContain(`within ${DEFECTIVE_SHIP_BACK_WITHIN_DAYS} days`);
    expect(bodyText(items, 'Sale Items')).toMatch(/final sale/i);
    expect(bodyText(items, 'Price Adjustments')).toMatch(/do not offer price adjustments/i);
  });

  it('shipping copy states the shipping constants', () => {
    const items = shipping.shippingPage.items;
    const details = bodyText(items, 'Details');
    expect(details).toContain(`$${FREE_SHIPPING_THRESHOLD_USD}`);
    expect(details).toContain(`${formatRange(SHIPS_WITHIN_BUSINESS_DAYS)} business days`);
    expect(bodyText(items, 'Tracking Number')).toContain(`${TRACKING_ACTIVE_WITHIN_HOURS} hours`);
  });
});

describe('legal documents', () => {
  const documents: [string, LegalDocument][] = [
    ['terms of service', terms.termsOfService],
    ['privacy policy', privacy.privacyPolicy],
  ];

  it.each(documents)(
    'the %s names Texas law, the arbitration opt-out and the SMS cap',
    (_, doc) => {
      const text = textOf(doc);
      expect(text).toContain(COMPANY_STATE);
      expect(text).toContain(`${ARBITRATION_OPT_OUT_DAYS} days`);
      expect(text).toContain(`at most ${SMS_MAX_MESSAGES_PER_MONTH} marketing messages per month`);
      expect(text).toMatch(/\bSTOP\b/);
      expect(text).toMatch(/\bHELP\b/);
    },
  );

  it.each(documents)('the %s is a complete, dated, ordered document', (_, doc) => {
    expect(doc.lastUpdated).toBe('2026-11-01');
    expect(doc.sections.length).toBeGreaterThanOrEqual(12);
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    doc.sections.forEach((section, index) => {
      expect(section.heading.startsWith(`${index + 1}. `)).toBe(true);
      expect(section.paragraphs.length + (section.bullets?.length ?? 0)).toBeGreaterThan(0);
    });
    const words = textOf(doc).split(/\s+/).length;
    expect(words).toBeGreaterThan(2000);
  });

  it('the terms cover arbitration, subscriptions and auto-renewal', () => {
    const headings = terms.termsOfService.sections.map((s) => s.heading.toLowerCase());
    expect(headings.some((h) => h.includes('arbitration'))).toBe(true);
    expect(headings.some((h) => h.includes('automatic renewal'))).toBe(true);
    expect(headings.some((h) => h.includes('governing law'))).toBe(true);
  });

  it('the privacy policy covers sharing with Shopify and payment processors, cookies and rights', () => {
    const text = textOf(privacy.privacyPolicy);
    for (const phrase of [
      'Shopify',
      'Payment processors',
      '_shopify_y',
      '_shopify_s',
      'Contact form',
      'Mailing list',
      'under 13',
      'Appeal',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('science page', () => {
  const sections = science.sciencePage.sections;

  it('has the six spec sections in order', () => {
    expect(sections.map((s) => s.id)).toEqual([
      'hidden-dangers',
      'health-impacts',
      'how-it-works',
      'ingredients',
      'who-benefits',
      'shop-now',
    ]);
  });

  it('ends with SHOP NOW linking to /products, and has no other call to action', () => {
    expect(sections.at(-1)?.cta).toEqual({ label: 'SHOP NOW', href: '/products' });
    expect(sections.filter((s) => s.cta)).toHaveLength(1);
  });

  it('covers each topic the spec lists', () => {
    const titles = (id: string) =>
      (sections.find((s) => s.id === id)?.features ?? []).map((f) => f.title.toLowerCase());
    expect(titles('hidden-dangers')).toEqual([
      'chlorine and chloramine',
      'heavy metals',
      'fluoride',
    ]);
    expect(titles('health-impacts')).toEqual([
      'respiratory',
      'skin and hair',
      'long-term exposure',
      'absorption through skin',
    ]);
    expect(titles('how-it-works')).toEqual(['chemical conversion', 'chelation', 'adsorption']);
    expect(titles('who-benefits')).toEqual([
      'babies and children',
      'regular bathers',
      'cold-plunge users',
    ]);
    expect(titles('ingredients')).toHaveLength(product.INGREDIENTS.length);
    expect(textOf(sections.find((s) => s.id === 'ingredients'))).toMatch(
      /rated 1-2 .* independent .*rating body/,
    );
  });
});

describe('product facts', () => {
  it('lists the four ingredients in the spec order', () => {
    expect(product.INGREDIENTS.map((i) => i.name)).toEqual([
      'Sodium thiosulfate',
      'Potassium alum',
      'Na2EDTA',
      'Sodium bicarbonate',
    ]);
  });

  it('gives the bath and ice plunge directions from the spec', () => {
    const [bath, plunge] = product.DIRECTIONS;
    expect(bath?.steps.join(' ')).toMatch(/2 scoops .*empty tub.*Fill/s);
    expect(plunge?.steps.join(' ')).toMatch(/2 scoops .*cup of room-temperature water.*Pour/s);
  });
});

describe('subscriptions, contact, about and home', () => {
  it('subscription terms state the discount, the frequencies and the cancellation notice', () => {
    const text = textOf(subscriptions.subscriptionsPage);
    expect(text).toContain(`${SUBSCRIPTION_DISCOUNT_PERCENT}%`);
    for (const frequency of SUBSCRIPTION_FREQUENCIES) expect(text).toContain(frequency.phrase);
    expect(text).toContain(`at least ${SUBSCRIPTION_CANCEL_NOTICE_BUSINESS_DAYS} business days`);
    expect(text).toMatch(/no cancellation fee/i);
    expect(text).toMatch(/skip/i);
    expect(SUBSCRIPTION_PERKS).toEqual([
      'Cancel anytime',
      'Free shipping on all orders',
      'Modify frequency anytime',
      'Priority customer support',
    ]);
  });

  it("the seed catalogue's selling plans give the stated saving at every frequency", () => {
    interface SeedPlan {
      name: string;
      description: string;
      priceAdjustments: { type: string; value: number }[];
    }
    const catalogue = JSON.parse(
      readFileSync(new URL('../../../commerce/seed/catalogue.json', import.meta.url), 'utf8'),
    ) as { products: { sellingPlanGroups?: { sellingPlans: SeedPlan[] }[] }[] };
    const plans = catalogue.products.flatMap((p) =>
      (p.sellingPlanGroups ?? []).flatMap((group) => group.sellingPlans),
    );
    expect(plans.map((plan) => plan.name)).toEqual(
      expect.arrayContaining(SUBSCRIPTION_FREQUENCIES.map((f) => f.label)),
    );
    for (const plan of plans) {
      expect(plan.priceAdjustments).toEqual([
        { type: 'percentage', value: SUBSCRIPTION_DISCOUNT_PERCENT },
      ]);
      expect(plan.description).toContain(`Save ${SUBSCRIPTION_DISCOUNT_PERCENT}%`);
    }
  });

  it('never hedges the subscription saving with "up to"', () => {
    const text = [subscriptions.subscriptionsPage, home.homePage, faq.faqPage]
      .map(textOf)
      .join(' ');
    expect(text).toContain(`${SUBSCRIPTION_DISCOUNT_PERCENT}%`);
    expect(text).not.toMatch(/up to \d+%/i);
  });

  it('subscription frequency labels match the product page spec', () => {
    expect(SUBSCRIPTION_FREQUENCIES.map((f) => [f.value, f.label])).toEqual([
      ['monthly', 'Monthly Subscription'],
      ['bimonthly', 'Every 2 Months'],
      ['quarterly', 'Every 3 Months'],
    ]);
  });

  it('contact shows the exact business hours, the email and the reply time', () => {
    const details = contact.contactPage.supportDetails;
    expect(details.find((d) => d.label === 'Business Hours')?.value).toBe('9AM-5PM PST Mon-Fri');
    expect(details.find((d) => d.label === 'Email')).toEqual({
      label: 'Email',
      value: SUPPORT_EMAIL,
      href: `mailto:${SUPPORT_EMAIL}`,
    });
    expect(textOf(details)).toContain('1-3 business days');
  });

  it('about has mission, story, commitment and a described founder image', () => {
    const page = about.aboutPage;
    expect(page.mission.paragraphs.length).toBeGreaterThan(0);
    expect(page.story.paragraphs.length).toBeGreaterThan(2);
    expect(page.commitment.points.map((p) => p.title)).toEqual([
      'Ingredients',
      'Testing',
      'Packaging',
    ]);
    expect(page.founder.image.src).toBe('/images/founder.svg');
    expect(page.founder.image.alt).toContain(page.founder.name);
  });

  it('home has a hero about tap water for baths and ice plunges, and 3 benefits', () => {
    const { hero, benefits } = home.homePage;
    expect(hero.headline).toMatch(/tap water/i);
    expect(hero.headline).toMatch(/bath/i);
    expect(hero.headline).toMatch(/ice plunge/i);
    expect(hero.cta).toEqual({ label: 'Shop Now', href: '/products' });
    expect(benefits).toHaveLength(3);
  });
});

describe('SEO metadata', () => {
  it('covers every content path with a branded title and a 120-160 character description', () => {
    expect(Object.keys(seo.SEO).sort()).toEqual([...seo.SEO_PATHS].sort());
    for (const path of seo.SEO_PATHS) {
      const meta = seo.SEO[path];
      expect(meta.title).toContain('Clearwell');
      expect(meta.description.length, path).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, path).toBeLessThanOrEqual(160);
    }
    expect(seo.SEO['/faq'].title).toBe('FAQ | Clearwell');
  });
});

describe('all content', () => {
  const strings = collectStrings(allModules);

  it('contains no HTML tags or entities (pages render text, never HTML)', () => {
    expect(strings.length).toBeGreaterThan(200);
    for (const text of strings) {
      expect(text, text).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(text, text).not.toMatch(/&[a-z]+;|&#\d+;/i);
    }
  });

  it('contains no unfilled template placeholders or stray whitespace', () => {
    for (const text of strings) {
      expect(text, text).not.toMatch(/\$\{|undefined|\[object Object\]|NaN/);
      expect(text, text).toBe(text.trim());
    }
  });

  it('links only to real routes or to mailto:/tel: addresses', () => {
    const routes = new Set([...seo.SEO_PATHS]);
    const hrefs: string[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.href === 'string') hrefs.push(record.href);
        Object.values(record).forEach(visit);
      }
    };
    visit(allModules);
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      expect(routes.has(href as seo.SeoPath) || /^(mailto|tel):/.test(href), href).toBe(true);
    }
  });

  it('never repeats a business constant literally in the copy sources', () => {
    // The numbers live in lib/policies.ts; copy must interpolate them so one edit updates every page.
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources).toContain('returns.ts');
    const literals = [
      /\$50\b/,
      /\b15 ?%/,
      /\b48 hours/,
      /\b14 days/,
      /\b30[- ]days?/,
      /\b5 (marketing )?messages/,
      /9AM/,
      /\b1-2 business/,
      /\b1-3 business/,
      /\b7-10 business/,
      /\b10 business/,
      /support@/,
      /555-/,
      /'Texas'/,
    ];
    for (const file of sources) {
      const source = readFileSync(`${dir}/${file}`, 'utf8');
      for (const literal of literals) expect(source, `${file} ${literal}`).not.toMatch(literal);
    }
  });
});

describe('text helpers', () => {
  it('formatRange writes ranges the way the spec does', () => {
    expect(formatRange({ min: 1, max: 2 })).toBe('1-2');
    expect(formatRange({ min: 3, max: 3 })).toBe('3');
  });

  it('joinWithAnd joins lists in plain English', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['a'])).toBe('a');
    expect(joinWithAnd(['a', 'b'])).toBe('a and b');
    expect(joinWithAnd(['a', 'b', 'c'], 'or')).toBe('a, b or c');
  });
});
