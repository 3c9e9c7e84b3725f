import { renderToStaticMarkup } from 'react-dom/server';
import { createContext } from 'react-router';
import type { ConsentBannerText } from '../../lib/content/consent-banner.server';
import { ConsentBanner } from './ConsentBanner';

/**
 * Set by the root loader when this visitor has still to choose: the banner's words, on their way
 * while the page renders. entry.server then ends the document with the banner.
 */
export const consentBannerContext = createContext<Promise<ConsentBannerText> | null>(null);

/** The banner as HTML: the same for every visitor until the owner rewords it, so rendered once. */
let rendered: { text: ConsentBannerText; html: string } | undefined;
function consentBannerHtml(text: ConsentBannerText): string {
  if (rendered?.text.title !== text.title || rendered.text.message !== text.message) {
    const banner = renderToStaticMarkup(<ConsentBanner text={text} />);
    rendered = { text, html: `<div class="consent-banner-slot">${banner}</div>` };
  }
  return rendered.html;
}

const BODY_END = '</body>';

/**
 * The document with the consent banner as the last thing in its <body>, outside the tree React
 * hydrates: React leaves nodes after its own at the end of <body> alone (as it does for what
 * browser extensions add), and across client-side navigations the banner stays until the
 * visitor chooses, which reloads the page. Kept out of the page's data, it is in the document
 * once, not twice; the document's first round trip holds about 14 KB, and the banner's copy in
 * the data pushed a product page past it.
 */
export function withConsentBanner(
  html: Buffer<ArrayBuffer>,
  text: ConsentBannerText,
): Buffer<ArrayBuffer> {
  const end = html.lastIndexOf(BODY_END);
  if (end < 0) return html;
  return Buffer.concat([
    html.subarray(0, end),
    Buffer.from(consentBannerHtml(text)),
    html.subarray(end),
  ]);
}
