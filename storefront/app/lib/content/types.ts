/**
 * The shop's content as the pages render it: page and policy bodies cut into blocks and sections
 * on the server (page-body.server.ts), so components never parse HTML. Every `html` field holds
 * sanitized HTML.
 */

/** A link with the words to show for it: a path on this site or an absolute address. */
export interface ContentLink {
  readonly label: string;
  readonly href: string;
}

export interface ContentImage {
  readonly src: string;
  readonly alt: string;
  readonly width: number | null;
  readonly height: number | null;
}

/** A titled point: a benefit, a commitment, an ingredient. */
export interface ContentCard {
  readonly title: string;
  /** A short label under the title, such as an ingredient's role. */
  readonly subtitle: string | null;
  readonly html: string;
}

export type ContentBlock =
  /** A paragraph, list, quote, table or sub-heading, rendered as the owner wrote it. */
  | { readonly kind: 'element'; readonly tag: string; readonly id?: string; readonly html: string }
  /** A list whose items are each one link. */
  | { readonly kind: 'links'; readonly links: readonly ContentLink[] }
  /** A paragraph that is one link and nothing else: a button. */
  | { readonly kind: 'cta'; readonly link: ContentLink }
  /** A list whose items each start with a heading: a grid of cards (numbered when ordered). */
  | { readonly kind: 'cards'; readonly ordered: boolean; readonly cards: readonly ContentCard[] }
  | { readonly kind: 'image'; readonly image: ContentImage; readonly caption: string | null }
  /** Small print (a paragraph that is all `<small>`), such as a caveat under cards. */
  | { readonly kind: 'note'; readonly html: string };

export interface ContentSection {
  /** The heading's own id, or one made from its words: the section's anchor. */
  readonly id: string;
  /** The label above the heading (the `<p>` before it in an `<hgroup>`). */
  readonly eyebrow: string | null;
  readonly heading: string;
  readonly blocks: readonly ContentBlock[];
}

/** A body cut at its section headings: what comes before the first one, then each section. */
export interface PageBody {
  readonly lead: readonly ContentBlock[];
  readonly sections: readonly ContentSection[];
}

/** A page or a policy, ready to render: its body cut into sections, its search-result texts. */
export interface ContentPage {
  readonly title: string;
  /** The label above the title (the page's `custom.eyebrow` metafield). */
  readonly eyebrow: string | null;
  readonly seo: { readonly title: string; readonly description: string };
  readonly body: PageBody;
}
