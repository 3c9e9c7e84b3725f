import sanitizeHtml from 'sanitize-html';
import { describe, expect, it, vi } from 'vitest';
import { sanitizePageHtml, sanitizeRichText } from './sanitize.server';

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

describe('sanitizePageHtml', () => {
  it('keeps the structure a page needs: headings, links, pictures, quotes, tables and small print', () => {
    expect(
      sanitizePageHtml(
        '<hgroup><p>Eyebrow</p><h2 id="shipping">Shipping</h2></hgroup>' +
          '<p><a href="/faq">FAQ</a> <a href="https://example.com/a?b=1">x</a> ' +
          '<a href="mailto:support@clearwell.example">m</a> <a href="tel:+15125550143">t</a></p>' +
          '<figure><img src="/images/a.svg" alt="A" width="800" height="600"><figcaption>Cap</figcaption></figure>' +
          '<blockquote><p>Q</p></blockquote><table><tr><td>1</td></tr></table>' +
          '<p><small>Last updated <time datetime="2026-11-01">November 1, 2026</time></small></p>',
      ),
    ).toBe(
      '<hgroup><p>Eyebrow</p><h2 id="shipping">Shipping</h2></hgroup>' +
        '<p><a href="/faq">FAQ</a> <a href="https://example.com/a?b=1">x</a> ' +
        '<a href="mailto:support@clearwell.example">m</a> <a href="tel:+15125550143">t</a></p>' +
        '<figure><img src="/images/a.svg" alt="A" width="800" height="600" loading="lazy" decoding="async" /><figcaption>Cap</figcaption></figure>' +
        '<blockquote><p>Q</p></blockquote><table><tr><td>1</td></tr></table>' +
        '<p><small>Last updated <time datetime="2026-11-01">November 1, 2026</time></small></p>',
    );
  });

  it('drops scripts, styles, event handlers, frames and unsafe addresses', () => {
    expect(
      sanitizePageHtml(
        '<p onclick="x()" style="color:red" class="a">Hi</p><script>x()</script><style>p{}</style>' +
          '<img src="javascript:x()" onerror="x()"><img src="data:image/png;base64,AAAA" alt="d">' +
          '<a href="javascript:x()">j</a><a href="//evil.example/">p</a><a href="vbscript:x">v</a>' +
          '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>',
      ),
    ).toBe(
      '<p>Hi</p><img loading="lazy" decoding="async" /><img alt="d" loading="lazy" decoding="async" /><a>j</a><a>p</a><a>v</a>',
    );
  });

  it('makes an h1 an h2 (the page has its own) and keeps only anchor-like heading ids', () => {
    expect(sanitizePageHtml('<h1 id="Top Of Page">T</h1><h3 id="ok-1">a</h3><h5>b</h5>')).toBe(
      '<h2>T</h2><h3 id="ok-1">a</h3><h4>b</h4>',
    );
  });

  it('is a profile of its own: a description stays as plain as before', () => {
    const html = '<h2>Inside</h2><a href="/faq">the pack</a>';
    expect(sanitizePageHtml(html)).toBe('<h2>Inside</h2><a href="/faq">the pack</a>');
    expect(sanitizeRichText(html)).toBe('<p>Inside</p>the pack');
  });
});

describe('sanitizePageHtml and laid-out source', () => {
  it('sends a body written over many lines as the words it shows, without the layout', () => {
    expect(
      sanitizePageHtml(
        '<p>\n  Ship it within 7 days of receiving the\n  label.\n</p>\n<p>Next</p>\n<ul>\n  <li>\n    An <em>item</em>, <a href="/faq">a link</a>\n  </li>\n</ul>',
      ),
    ).toBe(
      '<p>Ship it within 7 days of receiving the label.</p><p>Next</p><ul><li>An <em>item</em>, <a href="/faq">a link</a></li></ul>',
    );
  });
});
