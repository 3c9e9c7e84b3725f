import { renderToStaticMarkup } from 'react-dom/server';
import { ConsentBanner } from './ConsentBanner';

/**
 * The consent banner as HTML, for pages to show as it is: the browser gets no script for it.
 * It is the same for every visitor, so it is rendered once.
 */
let bannerHtml: string | undefined;
export const consentBannerHtml = () => (bannerHtml ??= renderToStaticMarkup(<ConsentBanner />));
