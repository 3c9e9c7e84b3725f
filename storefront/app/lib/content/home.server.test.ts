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
    bestSellerLabel: field(' Best seller '),
    directionsEyebrow: field('How to use'),
    directionsHeading: field(' Two scoops, then simply water. '),
    image: null,
    benefits: {
      references: {
        nodes: [{ title: field('Subscribe & save 15%'), text: field('Free shipping.') }, {}],
      },
    },
    steps: {
      references: {
        nodes: [
          { title: field('Scoop'), text: field('Two scoops.') },
          { title: field(' '), text: null },
        ],
      },
    },
    testimonialsHeading: field('What customers say'),
    testimonials: {
      references: {
        nodes: [
          { quote: field(' Simply water. '), name: field('Maya R.'), detail: field('') },
          // The owner hides a quote by clearing it.
          { quote: field(''), name: field('Daniel K.'), detail: field('Austin') },
        ],
      },
    },
  },
  ratedProducts: {
    nodes: [
      {
        rating: { value: '{"value":"4.8","scale_min":"1.0","scale_max":"5.0"}' },
        ratingCount: { value: '90' },
      },
      { rating: null, ratingCount: null },
      {
        rating: { value: '{"value":"4.0","scale_min":"1.0","scale_max":"5.0"}' },
        ratingCount: { value: '10' },
      },
    ],
  },
};

describe('loadHomeContent', () => {
  it("reads the hero, its button made the storefront's own, benefits, steps, quotes and rating", async () => {
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
        bestSellerLabel: 'Best seller',
        image: null,
      },
      benefits: [{ title: 'Subscribe & save 15%', text: 'Free shipping.' }],
      howItWorks: {
        eyebrow: 'How to use',
        heading: 'Two scoops, then simply water.',
        steps: [{ title: 'Scoop', text: 'Two scoops.' }],
      },
      testimonials: {
        heading: 'What customers say',
        quotes: [{ quote: 'Simply water.', name: 'Maya R.', detail: null }],
      },
      // Weighted by the reviews: (4.8 * 90 + 4.0 * 10) / 100.
      rating: {
        label: 'Rated 4.7 out of 5, 100 reviews',
        average: '4.7',
        reviews: '100 reviews',
        fill: '94.4%',
      },
    });
  });

  it('has no rating when no product has one', async () => {
    const unrated = await loadHomeContent(
      storefront(() => ({
        ...home,
        ratedProducts: { nodes: [{ rating: null, ratingCount: null }] },
      })),
      [],
    );
    expect(unrated?.rating).toBeNull();
  });

  it('leaves out the how-it-works section words the hero does not have', async () => {
    const withoutWords = await loadHomeContent(
      storefront(() => ({
        ...home,
        hero: { ...home.hero!, directionsEyebrow: null, directionsHeading: field('') },
      })),
      [],
    );
    expect(withoutWords?.howItWorks).toEqual({
      eyebrow: null,
      heading: null,
      steps: [{ title: 'Scoop', text: 'Two scoops.' }],
    });
  });

  it('leaves out the best seller label and the quotes heading the hero does not have', async () => {
    const withoutWords = await loadHomeContent(
      storefront(() => ({
        ...home,
        hero: { ...home.hero!, bestSellerLabel: field(' '), testimonialsHeading: null },
      })),
      [],
    );
    expect(withoutWords?.hero.bestSellerLabel).toBeNull();
    expect(withoutWords?.testimonials.heading).toBeNull();
  });

  it("reads the hero's picture when it is an image, and none for another kind of file", async () => {
    const image = {
      url: 'https://clearwell.example/cdn/shop/files/powder-bath.png',
      altText: 'A bath with the powder',
      width: 1600,
      height: 1600,
    };
    const pictured = await loadHomeContent(
      storefront(() => ({ ...home, hero: { ...home.hero!, image: { reference: { image } } } })),
      [],
    );
    expect(pictured?.hero.image).toEqual(image);
    const otherFile = await loadHomeContent(
      storefront(() => ({ ...home, hero: { ...home.hero!, image: { reference: {} } } })),
      [],
    );
    expect(otherFile?.hero.image).toBeNull();
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
