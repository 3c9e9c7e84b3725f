/** URL layout of the image CDN, shared by the GraphQL Image type and the CDN route. */

import type { ProductImageRecord } from '../db/records';
import type { ImageSources } from './image-sources';

export const CDN_PATH_PREFIX = '/cdn/shop/files/';
export const IMAGE_FORMATS = ['png', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const CROP_REGIONS = ['center', 'top', 'bottom', 'left', 'right'] as const;
export type CropRegion = (typeof CROP_REGIONS)[number];
/** Largest width or height the CDN renders; larger requests are clamped. */
export const MAX_IMAGE_DIMENSION = 4000;

/** The Storefront API's ImageTransformInput. */
export interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  preferredContentType?: string | null;
  scale?: number | null;
}

const FORMAT_OF_CONTENT_TYPE: Record<string, ImageFormat> = {
  PNG: 'png',
  JPG: 'jpg',
  WEBP: 'webp',
};

/**
 * `{origin}/cdn/shop/files/{name}.{ext}?v={version}[&width=][&height=][&crop=]`, as Shopify's
 * CDN URLs look. Non-positive sizes are ignored; scale (1–3) multiplies the sizes.
 */
export function cdnImageUrl(
  origin: string,
  fileName: string,
  version: number,
  transform?: ImageTransform | null,
): string {
  const format = FORMAT_OF_CONTENT_TYPE[transform?.preferredContentType ?? ''] ?? 'png';
  const scale = Math.min(Math.max(Math.trunc(transform?.scale ?? 1), 1), 3);
  const size = (value: number | null | undefined) =>
    value && value > 0 ? Math.min(Math.trunc(value * scale), MAX_IMAGE_DIMENSION) : null;
  const width = size(transform?.maxWidth);
  const height = size(transform?.maxHeight);
  // Every parameter is a number or a CropRegion name, so nothing needs escaping.
  let url = `${origin}${CDN_PATH_PREFIX}${encodeURIComponent(fileName)}.${format}?v=${version}`;
  if (width) url += `&width=${width}`;
  if (height) url += `&height=${height}`;
  if (transform?.crop) url += `&crop=${transform.crop.toLowerCase()}`;
  return url;
}

/** The CDN URL of a catalogue image, versioned by its source file's content. */
export function productImageUrl(
  origin: string,
  sources: ImageSources,
  image: ProductImageRecord,
  transform?: ImageTransform | null,
): string {
  return cdnImageUrl(origin, image.fileName, sources.versionOf(image.fileName), transform);
}
