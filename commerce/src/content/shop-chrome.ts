import type { CatalogueCache } from '../catalogue/catalogue-snapshot';
import type { ImageSources } from '../cdn/image-sources';
import { productImageUrl } from '../cdn/image-urls';
import type { PageChrome } from '../http/page';
import type { ContentStores } from './content-stores';

/** The logo's height in the hosted pages' header, in CSS pixels. */
const HEADER_LOGO_HEIGHT = 32;

interface ShopChromeSources {
  catalogue: CatalogueCache;
  content: ContentStores;
  origin: string;
  imageSources: ImageSources;
  storefrontUrl: string;
}

/**
 * What the hosted pages show of the shop, read afresh for each page: its name, and the logo of
 * its brand (Shop.brand.logo) when it has one, rendered by the CDN at twice the header's height
 * for sharp edges on dense screens.
 */
export function shopChrome(sources: ShopChromeSources): () => PageChrome {
  const storefrontUrl = sources.storefrontUrl.replace(/\/+$/, '');
  return () => {
    const { logoId } = sources.content.shopProfile.get().brand;
    const image = logoId === null ? undefined : sources.content.mediaImages.findById(logoId);
    const logo = image && {
      url: productImageUrl(sources.origin, sources.imageSources, image, {
        maxHeight: HEADER_LOGO_HEIGHT,
        scale: 2,
      }),
      width: Math.round((image.width / image.height) * HEADER_LOGO_HEIGHT),
      height: HEADER_LOGO_HEIGHT,
    };
    return { shopName: sources.catalogue.current().shop().name, storefrontUrl, logo };
  };
}
