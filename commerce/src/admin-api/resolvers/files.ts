import { productImageUrl } from '../../cdn/image-urls';
import {
  allMediaImages,
  mediaImageId,
  mediaImageSourceGid,
  type MediaImageSource,
} from '../../content/media-images';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { gid } from '../../lib/ids';
import type { AdminContext } from '../context';

/** The shop's files, for the owner to choose a picture from (a file_reference value is one's id). */
export const fileResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    files: (_root: unknown, args: ConnectionArgs, context: AdminContext) =>
      connectionFromArray(allMediaImages(context.content, context.catalogue), args, (image) => ({
        last_id: mediaImageId(image),
        last_value: mediaImageId(image),
      })),
  },

  File: {
    __resolveType: () => 'MediaImage',
  },

  MediaImage: {
    id: (image: MediaImageSource) => gid('MediaImage', mediaImageId(image)),
    alt: (image: MediaImageSource) => image.altText,
    // Seeded images are rendered on request, so each is ready at once.
    fileStatus: () => 'READY',
    mediaContentType: () => 'IMAGE',
    image: (image: MediaImageSource, _args: unknown, context: AdminContext) => ({
      id: mediaImageSourceGid(image),
      url: productImageUrl(context.origin, context.imageSources, image),
      altText: image.altText,
      width: image.width,
      height: image.height,
    }),
  },
};
