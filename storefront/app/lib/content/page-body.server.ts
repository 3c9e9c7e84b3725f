import { sanitizePageHtml } from '../html/sanitize.server';
import {
  elementsOf,
  isBlank,
  parseSanitizedHtml,
  textOf,
  type HtmlElement,
  type HtmlNode,
} from '../html/sanitized-tree';
import { FOOTER_END_ID } from '../constants';
import { fillPlaceholders } from './shop';
import type { ContentBlock, ContentCard, ContentImage, ContentLink, PageBody } from './types';

/**
 * A page's or a policy's body as the pages render it. The owner writes plain HTML; its structure
 * says how it is shown:
 * - each `<h2>` starts a section (an accordion panel, a numbered legal section…); a body without
 *   `<h2>` is cut at its `<h3>` instead. What comes before the first is the lead;
 * - `<hgroup><p>Eyebrow</p><h2>Heading</h2></hgroup>` gives a section the label above its heading;
 * - a list whose items each start with `<h3>` (or an `<hgroup>` of `<h3>` and a subtitle) is a
 *   grid of cards, numbered when the list is ordered;
 * - a list of nothing but links is a list of links; a paragraph that is only a link is a button;
 * - a paragraph that is all `<small>` is small print; a `<figure>` (or a paragraph holding only
 *   an `<img>`) is a picture.
 * Placeholders for the contact details (shop.ts) are filled in first and the result sanitized,
 * so nothing in the text or the details can escape the allow-list.
 */
export function pageBody(html: string, placeholders: Readonly<Record<string, string>>): PageBody {
  const clean = sanitizePageHtml(fillPlaceholders(html, placeholders, { escape: true }));
  const nodes = parseSanitizedHtml(clean);
  const level = sectionLevel(nodes);

  const lead: HtmlNode[] = [];
  const sections: { heading: HtmlElement; nodes: HtmlNode[] }[] = [];
  for (const node of nodes) {
    if (node.type === 'element' && headingOf(node, level))
      sections.push({ heading: node, nodes: [] });
    else (sections.at(-1)?.nodes ?? lead).push(node);
  }

  const ids = new Set<string>();
  return {
    lead: blocksOf(lead),
    sections: sections.map(({ heading, nodes: content }, index) => {
      const { section, eyebrow, subtitle } = splitHeading(heading, level);
      const title = textOf(section);
      const id = uniqueId(section.attributes.id ?? slug(title) ?? `section-${index + 1}`, ids);
      return { id, eyebrow, heading: title, blocks: blocksOf([...subtitle, ...content]) };
    }),
  };
}

/** The plain text of a body's first real paragraph (a date line or a heading is too short). */
export function summaryOf(body: PageBody): string {
  const blocks = [...body.lead, ...body.sections.flatMap((section) => section.blocks)];
  const paragraphs = blocks.flatMap((block) =>
    block.kind === 'element' && block.tag === 'p' ? [textOf(parseSanitizedHtml(block.html))] : [],
  );
  return paragraphs.find((text) => text.length >= SUMMARY_MIN_LENGTH) ?? paragraphs[0] ?? '';
}

const SUMMARY_MIN_LENGTH = 80;

/** Ingredient cards shown in the section whose id is `ingredients` (see the science page). */
const INGREDIENTS_SECTION_ID = 'ingredients';

/**
 * The body with `cards` in its ingredients section, after the section's text and before its
 * small print; a body without such a section is returned as it is.
 */
export function withIngredientCards(body: PageBody, cards: readonly ContentCard[]): PageBody {
  if (!cards.length || !body.sections.some((section) => section.id === INGREDIENTS_SECTION_ID)) {
    return body;
  }
  return {
    ...body,
    sections: body.sections.map((section) => {
      if (section.id !== INGREDIENTS_SECTION_ID) return section;
      const at = section.blocks.findIndex((block) => block.kind === 'note' || block.kind === 'cta');
      const blocks = [...section.blocks];
      blocks.splice(at === -1 ? blocks.length : at, 0, { kind: 'cards', ordered: false, cards });
      return { ...section, blocks };
    }),
  };
}

type Level = 'h2' | 'h3';

/** h2 when the body has any at the top; otherwise h3. */
function sectionLevel(nodes: readonly HtmlNode[]): Level {
  return elementsOf(nodes).some((node) => headingOf(node, 'h2')) ? 'h2' : 'h3';
}

/** The heading a top-level element is (itself, or the one inside its hgroup), if at `level`. */
function headingOf(node: HtmlElement, level: Level): HtmlElement | undefined {
  if (node.tag === level) return node;
  if (node.tag === 'hgroup') return elementsOf(node.children).find((child) => child.tag === level);
  return undefined;
}

function splitHeading(node: HtmlElement, level: Level) {
  const section = headingOf(node, level)!;
  if (node === section) return { section, eyebrow: null, subtitle: [] };
  const children = elementsOf(node.children);
  const at = children.indexOf(section);
  const eyebrow = textOf(children.slice(0, at)) || null;
  // A subtitle after the heading is kept as the section's first paragraph.
  return { section, eyebrow, subtitle: children.slice(at + 1) };
}

/** Words to an anchor: "18. Disputes and binding arbitration" → "disputes-and-binding-arbitration". */
function slug(text: string): string | undefined {
  const words = text
    .replace(/^\d+\.\s*/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? words.slice(0, 64).replace(/-+$/, '') : undefined;
}

/** The layout's own anchors (skip link, footer, table of contents) are not the owner's to take. */
const RESERVED_IDS = new Set(['main', FOOTER_END_ID, 'contents']);

function uniqueId(id: string, taken: Set<string>): string {
  let candidate = RESERVED_IDS.has(id) ? `${id}-section` : id;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${id}-${n}`;
  taken.add(candidate);
  return candidate;
}

const INLINE_TAGS = new Set(['a', 'strong', 'em', 'b', 'i', 'small', 'time', 'br']);

/** Top-level nodes to blocks; loose text and inline elements between blocks become a paragraph. */
function blocksOf(nodes: readonly HtmlNode[]): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let inline: HtmlNode[] = [];
  const flushInline = () => {
    const paragraph = paragraphBlock(inline, inline.map((node) => node.html).join(''));
    if (paragraph) blocks.push(paragraph);
    inline = [];
  };
  for (const node of nodes) {
    if (node.type === 'text' || INLINE_TAGS.has(node.tag)) {
      inline.push(node);
      continue;
    }
    flushInline();
    const block = blockOf(node);
    if (block) blocks.push(block);
  }
  flushInline();
  return blocks;
}

function blockOf(node: HtmlElement): ContentBlock | null {
  switch (node.tag) {
    case 'p':
      return paragraphBlock(node.children, node.innerHtml);
    case 'ul':
    case 'ol':
      return listBlock(node);
    case 'figure':
      return figureBlock(node) ?? element(node);
    case 'img': {
      const image = imageOf(node);
      return image ? { kind: 'image', image, caption: null } : null;
    }
    default:
      return element(node);
  }
}

function element(node: HtmlElement): ContentBlock {
  const id = node.attributes.id;
  return { kind: 'element', tag: node.tag, ...(id ? { id } : {}), html: node.innerHtml };
}

/** The one element among `nodes`, when there is nothing else but white space. */
function onlyElement(nodes: readonly HtmlNode[]): HtmlElement | undefined {
  const elements = elementsOf(nodes);
  return elements.length === 1 && isBlank(nodes.filter((node) => node !== elements[0]))
    ? elements[0]
    : undefined;
}

function paragraphBlock(children: readonly HtmlNode[], innerHtml: string): ContentBlock | null {
  if (isBlank(children)) return null;
  const only = onlyElement(children);
  const link = only?.tag === 'a' ? linkOf(only) : null;
  if (link) return { kind: 'cta', link };
  if (only?.tag === 'small') return { kind: 'note', html: only.innerHtml };
  const image = only?.tag === 'img' ? imageOf(only) : null;
  if (image) return { kind: 'image', image, caption: null };
  return { kind: 'element', tag: 'p', html: innerHtml };
}

function listBlock(list: HtmlElement): ContentBlock {
  const items = elementsOf(list.children).filter((child) => child.tag === 'li');
  if (!items.length) return element(list);

  const cards = items.map(cardOf);
  if (cards.every((card) => card !== null)) {
    return { kind: 'cards', ordered: list.tag === 'ol', cards };
  }
  const links = items.map((item) => {
    const only = onlyElement(item.children);
    return only?.tag === 'a' ? linkOf(only) : null;
  });
  if (links.every((link) => link !== null)) return { kind: 'links', links };
  return element(list);
}

/** A list item that starts with a heading (or an hgroup of one) is a card. */
function cardOf(item: HtmlElement): ContentCard | null {
  const [first] = elementsOf(item.children);
  if (!first || !isBlank(item.children.slice(0, item.children.indexOf(first)))) return null;
  let title: HtmlElement | undefined;
  let subtitle: string | null = null;
  if (first.tag === 'h3' || first.tag === 'h4') {
    title = first;
  } else if (first.tag === 'hgroup') {
    const parts = elementsOf(first.children);
    title = parts.find((part) => part.tag === 'h3' || part.tag === 'h4');
    subtitle = textOf(parts.filter((part) => part !== title)) || null;
  }
  if (!title) return null;
  const rest = item.children.slice(item.children.indexOf(first) + 1);
  return {
    title: textOf(title),
    subtitle,
    html: rest
      .map((node) => node.html)
      .join('')
      .trim(),
  };
}

function linkOf(anchor: HtmlElement): ContentLink | null {
  const href = anchor.attributes.href;
  const label = textOf(anchor);
  return href && label ? { label, href } : null;
}

function imageOf(img: HtmlElement): ContentImage | null {
  const { src, alt = '', width, height } = img.attributes;
  if (!src) return null;
  const size = (value: string | undefined) =>
    value && /^\d{1,5}$/.test(value) ? Number(value) : null;
  return { src, alt, width: size(width), height: size(height) };
}

function figureBlock(figure: HtmlElement): ContentBlock | null {
  const parts = elementsOf(figure.children);
  const img = parts.find((part) => part.tag === 'img');
  const image = img ? imageOf(img) : null;
  if (!image) return null;
  const caption = parts.find((part) => part.tag === 'figcaption');
  return { kind: 'image', image, caption: caption ? caption.innerHtml : null };
}
