import type { GraphQLResolveInfo } from 'graphql';
import { productImageUrl } from '../../cdn/image-urls';
import {
  allMediaImages,
  mediaImageId,
  mediaImageSourceGid,
  type MediaImageSource,
} from '../../content/media-images';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import { notImplementedLocally } from '../../graphql/default-values';
import type { ResolverMap } from '../../graphql/schema';
import { gid } from '../../lib/ids';
import { reportIgnoredSearch, type AdminContext } from '../context';
import { parseFileSearch, type SearchedFile } from '../search';

type FileSortKey =
  'CREATED_AT' | 'FILENAME' | 'ID' | 'ORIGINAL_UPLOAD_SIZE' | 'RELEVANCE' | 'UPDATED_AT';

interface FilesArgs extends ConnectionArgs {
  query?: string | null;
  sortKey: FileSortKey;
}

/** The name the image is served under, as Shopify lists a file: "powder-pack.png". */
const filenameOf = (image: MediaImageSource) => `${image.fileName}.png`;

const searchedFile = (image: MediaImageSource): SearchedFile => ({
  id: mediaImageId(image),
  filename: filenameOf(image),
  alt: image.altText,
  productId: 'productId' in image ? image.productId : null,
});

/**
 * Each sort key's value. The seed creates every file at once and nothing changes one later, so
 * their created and updated times are equal and, as Shopify breaks ties, they stand in id order.
 * Upload sizes (images are drawn on request) and relevance are not answered locally.
 */
const SORT_VALUES: Record<FileSortKey, ((image: MediaImageSource) => number | string) | null> = {
  ID: mediaImageId,
  CREATED_AT: mediaImageId,
  UPDATED_AT: mediaImageId,
  FILENAME: filenameOf,
  ORIGINAL_UPLOAD_SIZE: null,
  RELEVANCE: null,
};

/** The shop's files, for the owner to choose a picture from (a file_reference value is one's id). */
export const fileResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    files: (_root: unknown, args: FilesArgs, context: AdminContext, info: GraphQLResolveInfo) => {
      const sortValue = SORT_VALUES[args.sortKey];
      if (!sortValue) throw notImplementedLocally('FileSortKeys', args.sortKey);
      const query = args.query ?? '';
      const search = parseFileSearch(query);
      reportIgnoredSearch(context, info, query, search.warnings);
      const files = allMediaImages(context.content, context.catalogue)
        .filter((image) => search.matches(searchedFile(image)))
        .sort((a, b) => {
          const [x, y] = [sortValue(a), sortValue(b)];
          return x < y ? -1 : x > y ? 1 : mediaImageId(a) - mediaImageId(b);
        });
      return connectionFromArray(files, args, (image) => ({
        last_id: mediaImageId(image),
        last_value: sortValue(image),
      }));
    },
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
