import { describe, expect, it } from 'vitest';
import { pageBody, summaryOf, withIngredientCards } from './page-body.server';
import type { ContentBlock, PageBody } from './types';

const NO_PLACEHOLDERS = {};
const body = (html: string) => pageBody(html, NO_PLACEHOLDERS);
/** Every bit of HTML a body renders, to look for what must not be there. */
const renderedHtml = (page: PageBody) => JSON.stringify(page);

describe('pageBody: sections', () => {
  it('opens a section at each h2, with what comes before as the lead', () => {
    const page = body(
      '<p>Intro.</p><h2>What does it do?</h2><p>It neutralizes.</p><ul><li>Chlorine</li></ul>' +
        '<h2>How do I use it?</h2><p>Two scoops.</p>',
    );
    expect(page.lead).toEqual([{ kind: 'element', tag: 'p', html: 'Intro.' }]);
    expect(page.sections.map((section) => section.heading)).toEqual([
      'What does it do?',
      'How do I use it?',
    ]);
    expect(page.sections[0]!.blocks).toEqual([
      { kind: 'element', tag: 'p', html: 'It neutralizes.' },
      { kind: 'element', tag: 'ul', html: '<li>Chlorine</li>' },
    ]);
  });

  it('cuts at h3 when the body has no h2, and keeps h3 as sub-headings when it has', () => {
    expect(body('<h3>Details</h3><p>a</p><h3>Tracking</h3><p>b</p>').sections).toHaveLength(2);
    const page = body('<h2>Details</h2><h3>Small print</h3><p>a</p>');
    expect(page.sections).toHaveLength(1);
    expect(page.sections[0]!.blocks[0]).toEqual({
      kind: 'element',
      tag: 'h3',
      html: 'Small print',
    });
  });

  it('takes the anchor from the heading, or makes one from its words, unique on the page', () => {
    const page = body(
      '<h2 id="arbitration">18. Disputes</h2><h2>1. Who we are</h2><h2>Who we are</h2>' +
        '<h2 id="main">Main points</h2><h2 id="Not OK!">Émigré &amp; co</h2>',
    );
    expect(page.sections.map((section) => section.id)).toEqual([
      'arbitration',
      'who-we-are',
      'who-we-are-2',
      // The layout's own anchors are not the owner's to take.
      'main-section',
      'emigre-co',
    ]);
    expect(page.sections[4]!.heading).toBe('Émigré & co');
  });

  it('reads an hgroup as a heading with its eyebrow, keeping a subtitle as text', () => {
    const [section] = body(
      '<hgroup><p>The problem</p><h2 id="hidden-dangers">Hidden Dangers</h2><p>In brief</p></hgroup><p>Text</p>',
    ).sections;
    expect(section).toMatchObject({
      id: 'hidden-dangers',
      eyebrow: 'The problem',
      heading: 'Hidden Dangers',
    });
    expect(section!.blocks).toEqual([
      { kind: 'element', tag: 'p', html: 'In brief' },
      { kind: 'element', tag: 'p', html: 'Text' },
    ]);
  });
});

describe('pageBody: blocks', () => {
  const blocks = (html: string): ContentBlock[] => [...body(html).lead];

  it('makes a paragraph that is only a link a button, and a list of links a link list', () => {
    expect(blocks('<p> <a href="/products">SHOP NOW</a> </p>')).toEqual([
      { kind: 'cta', link: { label: 'SHOP NOW', href: '/products' } },
    ]);
    expect(
      blocks(
        '<ul><li><a href="/science">Read the science</a></li><li><a href="mailto:a@b.example">Email us</a></li></ul>',
      ),
    ).toEqual([
      {
        kind: 'links',
        links: [
          { label: 'Read the science', href: '/science' },
          { label: 'Email us', href: 'mailto:a@b.example' },
        ],
      },
    ]);
    // A link inside a sentence stays part of the paragraph.
    expect(blocks('<p>See <a href="/faq">the FAQ</a>.</p>')[0]).toMatchObject({ kind: 'element' });
  });

  it('makes a list whose items start with a heading a grid of cards', () => {
    expect(
      blocks(
        '<ol><li><h3>Ingredients</h3><p>Only four.</p></li>' +
          '<li><hgroup><h3>Chelation</h3><p>Disodium EDTA</p></hgroup><p>Binds <em>metals</em>.</p></li></ol>',
      ),
    ).toEqual([
      {
        kind: 'cards',
        ordered: true,
        cards: [
          { title: 'Ingredients', subtitle: null, html: '<p>Only four.</p>' },
          { title: 'Chelation', subtitle: 'Disodium EDTA', html: '<p>Binds <em>metals</em>.</p>' },
        ],
      },
    ]);
    // One item without a heading and it is an ordinary list.
    expect(blocks('<ul><li><h3>A</h3>a</li><li>b</li></ul>')[0]).toMatchObject({ kind: 'element' });
  });

  it('reads small print, pictures and their captions', () => {
    expect(blocks('<p><small>Not a medicine.</small></p>')).toEqual([
      { kind: 'note', html: 'Not a medicine.' },
    ]);
    expect(
      blocks(
        '<figure><img src="/images/founder.svg" alt="Portrait" width="800" height="1000" /><figcaption><blockquote><p>Water.</p></blockquote></figcaption></figure>' +
          '<p><img src="https://cdn.example/a.png" alt="" /></p>',
      ),
    ).toEqual([
      {
        kind: 'image',
        image: { src: '/images/founder.svg', alt: 'Portrait', width: 800, height: 1000 },
        caption: '<blockquote><p>Water.</p></blockquote>',
      },
      {
        kind: 'image',
        image: { src: 'https://cdn.example/a.png', alt: '', width: null, height: null },
        caption: null,
      },
    ]);
  });

  it('gathers loose text and inline elements between blocks into a paragraph', () => {
    expect(blocks('Loose <strong>text</strong><p>A paragraph</p>\n  ')).toEqual([
      { kind: 'element', tag: 'p', html: 'Loose <strong>text</strong>' },
      { kind: 'element', tag: 'p', html: 'A paragraph' },
    ]);
  });
});

describe('pageBody: what the owner writes cannot run or restyle the page', () => {
  it('drops scripts, styles, event handlers and javascript: links, keeping the words', () => {
    const page = body(
      '<script>steal()</script><style>body{display:none}</style>' +
        '<p onclick="steal()" style="color:red">Hello <img src="x.png" onerror="steal()"></p>' +
        '<h2 onmouseover="steal()">Safe <a href="javascript:steal()">click</a></h2>' +
        '<p><a href="JaVaScRiPt:steal()">Call to action</a></p>' +
        '<iframe src="https://evil.example"></iframe><p><a href="data:text/html,x">data</a></p>',
    );
    const html = renderedHtml(page);
    for (const bad of [
      '<script',
      'steal()',
      '<style',
      'onclick',
      'onerror',
      'onmouseover',
      'style=',
      'javascript:',
      'JaVaScRiPt',
      '<iframe',
      'data:text',
    ]) {
      expect(html).not.toContain(bad);
    }
    expect(page.lead[0]).toMatchObject({ kind: 'element', tag: 'p' });
    expect(page.sections[0]!.heading).toBe('Safe click');
    // A link without a safe address is no button: its words stay as text.
    expect(page.sections[0]!.blocks[0]).toEqual({
      kind: 'element',
      tag: 'p',
      html: '<a>Call to action</a>',
    });
  });

  it('fills the contact placeholders escaped, so a detail cannot add markup', () => {
    const page = pageBody(
      '<p>Email {{ support_email }} or call {{support_phone}}. {{ unknown }}</p>',
      {
        support_email: '<script>x()</script>@example.com',
        support_phone: '(512) 555-0143',
      },
    );
    expect(page.lead).toEqual([
      {
        kind: 'element',
        tag: 'p',
        html: 'Email &lt;script&gt;x()&lt;/script&gt;@example.com or call (512) 555-0143. {{ unknown }}',
      },
    ]);
  });

  it('cannot be given a javascript: address through a placeholder either', () => {
    const page = pageBody('<p><a href="{{ support_email }}">Write</a></p>', {
      support_email: 'javascript:alert(1)',
    });
    expect(renderedHtml(page)).not.toContain('javascript:');
  });
});

describe('withIngredientCards', () => {
  const cards = [
    { title: 'Sodium thiosulfate', subtitle: 'Neutralizes chlorine', html: '<p>Fast.</p>' },
  ];

  it('puts the cards in the ingredients section, before its small print', () => {
    const page = withIngredientCards(
      body(
        '<h2 id="ingredients">4 Ingredients</h2><p>Rated 1-2.</p><p><small>Nothing else.</small></p><h2>Next</h2>',
      ),
      cards,
    );
    expect(page.sections[0]!.blocks.map((block) => block.kind)).toEqual([
      'element',
      'cards',
      'note',
    ]);
    expect(page.sections[1]!.blocks).toEqual([]);
  });

  it('leaves a body without an ingredients section as it is', () => {
    const page = body('<h2>Other</h2><p>x</p>');
    expect(withIngredientCards(page, cards)).toBe(page);
  });
});

describe('summaryOf', () => {
  it('gives the first paragraph long enough to describe the page, skipping a date line', () => {
    const text =
      'Welcome to Clearwell. These terms are an agreement between you and us about shopping.';
    expect(
      summaryOf(body(`<p><small>Last updated May 1</small></p><p>Short.</p><p>${text}</p>`)),
    ).toBe(text);
    expect(summaryOf(body('<p>Only &amp; short.</p>'))).toBe('Only & short.');
  });
});
