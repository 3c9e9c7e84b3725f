import { describe, expect, it } from 'vitest';
import {
  brandedTitle,
  contactPlaceholders,
  fillPlaceholders,
  formatPhoneNumber,
  shopLayoutOf,
  type ShopLayout,
} from './shop';

describe('formatPhoneNumber', () => {
  it('writes a North American number the way people read it, any other as stored', () => {
    expect(formatPhoneNumber('+15125550143')).toBe('(512) 555-0143');
    expect(formatPhoneNumber('+442079460958')).toBe('+442079460958');
    expect(formatPhoneNumber('+1512555014')).toBe('+1512555014');
  });
});

describe('contactPlaceholders and fillPlaceholders', () => {
  const values = contactPlaceholders({
    email: 'support@clearwell.example',
    phone: { e164: '+15125550143', display: '(512) 555-0143' },
    hours: '9AM-5PM PST Mon-Fri',
    responseTime: null,
  });

  it('fills each known placeholder, with or without spaces inside the braces', () => {
    expect(
      fillPlaceholders(
        'Call {{ support_phone }} ({{business_hours}}) at tel:{{ support_phone_e164 }}, or {{ support_email }}.',
        values,
      ),
    ).toBe(
      'Call (512) 555-0143 (9AM-5PM PST Mon-Fri) at tel:+15125550143, or support@clearwell.example.',
    );
  });

  it('leaves out a detail the shop has not set, and leaves unknown placeholders as written', () => {
    expect(fillPlaceholders('Within {{ support_response_time }}.', values)).toBe('Within .');
    expect(fillPlaceholders('{{ shop_secret }} {{ constructor }}', values)).toBe(
      '{{ shop_secret }} {{ constructor }}',
    );
  });

  it('escapes the values for HTML when asked', () => {
    expect(fillPlaceholders('{{ a }}', { a: `<b>"Tom" & 'Jerry'</b>` }, { escape: true })).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
  });
});

describe('brandedTitle', () => {
  it("adds the shop's name once", () => {
    expect(brandedTitle('FAQ', 'Clearwell')).toBe('FAQ | Clearwell');
    expect(brandedTitle('About Clearwell', 'Clearwell')).toBe('About Clearwell');
    expect(brandedTitle('FAQ', null)).toBe('FAQ');
    expect(brandedTitle('', 'Clearwell')).toBe('Clearwell');
  });
});

describe('shopLayoutOf', () => {
  it("finds the layout in the root's data among a route's matches", () => {
    const layout = { name: 'Clearwell' } as ShopLayout;
    expect(shopLayoutOf([{ id: 'root', loaderData: { layout } }, { id: 'routes/faq' }])).toBe(
      layout,
    );
    expect(shopLayoutOf([{ id: 'root', loaderData: undefined }, undefined])).toBeNull();
  });
});
