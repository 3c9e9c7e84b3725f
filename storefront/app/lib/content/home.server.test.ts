import { describe, expect, it } from 'vitest';
import type { ShopifyClient } from '../shopify';
import type { GetHomeContentQuery } from '../shopify/generated/storefront-api.generated';
import { loadHomeContent } from './home.server';

const field = (value: string | null) => ({ value });

const storefront = (answer: () => unknown): ShopifyClient =>
  ({
    endpoint: 'https://clearwell.example/api/2026-04/graphql.json',
    request: async () => answer(),
  }) as unknown as ShopifyClient;

const home: GetHomeContentQuery = {
  shop: { primaryDomain: { url: 'https://clearwell.example' } },
  hero: {
    eyebrow: field('Bath & Ice Plunge Powder'),
    headline: field('Neutralize the chemicals in your tap water.'),
    text: field('Two scoops.'),
    buttonLabel: field('Shop Now'),
    buttonUrl: field('https://clearwell.example/collections/all'),
    directionsEyebrow: field('How to use'),
    directionsHeading: field(' Two scoops, then simply water. '),
    image: null,
    benefits: {
      references: {
        nodes: [{ title: field('Subscribe & save 15%'), text: field('Free shipping.') }, {}],
      },
    },
    directions: {
      references: {
        nodes: [{ handle: 'bath', title: field('For a bath'), steps: field('["Fill."]') }],
      },
    },
  },
};

describe('loadHomeContent', () => {
  it("reads the hero, its button made the storefront's own, its benefits and directions", async () => {
    expect(
      await loadHomeContent(
        storefront(() => home),
        [],
      ),
    ).toEqual({
      hero: {
        eyebrow: 'Bath & Ice Plunge Powder',
        headline: 'Neutralize the chemicals in your tap water.',
        text: 'Two scoops.',
        button: { label: 'Shop Now', href: '/products' },
        image: null,
      },
      benefits: [{ title: 'Subscribe & save 15%', text: 'Free shipping.' }],
      directions: {
        eyebrow: 'How to use',
        heading: 'Two scoops, then simply water.',
        steps: [{ id: 'bath', title: 'For a bath', steps: ['Fill.'] }],
      },
    });
  });

  it('leaves out the directions section words the hero does not have', async () => {
    const withoutWords = await loadHomeContent(
      storefront(() => ({
        ...home,
        hero: { ...home.hero!, directionsEyebrow: null, directionsHeading: field('') },
      })),
      [],
    );
    expect(withoutWords?.directions).toEqual({
      eyebrow: null,
      heading: null,
      steps: [{ id: 'bath', title: 'For a bath', steps: ['Fill.'] }],
    });
  });

  it('has no hero without a headline, and no button without both its words and its address', async () => {
    expect(
      await loadHomeContent(
        storefront(() => ({ ...home, hero: { ...home.hero!, headline: field(' ') } })),
        [],
      ),
    ).toBeNull();
    const noUrl = await loadHomeContent(
      storefront(() => ({ ...home, hero: { ...home.hero!, buttonUrl: null } })),
      [],
    );
    expect(noUrl?.hero.button).toBeNull();
  });

  it('is null, not an error, when the platform fails or answers something else', async () => {
    expect(
      await loadHomeContent(
        storefront(() => {
          throw new Error('unreachable');
        }),
        [],
      ),
    ).toBeNull();
    expect(
      await loadHomeContent(
        storefront(() => ({ hero: home.hero })),
        [],
      ),
    ).toBeNull();
  });
});
