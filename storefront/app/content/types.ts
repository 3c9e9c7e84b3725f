/**
 * Shapes of the site's written content. Everything here is plain text: pages render strings as
 * text nodes, never as HTML, so formatting is expressed by structure (paragraphs, bullets, links).
 */

/** An internal path or a `mailto:` / `tel:` address with the words to show for it. */
export interface ContentLink {
  readonly label: string;
  readonly href: string;
}

/** The body of a block of copy: paragraphs, then an optional bullet list, then closing text. */
export interface SectionBody {
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
  /** Paragraphs that follow the bullet list. */
  readonly closingParagraphs?: readonly string[];
  /** Related pages or addresses, rendered as links after the text. */
  readonly links?: readonly ContentLink[];
}

export interface Section extends SectionBody {
  /** Stable slug for anchors and React keys. */
  readonly id: string;
  readonly heading: string;
}

/** One collapsible item on /faq, /returns or /shipping. */
export interface AccordionItem {
  readonly id: string;
  /** The button text; for the FAQ, the question. */
  readonly title: string;
  readonly body: SectionBody;
}

export interface AccordionPage {
  readonly title: string;
  readonly intro: string;
  readonly items: readonly AccordionItem[];
}

/** A short titled point: a card, a benefit, an ingredient. */
export interface Feature {
  readonly title: string;
  /** Optional one-line label under the title, e.g. an ingredient's role. */
  readonly subtitle?: string;
  readonly text: string;
}

export interface CallToAction {
  readonly label: string;
  readonly href: string;
}

export interface LegalDocument {
  readonly title: string;
  /** ISO date (YYYY-MM-DD); the page formats it for display. */
  readonly lastUpdated: string;
  readonly intro: readonly string[];
  readonly sections: readonly Section[];
}

export interface ImageContent {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}
