import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape';

describe('escapeMarkup', () => {
  it('escapes the five XML special characters and nothing else', () => {
    expect(escapeMarkup(`a&b<c>d"e'f é/?=`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f é/?=');
  });

  it('escapes an ampersand once, even when the text already looks escaped', () => {
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });
});
