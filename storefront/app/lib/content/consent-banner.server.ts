import { errorFields, logger } from '../log.server';
import type { ShopifyClient } from '../shopify';
import { getConsentBanner } from '../shopify/content';
import { fieldText } from './metafields';

/** The consent banner's heading and the sentence under it; its links and buttons are fixed. */
export interface ConsentBannerText {
  readonly title: string;
  readonly message: string;
}

/**
 * The words of a shop whose owner has written none, and of every page while the platform cannot
 * be asked: visitors are still asked before anything is tracked.
 */
const FALLBACK_TEXT: ConsentBannerText = {
  title: 'Your privacy',
  message:
    'With your consent we count visits and what goes in the bag, to improve the shop. Nothing is tracked until you choose.',
};

/**
 * The banner's words as the owner wrote them (the `consent_banner` metaobject `default`). A
 * field the owner cleared, or a shop without the entry, reads as the fallback's: the banner is
 * a named region and always says what it asks. Never fails.
 */
export async function loadConsentBannerText(storefront: ShopifyClient): Promise<ConsentBannerText> {
  try {
    const { consentBanner } = await getConsentBanner(storefront);
    return {
      title: fieldText(consentBanner?.title) ?? FALLBACK_TEXT.title,
      message: fieldText(consentBanner?.message) ?? FALLBACK_TEXT.message,
    };
  } catch (error) {
    logger.error(errorFields(error), '[storefront] Loading the consent banner failed');
    return FALLBACK_TEXT;
  }
}
