/** URL layout of the image CDN, shared by the GraphQL Image type and the CDN route. */

import type { ImageTransformInput } from '@shopify/hydrogen-react/storefront-api-types';
import type { ProductImageRecord } from '../db/records';
import type { ImageSources } from './image-sources';

export const CDN_PATH_PREFIX = '/cdn/shop/files/';
/** The formats the CDN answers in, with their media types. */
export const CONTENT_TYPES = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  avif: 'image/avif',
} as const;
export type ImageFormat = keyof typeof CONTENT_TYPES;
export const CROP_REGIONS = ['center', 'top', 'bottom', 'left', 'right'] as const;
export type CropRegion = (typeof CROP_REGIONS)[number];
/** Largest width or height the CDN renders; larger requests are clamped. */
export const MAX_IMAGE_DIMENSION = 4000;

/** Thumbnails at 1×, 2× and 3× (boxes of 32 to 128 px) and hydrogen-react's 100 px placeholder. */
const SMALL_WIDTHS = [32, 48, 64, 72, 96, 100, 112, 128, 144, 192, 216, 224, 256, 288, 336, 384];

/**
 * The only widths the CDN renders, so that a few files per image serve every layout and no one
 * can make it render (and store) thousands of sizes: the small ones, then every 200 px
 * (hydrogen-react's srcset steps, which the product magnifier uses too) up to the maximum.
 */
export const IMAGE_WIDTHS: readonly number[] = [
  ...SMALL_WIDTHS,
  ...Array.from({ length: MAX_IMAGE_DIMENSION / 200 }, (_, index) => (index + 1) * 200),
].sort((a, b) => a - b);

/** The width served for a requested one: the next in IMAGE_WIDTHS up, the largest beyond them. */
export function servedWidth(requested: number): number {
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? MAX_IMAGE_DIMENSION;
}

export type ImageTransform = ImageTransformInput;

const FORMAT_OF_CONTENT_TYPE: Record<string, ImageFormat> = {
  PNG: 'png',
  JPG: 'jpg',
  WEBP: 'webp',
};

/**
 * The CDN URL of an image (a product's or a media image), as Shopify's look:
 * `{origin}/cdn/shop/files/{name}.{ext}?v={version}[&width=][&height=][&crop=]`, the version
 * following its source file's content (0 when the file is missing: the URL then answers 404).
 * Non-positive sizes are ignored; scale (1–3) multiplies the sizes.
 */
export function productImageUrl(
  origin: string,
  sources: ImageSources,
  { fileName }: Pick<ProductImageRecord, 'fileName'>,
  transform?: ImageTransform | null,
): string {
  const version = sources.get(fileName)?.version ?? 0;
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
