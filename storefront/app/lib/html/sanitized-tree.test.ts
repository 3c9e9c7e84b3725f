import { describe, expect, it } from 'vitest';
import { decodeEntities, parseSanitizedHtml, textOf, type HtmlElement } from './sanitized-tree';

describe('parseSanitizedHtml', () => {
  it('gives each element its tag, attributes, children and its HTML inside and out', () => {
    const [p, img] = parseSanitizedHtml(
      '<p>A <a href="/faq?a=1&amp;b=2">link</a><br />end</p><img src="/x.svg" alt="&quot;x&quot;" />',
    ) as HtmlElement[];
    expect(p).toMatchObject({
      tag: 'p',
      html: '<p>A <a href="/faq?a=1&amp;b=2">link</a><br />end</p>',
      innerHtml: 'A <a href="/faq?a=1&amp;b=2">link</a><br />end',
    });
    expect(p!.children.map((child) => (child.type === 'element' ? child.tag : 'text'))).toEqual([
      'text',
      'a',
      'br',
      'text',
    ]);
    expect((p!.children[1] as HtmlElement).attributes).toEqual({ href: '/faq?a=1&b=2' });
    expect(img).toMatchObject({
      tag: 'img',
      attributes: { src: '/x.svg', alt: '"x"' },
      children: [],
    });
  });

  it('closes what was left open and ignores an end tag that closes nothing', () => {
    const nodes = parseSanitizedHtml('<ul><li>one</span></li><li>two');
    expect(nodes).toHaveLength(1);
    expect(textOf(nodes)).toBe('onetwo');
  });
});

describe('textOf and decodeEntities', () => {
  it('reads the text as shown: entities decoded, white space and line breaks as single spaces', () => {
    expect(textOf(parseSanitizedHtml('<h2>Returns <em>&amp; </em>\n  refunds<br />now</h2>'))).toBe(
      'Returns & refunds now',
    );
    expect(decodeEntities('&lt;b&gt; &quot;a&quot; &#39;b&#39; &amp;amp;')).toBe(
      `<b> "a" 'b' &amp;`,
    );
  });
});
