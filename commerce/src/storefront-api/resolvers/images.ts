import { productImageUrl, type ImageTransform } from '../../cdn/image-urls';
import type { ProductImageRecord } from '../../db/records';
import type { RequestContext, ResolverMap } from '../context';
import { gid } from '../../lib/ids';

/** Image.url, and the deprecated src and originalSrc (which take no transform). */
const url = (
  image: ProductImageRecord,
  { transform }: { transform?: ImageTransform | null },
  context: RequestContext,
) => productImageUrl(context.origin, context.imageSources, image, transform);

export const imageResolvers: ResolverMap = {
  Image: {
    id: (image: ProductImageRecord) => gid('ProductImage', image.id),
    url,
    src: url,
    originalSrc: url,
    // Deprecated too: its transform arguments stand on the field itself.
    transformedSrc: (
      image: ProductImageRecord,
      transform: ImageTransform,
      context: RequestContext,
    ) => url(image, { transform }, context),
  },
};
