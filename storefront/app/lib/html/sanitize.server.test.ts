import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.server';

describe('sanitizeRichText', () => {
  it('keeps paragraphs, lists and emphasis, without attributes', () => {
    expect(
      sanitizeRichText(
        '<p class="lead" style="color:red">Clear <strong>water</strong>.</p><ul><li id="a">4 pouches</li></ul>',
      ),
    ).toBe('<p>Clear <strong>water</strong>.</p><ul><li>4 pouches</li></ul>');
  });

  it('drops scripts, styles and event handlers, content and all', () => {
    const html = sanitizeRichText(
      '<p onclick="steal()">Hi</p><script>steal()</script><style>p{display:none}</style><img src=x onerror="steal()"><iframe src="https://evil.example"></iframe>',
    );
    expect(html).toBe('<p>Hi</p>');
  });

  it('keeps the text of other tags and turns headings into paragraphs', () => {
    expect(sanitizeRichText('<h2>Inside</h2><a href="javascript:steal()">the pack</a>')).toBe(
      '<p>Inside</p>the pack',
    );
  });

  it('escapes text so that it stays text', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; "quotes"</p>')).toBe(
      '<p>1 &lt; 2 &amp; "quotes"</p>',
    );
  });
});
