/**
 * The element tree of HTML that sanitize.server.ts has produced. That output is regular (tags
 * in lower case, every attribute value in double quotes, `<` and `&` in text always escaped,
 * void elements self-closed, every other element closed), so it can be read with one pattern
 * rather than a full HTML parser. Never give it HTML that has not been sanitized.
 */

export interface HtmlElement {
  readonly type: 'element';
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly HtmlNode[];
  /** The element as it stands in the source, and its content alone. */
  readonly html: string;
  readonly innerHtml: string;
}

export interface HtmlText {
  readonly type: 'text';
  /** Escaped, as in the source. */
  readonly html: string;
}

export type HtmlNode = HtmlElement | HtmlText;

const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"]*")*)\s*(\/?)>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;
const VOID_TAGS = new Set(['br', 'hr', 'img']);

interface OpenElement {
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
  start: number;
  innerStart: number;
}

export function parseSanitizedHtml(html: string): HtmlNode[] {
  const root: OpenElement = { tag: '', attributes: {}, children: [], start: 0, innerStart: 0 };
  const open: OpenElement[] = [root];
  let position = 0;

  const addText = (end: number) => {
    if (end > position)
      open.at(-1)!.children.push({ type: 'text', html: html.slice(position, end) });
  };
  const close = (element: OpenElement, innerEnd: number, end: number) => {
    open.at(-1)!.children.push({
      type: 'element',
      tag: element.tag,
      attributes: element.attributes,
      children: element.children,
      html: html.slice(element.start, end),
      innerHtml: html.slice(element.innerStart, innerEnd),
    });
  };

  for (const match of html.matchAll(TAG)) {
    const [tag, closing, name = '', attributeText = '', selfClosing] = match;
    const start = match.index;
    const end = start + tag.length;
    addText(start);
    position = end;
    if (closing) {
      // Sanitized HTML closes what it opens; an unmatched end tag is ignored all the same.
      const index = open.findLastIndex((element) => element.tag === name);
      if (index < 1) continue;
      while (open.length > index + 1) close(open.pop()!, start, start);
      close(open.pop()!, start, end);
      continue;
    }
    const attributes = Object.fromEntries(
      [...attributeText.matchAll(ATTRIBUTE)].map(([, key = '', value = '']) => [
        key,
        decodeEntities(value),
      ]),
    );
    if (selfClosing || VOID_TAGS.has(name)) {
      open.at(-1)!.children.push({
        type: 'element',
        tag: name,
        attributes,
        children: [],
        html: tag,
        innerHtml: '',
      });
      continue;
    }
    open.push({ tag: name, attributes, children: [], start, innerStart: end });
  }
  addText(html.length);
  while (open.length > 1) close(open.pop()!, html.length, html.length);
  return root.children;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** Text as it reads, from the escaped text of sanitized HTML. */
export function decodeEntities(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);
}

/** The text a node shows, entities decoded and runs of white space as one space. */
export function textOf(node: HtmlNode | readonly HtmlNode[]): string {
  return rawText(Array.isArray(node) ? node : [node as HtmlNode])
    .replace(/\s+/g, ' ')
    .trim();
}

function rawText(nodes: readonly HtmlNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return decodeEntities(node.html);
      return node.tag === 'br' ? ' ' : rawText(node.children);
    })
    .join('');
}

/** Element children, without the white space between them. */
export function elementsOf(nodes: readonly HtmlNode[]): HtmlElement[] {
  return nodes.filter((node): node is HtmlElement => node.type === 'element');
}

/** Whether the nodes hold nothing but white space. */
export function isBlank(nodes: readonly HtmlNode[]): boolean {
  return nodes.every((node) => node.type === 'text' && node.html.trim() === '');
}
