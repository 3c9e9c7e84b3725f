import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlatformError } from '../shopify';
import type { ShopifyClient } from '../shopify';
import { operationNameOf } from '../shopify/graphql-client';
import type {
  GetPageQuery,
  GetShopPolicyQuery,
} from '../shopify/generated/storefront-api.generated';
import type { LayoutData } from '../shopify/content';
import { loadContentPage, loadPolicy, loadShopLayout, shopLayoutOf } from './load.server';

const SHOP: LayoutData = {
  shop: {
    name: 'Clearwell',
    description: 'Gentler water.',
    primaryDomain: { url: 'https://clearwell.example' },
    brand: { slogan: 'Bath Powder', logo: null },
    supportEmail: { value: 'support@clearwell.example' },
    supportPhone: { value: '+15125550143' },
    businessHours: { value: '9AM-5PM PST Mon-Fri' },
    supportResponseTime: { value: '1-3 business days' },
    newsletterHeading: { value: '15% off your first order' },
    newsletterText: { value: 'Join the list.\n' },
    subscriptionPerks: { value: '["Cancel anytime"," Free shipping ",""]' },
    orderShippingNote: { value: 'Orders ship in 1-2 business days.' },
  },
  headerMenu: {
    items: [{ id: '1', title: 'FAQ', url: 'https://clearwell.example/pages/faq', items: [] }],
  },
  footerMenu: null,
};

type Answers = Record<string, (variables: Record<string, unknown>) => unknown>;

/** A Storefront API that answers each operation as the test says (a thrown error fails it). */
function fakeStorefront(answers: Answers): ShopifyClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    endpoint: 'https://clearwell.example/api/2026-04/graphql.json',
    calls,
    async request(document: string, options?: { variables?: object }) {
      const name = operationNameOf(document)!;
      calls.push(name);
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected ${name}`);
      return answer((options?.variables ?? {}) as Record<string, unknown>);
    },
  } as ShopifyClient & { calls: string[] };
}

const page = (overrides: Partial<NonNullable<GetPageQuery['page']>> = {}): GetPageQuery => ({
  page: {
    handle: 'contact',
    title: 'Contact Us',
    body: '<p>Write to {{ support_email }}.</p><h2>Support Information</h2><p>Call {{ support_phone }}.</p>',
    bodySummary: 'Write to {{ support_email }}.',
    seo: { title: 'Contact Us', description: 'Call us, {{ business_hours }}.' },
    eyebrow: { value: 'Customer care' },
    ingredients: null,
    ...overrides,
  },
});

/** The thrown Response's status, for a loader that must fail as a route error. */
async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status;
    const init = (error as { init?: ResponseInit }).init;
    if (init?.status) return init.status;
    throw error;
  }
  throw new Error('the loader did not fail');
}

describe('loadContentPage', () => {
  it('fills the contact details into the body and the SEO texts', async () => {
    const storefront = fakeStorefront({ GetPage: () => page(), GetLayout: () => SHOP });
    const loaded = await loadContentPage(storefront, 'contact');
    expect(loaded).toMatchObject({
      title: 'Contact Us',
      eyebrow: 'Customer care',
      seo: { title: 'Contact Us', description: 'Call us, 9AM-5PM PST Mon-Fri.' },
    });
    expect(loaded.body.lead).toEqual([
      { kind: 'element', tag: 'p', html: 'Write to support@clearwell.example.' },
    ]);
    expect(loaded.body.sections[0]!.blocks).toEqual([
      { kind: 'element', tag: 'p', html: 'Call (512) 555-0143.' },
    ]);
  });

  it('falls back to the title and the body summary without SEO fields', async () => {
    const storefront = fakeStorefront({
      GetPage: () => page({ seo: { title: null, description: '  ' } }),
      GetLayout: () => SHOP,
    });
    expect((await loadContentPage(storefront, 'contact')).seo).toEqual({
      title: 'Contact Us',
      description: 'Write to support@clearwell.example.',
    });
  });

  it("shows the page's ingredients as cards in its ingredients section", async () => {
    const field = (value: string | null) => ({ value });
    const storefront = fakeStorefront({
      GetPage: () =>
        page({
          body: '<h2 id="ingredients">Ingredients</h2><p><small>Nothing else.</small></p>',
          ingredients: {
            references: {
              nodes: [
                {
                  name: field('Potassium alum'),
                  alsoKnownAs: field('potassium aluminum sulfate'),
                  role: field('Binds fluoride'),
                  howItWorks: field('Forms a floc.'),
                  everydayUse: field('A <pickling> salt.'),
                },
              ],
            },
          },
        }),
      GetLayout: () => SHOP,
    });
    const [section] = (await loadContentPage(storefront, 'science')).body.sections;
    expect(section!.blocks[0]).toEqual({
      kind: 'cards',
      ordered: false,
      cards: [
        {
          title: 'Potassium alum (potassium aluminum sulfate)',
          subtitle: 'Binds fluoride',
          html: '<p>Forms a floc. A &lt;pickling&gt; salt.</p>',
        },
      ],
    });
  });

  it('fails with 404 for a page the shop does not have, 502 when the platform fails', async () => {
    expect(
      await statusOf(
        loadContentPage(
          fakeStorefront({ GetPage: () => ({ page: null }), GetLayout: () => SHOP }),
          'x',
        ),
      ),
    ).toBe(404);
    const down = fakeStorefront({
      GetPage: () => {
        throw new PlatformError('GetPage: could not reach', { api: 'storefront', kind: 'network' });
      },
      GetLayout: () => SHOP,
    });
    expect(await statusOf(loadContentPage(down, 'faq'))).toBe(502);
  });
});

describe('loadPolicy', () => {
  const policy = (shop: GetShopPolicyQuery['shop']) => () => ({ shop });

  it('asks for the one policy it needs and describes it by its first real paragraph', async () => {
    const variables: Record<string, unknown>[] = [];
    const storefront = fakeStorefront({
      GetShopPolicy: (vars) => {
        variables.push(vars);
        return {
          shop: {
            termsOfService: {
              handle: 'terms-of-service',
              title: 'Terms of Service',
              body: '<p><small>Last updated May 1</small></p><p>These terms are the agreement between you and Clearwell about everything you buy from us.</p><h2>1. Who we are</h2><p>Write to {{ support_email }}.</p>',
            },
          },
        };
      },
      GetLayout: () => SHOP,
    });
    const loaded = await loadPolicy(storefront, 'terms-of-service');
    expect(variables).toEqual([
      {
        privacyPolicy: false,
        refundPolicy: false,
        shippingPolicy: false,
        subscriptionPolicy: false,
        termsOfService: true,
      },
    ]);
    expect(loaded.seo).toEqual({
      title: 'Terms of Service',
      description:
        'These terms are the agreement between you and Clearwell about everything you buy from us.',
    });
    expect(loaded.body.sections[0]).toMatchObject({ id: 'who-we-are', heading: '1. Who we are' });
  });

  it("is not found when the shop has not written it (Shopify's default subscription policy included)", async () => {
    const defaultOnly = fakeStorefront({
      GetShopPolicy: policy({
        subscriptionPolicy: {
          id: null,
          handle: 'subscription-policy',
          title: 'Subscription policy',
          body: 'Default',
        },
      }),
      GetLayout: () => SHOP,
    });
    expect(await statusOf(loadPolicy(defaultOnly, 'subscription-policy'))).toBe(404);
    const storefront = fakeStorefront({
      GetShopPolicy: policy({ refundPolicy: null }),
      GetLayout: () => SHOP,
    });
    expect(await statusOf(loadPolicy(storefront, 'refund-policy'))).toBe(404);
    // Not a policy handle at all: not even asked.
    const asked = storefront.calls.filter((call) => call === 'GetShopPolicy').length;
    expect(await statusOf(loadPolicy(storefront, 'constructor'))).toBe(404);
    expect(storefront.calls.filter((call) => call === 'GetShopPolicy')).toHaveLength(asked);
  });
});

describe('shopLayoutOf and loadShopLayout', () => {
  it("gives the shop's name, brand, formatted contact details and menus with its own links made local", () => {
    expect(shopLayoutOf(SHOP, ['http://localhost:4001'])).toEqual({
      name: 'Clearwell',
      slogan: 'Bath Powder',
      description: 'Gentler water.',
      logoUrl: null,
      support: {
        email: 'support@clearwell.example',
        phone: { e164: '+15125550143', display: '(512) 555-0143' },
        hours: '9AM-5PM PST Mon-Fri',
        responseTime: '1-3 business days',
      },
      texts: {
        newsletterHeading: '15% off your first order',
        newsletterText: 'Join the list.',
        subscriptionPerks: ['Cancel anytime', 'Free shipping'],
        orderShippingNote: 'Orders ship in 1-2 business days.',
      },
      headerMenu: [{ id: '1', title: 'FAQ', to: '/faq', items: [] }],
      footerMenu: [],
    });
  });

  it('leaves out the shared sentences the shop has not set, or set to something unreadable', () => {
    const unset = shopLayoutOf(
      {
        ...SHOP,
        shop: {
          ...SHOP.shop,
          newsletterHeading: null,
          newsletterText: { value: '  ' },
          subscriptionPerks: { value: 'Cancel anytime, Free shipping' },
          orderShippingNote: null,
        },
      },
      [],
    );
    expect(unset.texts).toEqual({
      newsletterHeading: null,
      newsletterText: null,
      subscriptionPerks: [],
      orderShippingNote: null,
    });
  });

  it('is null, not an error, when the platform cannot be asked', async () => {
    const down = fakeStorefront({
      GetLayout: () => {
        throw new PlatformError('GetLayout: timeout', { api: 'storefront', kind: 'timeout' });
      },
    });
    expect(await loadShopLayout(down, [])).toBeNull();
  });
});
