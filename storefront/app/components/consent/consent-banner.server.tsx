import { renderToStaticMarkup } from 'react-dom/server';
import { createContext } from 'react-router';
import { ConsentBanner } from './ConsentBanner';

/**
 * Set by the root loader when this visitor has still to choose; entry.server then ends the
 * document with the banner.
 */
export const consentBannerContext = createContext<boolean>(false);

/** The banner as HTML: the same for every visitor, so rendered once. */
let bannerHtml: string | undefined;
const consentBannerHtml = () =>
  (bannerHtml ??= `<div class="consent-banner-slot">${renderToStaticMarkup(<ConsentBanner />)}</div>`);

const BODY_END = '</body>';

/**
 * The document with the consent banner as the last thing in its <body>, outside the tree React
 * hydrates: React leaves nodes after its own at the end of <body> alone (as it does for what
 * browser extensions add), and across client-side navigations the banner stays until the
 * visitor chooses, which reloads the page. Kept out of the page's data, it is in the document
 * once, not twice; the document's first round trip holds about 14 KB, and the banner's copy in
 * the data pushed a product page past it.
 */
export function withConsentBanner(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const end = html.lastIndexOf(BODY_END);
  if (end < 0) return html;
  return Buffer.concat([
    html.subarray(0, end),
    Buffer.from(consentBannerHtml()),
    html.subarray(end),
  ]);
}
