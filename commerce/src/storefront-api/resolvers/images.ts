import { productImageUrl, type ImageTransform } from '../../cdn/image-urls';
import {
  mediaImageId,
  mediaImageSourceGid,
  type MediaImageSource,
} from '../../content/media-images';
import type { MediaImageRecord } from '../../db/media-image-repository';
import type { ProductImageRecord } from '../../db/records';
import type { RequestContext, ResolverMap } from '../context';
import { gid } from '../../lib/ids';
import type { ArticleImage } from './blogs';
import type { CollectionImage } from './collections';

/**
 * What an Image is made from: a product's image, a collection's, an article's, or a media image's
 * (MediaImage.image).
 */
type ImageRecord = ProductImageRecord | CollectionImage | ArticleImage | MediaImageRecord;

/** Image.url, and the deprecated src and originalSrc (which take no transform). */
const url = (
  image: ImageRecord,
  { transform }: { transform?: ImageTransform | null },
  context: RequestContext,
) => productImageUrl(context.origin, context.imageSources, image, transform);

export const imageResolvers: ResolverMap = {
  Image: {
    // Shopify names a media image's image by its source: gid://shopify/ImageSource/{id}.
    id: (image: ImageRecord) => {
      if ('collectionId' in image) return gid('CollectionImage', image.collectionId);
      if ('articleId' in image) return gid('ArticleImage', image.articleId);
      return mediaImageSourceGid(image);
    },
    url,
    src: url,
    originalSrc: url,
    // Deprecated too: its transform arguments stand on the field itself.
    transformedSrc: (image: ImageRecord, transform: ImageTransform, context: RequestContext) =>
      url(image, { transform }, context),
  },

  MediaImage: {
    id: (image: MediaImageSource) => gid('MediaImage', mediaImageId(image)),
    alt: (image: MediaImageSource) => image.altText,
    image: (image: MediaImageSource) => image,
    previewImage: (image: MediaImageSource) => image,
    mediaContentType: () => 'IMAGE',
    presentation: () => null,
  },
};
