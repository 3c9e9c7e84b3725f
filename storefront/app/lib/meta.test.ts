import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopLayout } from './content/shop';
import { DEFAULT_SHARE_IMAGE, pageMeta, privatePageMeta, truncateDescription } from './meta';
import { canonicalUrl, currentPageUrl, providePageUrl, siteUrl } from './page-url';

const page = { title: 'Shop', description: 'Everything for gentler water.' };
const layout = { name: 'Clearwell' } as ShopLayout;
/** A route's matches: the root's data carries the shop's layout. */
const matches = [{ id: 'root', loaderData: { layout } }, { id: 'routes/products' }];
let requestUrl: URL | undefined;

beforeEach(() => providePageUrl(() => requestUrl));
afterEach(() => {
  requestUrl = undefined;
});

/** The descriptor whose `key` is `value`, e.g. find('property', 'og:url'). */
function find(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value);
}

describe('pageMeta', () => {
  it('gives title, description, canonical, Open Graph and Twitter tags with absolute URLs', () => {
    requestUrl = new URL('https://shop.clearwell.example/products?utm_source=mail#grid');
    const meta = pageMeta(matches, page);
    const canonical = 'https://shop.clearwell.example/products';
    const image = 'https://shop.clearwell.example/images/og-default.png';
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: 'Shop | Clearwell' },
        { name: 'description', content: page.description },
        { property: 'og:site_name', content: 'Clearwell' },
        { tagName: 'link', rel: 'canonical', href: canonical },
        { property: 'og:type', content: 'website' },
        { property: 'og:url', content: canonical },
        { property: 'og:title', content: 'Shop | Clearwell' },
        { property: 'og:description', content: page.description },
        { property: 'og:image', content: image },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: DEFAULT_SHARE_IMAGE.alt },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:title', content: 'Shop | Clearwell' },
        { name: 'twitter:description', content: page.description },
        { name: 'twitter:image', content: image },
      ]),
    );
    expect(find(meta, 'name', 'robots')).toBeUndefined();
  });

  it("uses a page's own type and share image instead of the defaults", () => {
    requestUrl = new URL('https://clearwell.example/products/powder');
    const meta = pageMeta(matches, page, {
      type: 'product',
      image: { url: 'https://cdn.example/powder.webp', alt: 'A teal pouch', width: 800 },
    });
    expect(meta).toEqual(
      expect.arrayContaining([
        { property: 'og:type', content: 'product' },
        { property: 'og:image', content: 'https://cdn.example/powder.webp' },
        { property: 'og:image:width', content: '800' },
        { property: 'og:image:alt', content: 'A teal pouch' },
        { name: 'twitter:image', content: 'https://cdn.example/powder.webp' },
        { name: 'twitter:image:alt', content: 'A teal pouch' },
      ]),
    );
    // One of each: nothing of the default image is left behind.
    for (const key of ['og:type', 'og:image', 'og:image:width', 'og:image:alt']) {
      expect(
        meta.filter((descriptor) => 'property' in descriptor && descriptor.property === key),
      ).toHaveLength(1);
    }
    expect(find(meta, 'property', 'og:image:height')).toBeUndefined();
    expect(find(meta, 'property', 'og:image:type')).toBeUndefined();
  });

  it('marks a page noindex and then names no canonical URL', () => {
    requestUrl = new URL('http://localhost:3000/no-such-page');
    const meta = privatePageMeta(matches, 'Page not found', 'No such page.');
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(find(meta, 'rel', 'canonical')).toBeUndefined();
    expect(find(meta, 'property', 'og:url')).toBeUndefined();
    expect(meta).toContainEqual({ title: 'Page not found | Clearwell' });
  });

  it('keeps a title that already names the shop, and leaves the name out when it is unknown', () => {
    requestUrl = new URL('https://clearwell.example/');
    expect(pageMeta(matches, { ...page, title: 'Clearwell | Bath Powder' })).toContainEqual({
      title: 'Clearwell | Bath Powder',
    });
    // The root's loader could not reach the platform: no name to add, no site name to give.
    const withoutShop = pageMeta([{ id: 'root', loaderData: { layout: null } }], page);
    expect(withoutShop).toContainEqual({ title: 'Shop' });
    expect(find(withoutShop, 'property', 'og:site_name')).toBeUndefined();
  });

  it('says where it was called from when there is no request', () => {
    expect(() => pageMeta(matches, page)).toThrow(/outside a request/);
  });
});

describe('truncateDescription', () => {
  it('keeps a short text and cuts a long one at a word, with an ellipsis', () => {
    expect(truncateDescription('Short and sweet.')).toBe('Short and sweet.');
    const long = `${'word '.repeat(40)}end`;
    const cut = truncateDescription(long);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut).toMatch(/word…$/);
  });
});

describe('canonicalUrl', () => {
  it('drops the query, fragment and trailing slash, but keeps the home page as /', () => {
    expect(canonicalUrl(new URL('https://clearwell.example/faq/?a=1#b'))).toBe(
      'https://clearwell.example/faq',
    );
    expect(canonicalUrl(new URL('https://clearwell.example/?ref=x'))).toBe(
      'https://clearwell.example/',
    );
  });

  it('keeps a path that starts with two slashes on this site', () => {
    const page = new URL('https://clearwell.example//evil.example/x');
    expect(canonicalUrl(page)).toBe('https://clearwell.example//evil.example/x');
    expect(siteUrl('//evil.example/', page)).toBe('https://clearwell.example//evil.example/');
  });
});

describe('currentPageUrl in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubBrowser(href: string, renderedOrigin: string | undefined) {
    vi.stubGlobal('window', { location: new URL(href) });
    vi.stubGlobal('document', { documentElement: { dataset: { siteOrigin: renderedOrigin } } });
  }

  it('keeps the origin the server rendered with, so hydration makes no second canonical', () => {
    stubBrowser('http://10.0.0.7:3000/faq?x=1', 'https://clearwell.example');
    expect(currentPageUrl().href).toBe('https://clearwell.example/faq?x=1');
  });

  it('falls back to the address bar when the page carries no origin', () => {
    stubBrowser('http://localhost:3000/faq', undefined);
    expect(currentPageUrl().href).toBe('http://localhost:3000/faq');
  });
});
