import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { jsonLdScriptProps, organizationJsonLd, serializeJsonLd, type JsonLd } from './json-ld';

const thing = (name: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Thing',
  name,
});

describe('serializeJsonLd', () => {
  it('escapes what could end the script element, and parses back to the same data', () => {
    const hostile = thing('</script><script>alert(1)</script> & <!-- \u2028\u2029');
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('leaves ordinary text readable', () => {
    expect(serializeJsonLd(thing('Bath "powder", 4-pack'))).toBe(
      '{"@context":"https://schema.org","@type":"Thing","name":"Bath \\"powder\\", 4-pack"}',
    );
  });
});

describe('jsonLdScriptProps', () => {
  it('renders one ld+json script whose text is the escaped JSON', () => {
    const html = renderToStaticMarkup(<script {...jsonLdScriptProps(thing('a</script>b'))} />);
    expect(html).toBe(
      '<script type="application/ld+json">' +
        '{"@context":"https://schema.org","@type":"Thing","name":"a\\u003c/script\\u003eb"}' +
        '</script>',
    );
  });
});

describe('organizationJsonLd', () => {
  const shop = {
    name: 'Clearwell',
    url: 'https://clearwell.example/',
    logo: 'https://clearwell.example/brand/logo-light.svg',
  };

  it('names the shop with its site, logo and support contacts', () => {
    expect(
      organizationJsonLd({
        ...shop,
        email: 'support@clearwell.example',
        telephone: '+15125550143',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Clearwell',
      url: 'https://clearwell.example/',
      logo: 'https://clearwell.example/brand/logo-light.svg',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: 'support@clearwell.example',
        telephone: '+15125550143',
        areaServed: 'US',
        availableLanguage: 'English',
      },
    });
  });

  it('gives only the contacts the shop has set, and no contact point without any', () => {
    expect(organizationJsonLd({ ...shop, email: null, telephone: '+15125550143' })).toMatchObject({
      contactPoint: { telephone: '+15125550143' },
    });
    expect(
      organizationJsonLd({ ...shop, email: null, telephone: '+15125550143' }).contactPoint,
    ).not.toHaveProperty('email');
    expect(organizationJsonLd({ ...shop, email: null, telephone: null })).not.toHaveProperty(
      'contactPoint',
    );
  });
});
