import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeEntities, descriptionBlocks, descriptionText, truncateText } from './description';

const paragraphs = (...texts: string[]) => texts.map((text) => ({ type: 'paragraph', text }));

describe('descriptionBlocks', () => {
  it('keeps paragraphs as separate paragraphs and drops inline tags without gluing words', () => {
    expect(
      descriptionBlocks(
        '<p>Neutralizes <strong>chlorine</strong> and <em>chloramine</em>.</p><p>Two scoops.</p>',
      ),
    ).toEqual(paragraphs('Neutralizes chlorine and chloramine.', 'Two scoops.'));
  });

  it('turns list items into one list', () => {
    expect(
      descriptionBlocks(
        '<p>Inside:</p><ul><li>4 pouches</li><li> A <b>scoop</b> </li></ul><p>End</p>',
      ),
    ).toEqual([
      { type: 'paragraph', text: 'Inside:' },
      { type: 'list', items: ['4 pouches', 'A scoop'] },
      { type: 'paragraph', text: 'End' },
    ]);
  });

  it('splits at <br> and other block elements, and keeps bare text', () => {
    expect(descriptionBlocks('One<br>Two<br/>Three<div>Four</div><h2>Five</h2>Six')).toEqual(
      paragraphs('One', 'Two', 'Three', 'Four', 'Five', 'Six'),
    );
  });

  it('collapses whitespace and leaves out empty blocks', () => {
    expect(descriptionBlocks('<p>  a \n\t b  </p><p> </p><p>&nbsp;</p>')).toEqual(
      paragraphs('a b'),
    );
    expect(descriptionBlocks('')).toEqual([]);
  });

  it('decodes entities into text', () => {
    expect(
      descriptionBlocks('<p>Bath &amp; Plunge &ndash; 0&#8211;10 &#x2103; &copy; &lt;3</p>'),
    ).toEqual(paragraphs('Bath & Plunge – 0–10 ℃ © <3'));
  });

  describe('injection attempts end up as inert text or nothing', () => {
    it('drops scripts and styles with their content', () => {
      expect(
        descriptionBlocks(
          '<p>Safe<script>alert("x")</script> text</p><style>p{color:red}</style><SCRIPT type="x">evil()</SCRIPT >',
        ),
      ).toEqual(paragraphs('Safe text'));
    });

    it('drops an <img onerror> entirely, even with ">" inside quoted attributes', () => {
      expect(descriptionBlocks('<p>A<img src=x onerror="alert(1)">B</p>')).toEqual(
        paragraphs('AB'),
      );
      expect(descriptionBlocks('<p>A<img alt="x > y" onerror=\'a(">")\'>B</p>')).toEqual(
        paragraphs('AB'),
      );
    });

    it('keeps encoded markup as visible text, never as a tag', () => {
      const [block] = descriptionBlocks('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
      expect(block).toEqual({ type: 'paragraph', text: '<script>alert(1)</script>' });
    });

    it('cannot assemble an entity or a tag across removed markup', () => {
      expect(descriptionBlocks('&am<b></b>p;')).toEqual(paragraphs('&amp;'));
      expect(descriptionBlocks('<scr<script>x</script>ipt>alert(1)</p>')).toEqual(
        // "<scr<script>" is one (unknown) tag, as in a browser: what is left is plain text.
        paragraphs('xipt>alert(1)'),
      );
    });

    it('drops comments, declarations and unterminated tags', () => {
      expect(
        descriptionBlocks('<!doctype html><!-- <p>hidden</p> --><p>Shown</p><img src="x'),
      ).toEqual(paragraphs('Shown'));
      expect(descriptionBlocks('<p>Shown<!-- never closed <script>')).toEqual(paragraphs('Shown'));
    });

    it('drops an unclosed script to the end, as a browser would', () => {
      expect(descriptionBlocks('<p>Shown</p><script>alert(1)<p>not text</p>')).toEqual(
        paragraphs('Shown'),
      );
    });

    it('drops inline svg content but keeps text after a self-closed svg', () => {
      expect(descriptionBlocks('<p>A<svg><text>x</text></svg>B<svg/>C</p>')).toEqual(
        paragraphs('ABC'),
      );
    });

    it('keeps a lone "<" as text', () => {
      expect(descriptionBlocks('<p>pH < 8 and 3 <4</p>')).toEqual(paragraphs('pH < 8 and 3 <4'));
    });
  });

  it('reads the seed hero description as shoppers should see it', () => {
    const catalogue = JSON.parse(
      readFileSync(new URL('../../../../commerce/seed/catalogue.json', import.meta.url), 'utf8'),
    ) as { products: { descriptionHtml: string }[] };
    const blocks = descriptionBlocks(catalogue.products[0]!.descriptionHtml);
    expect(blocks.map((block) => block.type)).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
      'list',
      'paragraph',
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/[<>]/);
  });
});

describe('decodeEntities', () => {
  it('replaces invalid code points and leaves unknown names alone', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;&bogus;&amp')).toBe(
      '\ufffd\ufffd\ufffd&bogus;&amp',
    );
  });
});

describe('descriptionText', () => {
  it('is one line of every block', () => {
    expect(descriptionText('<p>One</p><ul><li>Two</li><li>Three</li></ul>')).toBe('One Two Three');
  });
});

describe('truncateText', () => {
  it('leaves short text alone', () => {
    expect(truncateText('Short.', 155)).toBe('Short.');
  });

  it('cuts at a word boundary within the limit and adds an ellipsis', () => {
    const text =
      'Clearwell neutralizes chlorine, chloramine, heavy metals and fluoride in tap water.';
    const cut = truncateText(text, 40);
    expect(cut).toBe('Clearwell neutralizes chlorine…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('cuts inside a very long word rather than leaving almost nothing', () => {
    expect(truncateText('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
