import { productImageUrl, type ImageTransform } from '../../cdn/image-urls';
import type { ProductImageRecord } from '../../db/records';
import type { RequestContext, ResolverMap } from '../context';
import { gid } from '../../lib/ids';

function imageUrl(
  image: ProductImageRecord,
  context: RequestContext,
  transform?: ImageTransform | null,
): string {
  return productImageUrl(context.origin, context.imageSources, image, transform);
}

export const imageResolvers: ResolverMap = {
  Image: {
    id: (image: ProductImageRecord) => gid('ProductImage', image.id),
    url: (
      image: ProductImageRecord,
      { transform }: { transform?: ImageTransform | null },
      context: RequestContext,
    ) => imageUrl(image, context, transform),
    // Deprecated spellings some clients still ask for.
    src: (image: ProductImageRecord, _args: unknown, context: RequestContext) =>
      imageUrl(image, context),
    originalSrc: (image: ProductImageRecord, _args: unknown, context: RequestContext) =>
      imageUrl(image, context),
    transformedSrc: (image: ProductImageRecord, args: ImageTransform, context: RequestContext) =>
      imageUrl(image, context, args),
  },
};
