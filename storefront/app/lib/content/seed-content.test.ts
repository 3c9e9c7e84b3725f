import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_DISCOUNT_PERCENT,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  SUBSCRIPTION_FREQUENCIES,
} from '../policies';
import { pageBody } from './page-body.server';
import { PAGE_ROUTES, POLICY_ROUTES } from './routes';
import { contactPlaceholders, fillPlaceholders, formatPhoneNumber } from './shop';
import type { ContentBlock, PageBody } from './types';

/**
 * The seed shop's content (commerce/seed/content), read as the storefront reads it: the texts the
 * spec asks for, in the structure the page templates expect, with every link going somewhere.
 */

const seed = (file: string) =>
  readFileSync(new URL(`../../../../commerce/seed/content/${file}`, import.meta.url), 'utf8');
const json = <T>(file: string) => JSON.parse(seed(file)) as T;

interface SeedMetafield {
  namespace?: string;
  key: string;
  type: string;
  value: string | string[];
}
interface SeedPage {
  handle: string;
  title: string;
  bodyFile: string;
  seo: { title: string; description: string };
  metafields: SeedMetafield[];
}
interface SeedMenuItem {
  title: string;
  type: string;
  resource?: string;
  url?: string;
  items?: SeedMenuItem[];
}
interface SeedMetaobject {
  type: string;
  handle: string;
  fields: SeedMetafield[];
}

const shop = json<{
  metafields: SeedMetafield[];
  policies: { handle: string; title: string; bodyFile: string }[];
}>('shop.json');
const pages = json<SeedPage[]>('pages.json');
const menus = json<{ handle: string; items: SeedMenuItem[] }[]>('menus.json');
const metaobjects = json<SeedMetaobject[]>('metaobjects.json');
const productMetafields = json<Record<string, SeedMetafield[]>>('product-metafields.json');

const shopField = (key: string) =>
  shop.metafields.find((field) => field.key === key)!.value as string;
const placeholders = contactPlaceholders({
  email: shopField('support_email'),
  phone: {
    e164: shopField('support_phone'),
    display: formatPhoneNumber(shopField('support_phone')),
  },
  hours: shopField('business_hours'),
  responseTime: shopField('support_response_time'),
});

const bodies: Record<string, PageBody> = Object.fromEntries([
  ...pages.map((page) => [page.handle, pageBody(seed(page.bodyFile), placeholders)]),
  ...shop.policies.map((policy) => [policy.handle, pageBody(seed(policy.bodyFile), placeholders)]),
]);
const body = (handle: string) => bodies[handle]!;

/** A body's words, as a shopper reads them. */
function textOf(page: PageBody): string {
  const blockText = (block: ContentBlock): string => {
    switch (block.kind) {
      case 'element':
      case 'note':
        return block.html;
      case 'links':
        return block.links.map((link) => link.label).join(' ');
      case 'cta':
        return block.link.label;
      case 'cards':
        return block.cards
          .map((card) => `${card.title} ${card.subtitle ?? ''} ${card.html}`)
          .join(' ');
      case 'image':
        return `${block.image.alt} ${block.caption ?? ''}`;
    }
  };
  return [
    ...page.lead.map(blockText),
    ...page.sections.flatMap((section) => [
      section.eyebrow ?? '',
      section.heading,
      ...section.blocks.map(blockText),
    ]),
  ]
    .join(' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

const metaobject = (reference: string) => {
  const [type, handle] = reference.split('/');
  return metaobjects.find((entry) => entry.type === type && entry.handle === handle);
};
const field = (entry: SeedMetaobject | SeedMetafield[] | undefined, key: string) =>
  (Array.isArray(entry) ? entry : entry?.fields)?.find((candidate) => candidate.key === key)?.value;

describe('pages', () => {
  it('has every page with a route of its own, with its eyebrow and its SEO texts', () => {
    expect(pages.map((page) => page.handle).sort()).toEqual(Object.keys(PAGE_ROUTES).sort());
    for (const page of pages) {
      expect(field(page.metafields, 'eyebrow'), page.handle).toBeTruthy();
      // The shop's name is added by the storefront ("FAQ | Clearwell").
      expect(page.seo.title, page.handle).not.toContain('|');
      const description = fillPlaceholders(page.seo.description, placeholders);
      expect(description.length, page.handle).toBeGreaterThanOrEqual(120);
      expect(description.length, page.handle).toBeLessThanOrEqual(160);
    }
    expect(pages.find((page) => page.handle === 'faq')?.seo.title).toBe('FAQ');
  });

  it('/faq has exactly 4 questions, each answered', () => {
    const sections = body('faq').sections;
    expect(sections).toHaveLength(4);
    for (const section of sections) {
      expect(section.heading).toMatch(/\?$/);
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it('/returns and /shipping have exactly the spec sections, in order, stating the policies', () => {
    expect(body('returns').sections.map((section) => section.heading)).toEqual([
      'Return Information',
      'Sale Items',
      'Return Process',
      'Defective Items',
      'Price Adjustments',
    ]);
    expect(body('shipping').sections.map((section) => section.heading)).toEqual([
      'Details',
      'Pre-orders',
      'Tracking Number',
      'Missing Packages',
    ]);
    const returns = textOf(body('returns'));
    for (const phrase of [
      'within 14 days of the day you received them',
      '7-10 business days',
      'up to 10 business days',
      'within 2 days of delivery',
      'within 7 days of receiving the label',
      'final sale',
      'We do not offer price adjustments',
      'reply within 1-3 business days',
    ]) {
      expect(returns).toContain(phrase);
    }
    const shipping = textOf(body('shipping'));
    for (const phrase of ['$50 or more', '1-2 business days', 'within 48 hours']) {
      expect(shipping).toContain(phrase);
    }
  });

  it('/subscriptions states the saving, the frequencies and the notice, with its benefits as cards', () => {
    const page = body('subscriptions');
    const text = textOf(page);
    expect(text).toContain(`${SUBSCRIPTION_DISCOUNT_PERCENT}%`);
    for (const frequency of SUBSCRIPTION_FREQUENCIES) expect(text).toContain(frequency.phrase);
    expect(text).toContain('at least 3 business days');
    expect(text).toMatch(/no cancellation fee/i);
    const benefits = page.lead.find((block) => block.kind === 'cards');
    expect(benefits?.kind === 'cards' && benefits.cards.map((card) => card.title)).toEqual([
      '15% off every delivery',
      'Free shipping',
      'Modify frequency anytime',
      'Cancel anytime',
      'Priority customer support',
    ]);
  });

  it('/about-us has mission, story with the described founder portrait, and three commitments', () => {
    const { sections } = body('about-us');
    expect(sections.map((section) => section.heading)).toEqual([
      'Our Mission',
      'Our Story',
      'Our Commitment',
    ]);
    const portrait = sections[1]!.blocks.find((block) => block.kind === 'image');
    expect(portrait).toMatchObject({
      image: { src: '/images/founder.svg', alt: 'Portrait of Laura Bennett, founder of Clearwell' },
    });
    const commitments = sections[2]!.blocks.find((block) => block.kind === 'cards');
    expect(commitments).toMatchObject({ ordered: true });
    expect(commitments?.kind === 'cards' && commitments.cards.map((card) => card.title)).toEqual([
      'Ingredients',
      'Testing',
      'Packaging',
    ]);
  });

  it('/science has the six spec sections, each topic, and its ingredients from the metaobjects', () => {
    const { sections } = body('science');
    expect(sections.map((section) => section.id)).toEqual([
      'hidden-dangers',
      'health-impacts',
      'how-it-works',
      'ingredients',
      'who-benefits',
      'shop-now',
    ]);
    const titles = (id: string) => {
      const cards = sections
        .find((section) => section.id === id)!
        .blocks.find((block) => block.kind === 'cards');
      return cards?.kind === 'cards' ? cards.cards.map((card) => card.title.toLowerCase()) : [];
    };
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
    expect(textOf({ lead: [], sections: [sections[3]!] })).toMatch(
      /rated 1-2 .* independent .*rating body/,
    );
    // Its only button is the closing SHOP NOW.
    const buttons = sections.flatMap((section) =>
      section.blocks.filter((block) => block.kind === 'cta'),
    );
    expect(buttons).toEqual([{ kind: 'cta', link: { label: 'SHOP NOW', href: '/products' } }]);
    const science = pages.find((page) => page.handle === 'science')!;
    expect(field(science.metafields, 'ingredients')).toEqual(
      field(productMetafields['bath-and-plunge-powder-4-pack'], 'ingredients'),
    );
  });

  it('/contact opens with the support information section', () => {
    expect(body('contact').sections[0]?.heading).toBe('Support Information');
  });
});

describe('policies', () => {
  it('has the terms and the privacy policy, each dated and numbered, with the spec terms', () => {
    expect(shop.policies.map((policy) => policy.handle).sort()).toEqual(
      Object.keys(POLICY_ROUTES).sort(),
    );
    for (const handle of Object.keys(POLICY_ROUTES)) {
      const page = body(handle);
      const text = textOf(page);
      expect(page.lead[0]).toEqual({
        kind: 'note',
        html: 'Last updated <time datetime="2026-11-01">November 1, 2026</time>',
      });
      expect(page.sections.length).toBeGreaterThanOrEqual(12);
      page.sections.forEach((section, index) =>
        expect(section.heading).toMatch(new RegExp(`^${index + 1}\\. `)),
      );
      for (const phrase of ['Texas', '30 days', 'at most 5 marketing messages per month']) {
        expect(text, handle).toContain(phrase);
      }
      expect(text).toMatch(/\bSTOP\b/);
      expect(text).toMatch(/\bHELP\b/);
      expect(text.split(/\s+/).length).toBeGreaterThan(2000);
    }
  });
});

describe('every body', () => {
  const all = Object.entries(bodies);

  it('uses only placeholders the storefront fills', () => {
    for (const [handle, page] of all) expect(JSON.stringify(page), handle).not.toContain('{{');
  });

  it('links only to real routes or to mailto:/tel: addresses', () => {
    const routes = new Set([
      '/',
      '/products',
      // The subscription terms lead to the portal, in My Account.
      '/account',
      ...Object.values(PAGE_ROUTES),
      ...Object.values(POLICY_ROUTES),
    ]);
    const hrefs = all.flatMap(([, page]) =>
      [...JSON.stringify(page).matchAll(/href(?:\\"|")?[=:]\s*\\?"([^"\\]+)/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      expect(routes.has(href) || /^mailto:support@|^tel:\+1\d{10}$/.test(href), href).toBe(true);
    }
  });

  it('never hedges the subscription saving with "up to"', () => {
    for (const [handle, page] of all) expect(textOf(page), handle).not.toMatch(/up to \d+%/i);
  });
});

describe('shop details, menus and metaobjects', () => {
  it('stores the support phone in E.164 and the business hours exactly as the spec has them', () => {
    expect(shopField('support_phone')).toMatch(/^\+1\d{10}$/);
    expect(shopField('business_hours')).toBe('9AM-5PM PST Mon-Fri');
    expect(shopField('support_email')).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it('has the header links and the footer groups, the dead entries without a target', () => {
    const main = menus.find((menu) => menu.handle === 'main-menu')!;
    expect(main.items.map((item) => item.title)).toEqual([
      'Home',
      'Shop',
      'Science',
      'About',
      'Contact',
    ]);
    const footer = menus.find((menu) => menu.handle === 'footer')!;
    expect(footer.items.map((group) => group.title)).toEqual([
      'Shop',
      'Help',
      'Company',
      'Legal',
      'Follow',
    ]);
    const dead = footer.items
      .flatMap((group) => group.items ?? [])
      .filter((item) => !item.url && !item.resource && item.type === 'HTTP');
    expect(dead.map((item) => item.title)).toEqual([
      'Wholesale',
      'International Orders',
      'Instagram',
    ]);
  });

  it('has a home hero about tap water for baths and ice plunges, with Shop Now and three benefits', () => {
    const hero = metaobject('hero/home');
    expect(field(hero, 'headline')).toMatch(/tap water.*bath.*ice plunge/i);
    expect(field(hero, 'button_label')).toBe('Shop Now');
    expect(field(hero, 'button_url')).toBe('/products');
    expect(field(hero, 'best_seller_label')).toBe('Best seller');
    // The brand's drawing until the owner chooses a picture.
    expect(hero?.fields.find((entry) => entry.key === 'image')).toMatchObject({
      type: 'file_reference',
      value: null,
    });
    const benefits = field(hero, 'benefits') as string[];
    expect(benefits).toHaveLength(3);
    for (const reference of benefits) {
      expect(metaobject(reference), reference).toBeDefined();
    }
  });

  it('explains the powder on the home page in three steps, under the two-scoop line', () => {
    const hero = metaobject('hero/home');
    expect(field(hero, 'directions_eyebrow')).toBe('How it works');
    expect(field(hero, 'directions_heading')).toBe('Two scoops, then simply water.');
    const steps = (field(hero, 'steps') as string[]).map(metaobject);
    expect(steps.map((step) => field(step, 'title'))).toEqual(['Scoop', 'Fill', 'Soak']);
    for (const step of steps) expect(field(step, 'text')).toBeTruthy();
  });

  it('quotes three customers on the home page, each named, under What customers say', () => {
    expect(field(metaobject('hero/home'), 'testimonials_heading')).toBe('What customers say');
    const quotes = (field(metaobject('hero/home'), 'testimonials') as string[]).map(metaobject);
    expect(quotes).toHaveLength(3);
    for (const quote of quotes) {
      expect(quote?.type).toBe('testimonial');
      expect(field(quote, 'quote')).toBeTruthy();
      expect(field(quote, 'name')).toBeTruthy();
    }
  });

  it("states the shop's shared sentences with the shop's figures", () => {
    expect(shopField('newsletter_heading')).toBe(
      `${NEWSLETTER_DISCOUNT_PERCENT}% off your first order`,
    );
    expect(shopField('newsletter_text')).toContain(
      `a welcome code for ${NEWSLETTER_DISCOUNT_PERCENT}% off your first purchase.`,
    );
    expect(field(shop.metafields, 'subscription_perks')).toEqual([
      'Cancel anytime',
      'Free shipping on all orders',
      'Modify frequency anytime',
      'Priority customer support',
    ]);
    // The thank-you page says what the shipping page promises.
    const note = shopField('order_shipping_note');
    expect(note).toBe('Orders ship in 1-2 business days, and tracking is active within 48 hours.');
    const shipping = textOf(body('shipping'));
    for (const promise of ['1-2 business days', 'within 48 hours']) {
      expect(note).toContain(promise);
      expect(shipping).toContain(promise);
    }
  });

  it('gives the products with the powder the spec directions and the four ingredients in order', () => {
    const catalogue = JSON.parse(
      readFileSync(new URL('../../../../commerce/seed/catalogue.json', import.meta.url), 'utf8'),
    ) as { products: { handle: string; tags: string[] }[] };
    const powder = catalogue.products
      .filter((product) => product.tags.includes('powder'))
      .map((product) => product.handle);
    expect(Object.keys(productMetafields).sort()).toEqual(powder.sort());
    for (const handle of powder) {
      const fields = productMetafields[handle]!;
      const ingredients = (field(fields, 'ingredients') as string[]).map((reference) =>
        field(metaobject(reference), 'name'),
      );
      expect(ingredients).toEqual([
        'Sodium thiosulfate',
        'Potassium alum',
        'Na2EDTA',
        'Sodium bicarbonate',
      ]);
      const [bath, plunge] = (field(fields, 'directions') as string[]).map((reference) =>
        (JSON.parse(field(metaobject(reference), 'steps') as string) as string[]).join(' '),
      );
      expect(bath).toMatch(/2 scoops .*empty tub.*Fill/s);
      expect(plunge).toMatch(/2 scoops .*cup of room-temperature water.*Pour/s);
    }
  });

  it("the seed catalogue's selling plans give the stated saving at every frequency", () => {
    interface SeedPlan {
      name: string;
      description: string;
      priceAdjustments: { type: string; value: number }[];
    }
    const catalogue = JSON.parse(
      readFileSync(new URL('../../../../commerce/seed/catalogue.json', import.meta.url), 'utf8'),
    ) as { products: { sellingPlanGroups?: { sellingPlans: SeedPlan[] }[] }[] };
    const plans = catalogue.products.flatMap((product) =>
      (product.sellingPlanGroups ?? []).flatMap((group) => group.sellingPlans),
    );
    // The product page and the terms page label the frequencies with the plans' names.
    expect(plans.map((plan) => plan.name)).toEqual(
      expect.arrayContaining(['Monthly Subscription', 'Every 2 Months', 'Every 3 Months']),
    );
    for (const plan of plans) {
      expect(plan.priceAdjustments).toEqual([
        { type: 'percentage', value: SUBSCRIPTION_DISCOUNT_PERCENT },
      ]);
      expect(plan.description).toContain(`Save ${SUBSCRIPTION_DISCOUNT_PERCENT}%`);
    }
  });
});
