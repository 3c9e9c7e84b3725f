import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemap, productPath, SITEMAP_MAX_URLS } from './sitemap';

describe('productPath', () => {
  it('puts the handle under /products, percent-encoding what a URL path cannot hold', () => {
    expect(productPath('bath-and-plunge-powder-4-pack')).toBe(
      '/products/bath-and-plunge-powder-4-pack',
    );
    expect(productPath('a b/c?d#e')).toBe('/products/a%20b%2Fc%3Fd%23e');
  });
});

describe('buildSitemap', () => {
  it('writes a urlset with one url per entry, lastmod only when known', () => {
    expect(
      buildSitemap([
        { loc: 'https://clearwell.example/' },
        {
          loc: 'https://clearwell.example/products/powder',
          lastmod: '2026-04-01T12:00:00Z',
        },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://clearwell.example/</loc></url>',
        '  <url><loc>https://clearwell.example/products/powder</loc>' +
          '<lastmod>2026-04-01T12:00:00Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes URLs, so a query string cannot break the XML', () => {
    const xml = buildSitemap([{ loc: 'https://clearwell.example/search?q=a&b=<c>' }]);
    expect(xml).toContain('<loc>https://clearwell.example/search?q=a&amp;b=&lt;c&gt;</loc>');
  });

  it('stops at the 50,000 URLs one sitemap file may hold', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({
      loc: `https://clearwell.example/${i}`,
    }));
    expect(buildSitemap(entries).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });
});

describe('buildRobotsTxt', () => {
  it('allows crawling except private and transactional paths, and names the sitemap', () => {
    expect(buildRobotsTxt('https://clearwell.example/sitemap.xml')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /account',
        'Disallow: /checkout',
        'Disallow: /cart',
        'Disallow: /api/',
        'Disallow: /success',
        'Disallow: /order',
        '',
        'Sitemap: https://clearwell.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
