import { describe, expect, it } from 'vitest';
import { contentPath, ownRoute, pageStatingPolicy, storefrontPath, storefrontUrl } from './routes';

const SHOP = 'https://clearwell.example';
const STORE = 'https://clearwell.myshopify.com';

describe('storefrontPath', () => {
  it("maps Shopify's addresses to the routes that show them here", () => {
    expect(storefrontPath('/collections/all')).toBe('/products');
    expect(storefrontPath('/collections/all/')).toBe('/products');
    expect(storefrontPath('/pages/faq')).toBe('/faq');
    expect(storefrontPath('/pages/about-us')).toBe('/about-us');
    expect(storefrontPath('/policies/terms-of-service')).toBe('/terms-of-service');
    expect(storefrontPath('/policies/privacy-policy')).toBe('/privacy-policy');
  });

  it('keeps the home page, products and the pages and policies without a route of their own', () => {
    expect(storefrontPath('/')).toBe('/');
    expect(storefrontPath('/products/bath-and-plunge-powder-4-pack')).toBe(
      '/products/bath-and-plunge-powder-4-pack',
    );
    expect(storefrontPath('/pages/wholesale')).toBe('/pages/wholesale');
    expect(storefrontPath('/policies/refund-policy')).toBe('/policies/refund-policy');
    // A handle that happens to name an object property is a handle like any other.
    expect(storefrontPath('/pages/constructor')).toBe('/pages/constructor');
  });
});

describe('pageStatingPolicy', () => {
  it('names the page that states the refund, shipping and subscription terms', () => {
    expect(pageStatingPolicy('refund-policy')).toBe('/returns');
    expect(pageStatingPolicy('shipping-policy')).toBe('/shipping');
    expect(pageStatingPolicy('subscription-policy')).toBe('/subscriptions');
  });

  it('names none for other policies', () => {
    expect(pageStatingPolicy('terms-of-sale')).toBeUndefined();
    expect(pageStatingPolicy('contact-information')).toBeUndefined();
    expect(pageStatingPolicy('constructor')).toBeUndefined();
  });
});

describe('storefrontUrl', () => {
  const origins = [SHOP, STORE];

  it("strips the shop's own origins, as Hydrogen does, then maps the path", () => {
    expect(storefrontUrl(`${SHOP}/pages/faq`, origins)).toBe('/faq');
    expect(storefrontUrl(`${STORE}/collections/all?sort=price#grid`, origins)).toBe(
      '/products?sort=price#grid',
    );
    expect(storefrontUrl(`${SHOP}/`, origins)).toBe('/');
    expect(storefrontUrl('/policies/privacy-policy', origins)).toBe('/privacy-policy');
  });

  it('leaves links elsewhere, other schemes and entries without a target alone', () => {
    expect(storefrontUrl('https://instagram.com/clearwell', origins)).toBe(
      'https://instagram.com/clearwell',
    );
    expect(storefrontUrl('mailto:support@clearwell.example', origins)).toBe(
      'mailto:support@clearwell.example',
    );
    expect(storefrontUrl(null, origins)).toBeNull();
  });
});

describe('contentPath and ownRoute', () => {
  it('gives a page or a policy its route here, or its Shopify address', () => {
    expect(contentPath('pages', 'science')).toBe('/science');
    expect(contentPath('pages', 'wholesale')).toBe('/pages/wholesale');
    expect(contentPath('policies', 'terms-of-service')).toBe('/terms-of-service');
    expect(contentPath('policies', 'refund-policy')).toBe('/policies/refund-policy');
    expect(contentPath('pages', 'a b')).toBe('/pages/a%20b');
    expect(ownRoute('pages', 'toString')).toBeUndefined();
  });
});
