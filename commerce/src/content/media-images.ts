import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { MediaImageRecord } from '../db/media-image-repository';
import type { ProductImageRecord } from '../db/records';
import { gid } from '../lib/ids';
import type { ContentStores } from './content-stores';

/**
 * The shop's files: the images content shows (the brand's logos) and the products' images, which
 * are media too. Both are MediaImages: a product image's id starts past any content image's, so
 * one MediaImage id never names two things.
 */

const PRODUCT_MEDIA_ID_OFFSET = 1_000_000_000;

export type MediaImageSource = MediaImageRecord | ProductImageRecord;

/** The number in an image's gid://shopify/MediaImage/{id}. */
export const mediaImageId = (image: MediaImageSource): number =>
  'productId' in image ? PRODUCT_MEDIA_ID_OFFSET + image.id : image.id;

/**
 * The global id of a media image's Image, as Shopify names it: a product's image by its own id,
 * any other by its source (gid://shopify/ImageSource/{id}).
 */
export const mediaImageSourceGid = (image: MediaImageSource): string =>
  'productId' in image ? gid('ProductImage', image.id) : gid('ImageSource', image.id);

/** The image with this MediaImage id, or undefined when there is none. */
export function findMediaImage(
  content: ContentStores,
  catalogue: CatalogueSnapshot,
  id: number,
): MediaImageSource | undefined {
  return id > PRODUCT_MEDIA_ID_OFFSET
    ? catalogue.image(id - PRODUCT_MEDIA_ID_OFFSET)
    : content.mediaImages.findById(id);
}

/** Every image of the shop in MediaImage id order: the content's, then each product's. */
export function allMediaImages(
  content: ContentStores,
  catalogue: CatalogueSnapshot,
): MediaImageSource[] {
  return [
    ...content.mediaImages.all(),
    ...catalogue.allProducts().flatMap((product) => catalogue.images(product.id)),
  ];
}
