import { describe, expect, it } from 'vitest';
import {
  checkMetafieldValue,
  referencedIds,
  SUPPORTED_TYPES,
} from '../src/content/metafield-types';

const known = new Set(['gid://shopify/Page/1', 'gid://shopify/MediaImage/2']);
const check = (type: string, value: string) =>
  checkMetafieldValue(type, value, (id) => known.has(id));

describe('metafield values', () => {
  it.each([
    ['single_line_text_field', 'Help center'],
    ['multi_line_text_field', 'one\ntwo'],
    ['number_integer', '-9007199254740991'],
    ['number_decimal', '0.000000001'],
    ['boolean', 'false'],
    ['json', '[1, {"a": null}]'],
    ['rating', '{"value":"1.0","scale_min":"1.0","scale_max":"5.0"}'],
    ['url', 'tel:+15125550143'],
    ['color', '#0e1a1c'],
    ['date', '2028-02-29'],
    ['date_time', '2026-04-01T09:30:00Z'],
    ['date_time', '2026-04-01T09:30:00'],
    ['page_reference', 'gid://shopify/Page/1'],
    ['list.file_reference', '["gid://shopify/MediaImage/2"]'],
    ['list.single_line_text_field', '[]'],
  ])('accepts %s %j', (type, value) => {
    expect(check(type, value)).toBeNull();
  });

  it.each([
    ['single_line_text_field', 'two\r\nlines'],
    ['number_integer', '9007199254740993'],
    ['number_integer', '1e3'],
    ['number_decimal', '1.0000000001'],
    ['boolean', 'TRUE'],
    ['rating', '{"value":"3","scale_min":"5","scale_max":"1"}'],
    ['rating', '["3"]'],
    ['url', '/products'],
    ['url', 'https://'],
    ['color', 'teal'],
    ['date', '2026-02-30'],
    ['date_time', '2026-04-01 09:30'],
    ['page_reference', 'gid://shopify/Page/abc'],
    ['page_reference', 'gid://shopify/Page/2'],
    ['list.number_integer', '[1, 2.5]'],
    ['list.single_line_text_field', JSON.stringify(Array.from({ length: 129 }, () => 'x'))],
  ])('refuses %s %j as INVALID_VALUE', (type, value) => {
    expect(check(type, value)?.code).toBe('INVALID_VALUE');
  });

  it('refuses blank and too long values, and unknown types and list types', () => {
    expect(check('json', '  ')?.code).toBe('BLANK');
    expect(check('multi_line_text_field', 'x'.repeat(65_537))?.code).toBe('TOO_LONG');
    expect(check('money', '{}')?.code).toBe('INVALID_TYPE');
    expect(check('list.boolean', '[true]')?.code).toBe('INVALID_TYPE');
    expect(SUPPORTED_TYPES).toContain('list.metaobject_reference');
    expect(SUPPORTED_TYPES).not.toContain('list.json');
  });

  it('lists the ids a reference value points to, and none for other types', () => {
    expect(referencedIds('page_reference', 'gid://shopify/Page/1')).toEqual([
      'gid://shopify/Page/1',
    ]);
    expect(
      referencedIds('list.page_reference', '["gid://shopify/Page/1","gid://shopify/Page/2"]'),
    ).toEqual(['gid://shopify/Page/1', 'gid://shopify/Page/2']);
    expect(referencedIds('single_line_text_field', 'gid://shopify/Page/1')).toEqual([]);
  });
});
