import { z } from 'zod';
import {
  CONTENT_TYPES,
  CROP_REGIONS,
  MAX_IMAGE_DIMENSION,
  type CropRegion,
  type ImageFormat,
} from './image-urls';

export interface ImageRequest {
  baseName: string;
  format: ImageFormat;
  width: number | null;
  height: number | null;
  crop: CropRegion | null;
}

const FILE_NAME = /^([A-Za-z0-9][A-Za-z0-9_-]{0,199})\.([A-Za-z]+)$/;
const FORMATS = Object.keys(CONTENT_TYPES) as ImageFormat[];

const dimension = z
  .string()
  .regex(/^\d{1,7}$/, 'must be a whole number of pixels')
  .transform(Number)
  .refine((value) => value >= 1, 'must be at least 1')
  // Shopify's CDN clamps oversized requests rather than refusing them.
  .transform((value) => Math.min(value, MAX_IMAGE_DIMENSION));

const queryParamsSchema = z.object({
  width: dimension.optional(),
  height: dimension.optional(),
  crop: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.toLowerCase() : value),
      z.enum(CROP_REGIONS),
    )
    .optional(),
  // The cache-busting version; any value is accepted, as on Shopify.
  v: z.string().max(100).optional(),
});

export type ParsedImageRequest =
  { ok: true; request: ImageRequest } | { ok: false; status: 400 | 404; message: string };

/** Validates `{name}.{png|webp|jpg}` and its width/height/crop query parameters. */
export function parseImageRequest(
  fileName: string,
  searchParams: URLSearchParams,
): ParsedImageRequest {
  const match = FILE_NAME.exec(fileName);
  // .jpeg is another spelling of .jpg.
  const extension = match?.[2]?.toLowerCase().replace(/^jpeg$/, 'jpg');
  const format = FORMATS.find((candidate) => candidate === extension);
  if (!match || !format) return { ok: false, status: 404, message: `No image named ${fileName}.` };

  const parsed = queryParamsSchema.safeParse(Object.fromEntries(searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      status: 400,
      message: `Invalid image parameter ${issue?.path.join('.')}: ${issue?.message}.`,
    };
  }
  const { width = null, height = null, crop = null } = parsed.data;
  return { ok: true, request: { baseName: match[1] ?? '', format, width, height, crop } };
}

/** Formats smaller than the URL's that a browser may be sent instead, best first (Shopify's order). */
const NEGOTIATED_FORMATS = ['avif', 'webp'] as const;

/** Whether an Accept header names `mediaType` itself (wildcards do not count) with a non-zero q. */
function namesMediaType(accept: string, mediaType: string): boolean {
  return accept.split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== mediaType) return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * The format to answer in, as Shopify's CDN chooses it: AVIF for a browser whose Accept header
 * names image/avif, else WebP for one that names image/webp, else the format in the URL. Only an
 * explicit mention counts: a wildcard (curl's, a server's fetch) promises nothing about decoders.
 */
export function negotiateFormat(urlFormat: ImageFormat, accept: string | undefined): ImageFormat {
  if (!accept) return urlFormat;
  return (
    NEGOTIATED_FORMATS.find((format) => namesMediaType(accept, CONTENT_TYPES[format])) ?? urlFormat
  );
}
