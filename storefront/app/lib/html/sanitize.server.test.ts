import sanitizeHtml from 'sanitize-html';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeRichText } from './sanitize.server';

// The real sanitizer, watched: the test below counts how often a description is parsed.
vi.mock('sanitize-html', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof sanitizeHtml }>();
  return { default: vi.fn(actual.default) };
});

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

  it('parses a description once, however often its page is rendered', () => {
    const parses = () => vi.mocked(sanitizeHtml).mock.calls.length;
    const before = parses();
    const description = '<p class="x">Rendered <em>often</em></p>';
    for (let render = 0; render < 3; render += 1) {
      expect(sanitizeRichText(description)).toBe('<p>Rendered <em>often</em></p>');
    }
    expect(parses() - before).toBe(1);
    // An edited description is a new text: it is sanitized afresh, not answered from the old.
    expect(sanitizeRichText('<p>Rendered <em>often</em>, edited<script>x()</script></p>')).toBe(
      '<p>Rendered <em>often</em>, edited</p>',
    );
    expect(parses() - before).toBe(2);
  });
});
