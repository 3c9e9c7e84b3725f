import sharp from 'sharp';
import type { ImageSource } from './image-sources';
import type { ImageRequest } from './image-request';
import { MAX_IMAGE_DIMENSION, type CropRegion } from './image-urls';

export const CONTENT_TYPES = { png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' } as const;

const SHARP_POSITIONS: Record<CropRegion, string> = {
  center: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
};

/** SVG rasterises at 72 dpi by default; density scales that to the size asked for. */
const BASE_DENSITY = 72;

const intrinsicSizes = new Map<string, Promise<{ width: number; height: number }>>();

function intrinsicSize(source: ImageSource): Promise<{ width: number; height: number }> {
  let size = intrinsicSizes.get(source.contentHash);
  if (!size) {
    size = sharp(source.svg)
      .metadata()
      .then(({ width, height }) => ({ width: width ?? 1, height: height ?? 1 }));
    intrinsicSizes.set(source.contentHash, size);
  }
  return size;
}

export interface OutputSize {
  width: number;
  height: number;
  crop: boolean;
}

/**
 * The output size: the source's own size without parameters, the other side following the
 * aspect ratio when one is given, exactly width × height (cropped) when both are, never over
 * the CDN's maximum on either side.
 */
export function outputSize(
  intrinsic: { width: number; height: number },
  request: Pick<ImageRequest, 'width' | 'height'>,
): OutputSize {
  const ratio = intrinsic.width / intrinsic.height;
  let width: number;
  let height: number;
  if (request.width && request.height)
    return { width: request.width, height: request.height, crop: true };
  if (request.width) {
    width = request.width;
    height = width / ratio;
  } else if (request.height) {
    height = request.height;
    width = height * ratio;
  } else {
    width = intrinsic.width;
    height = intrinsic.height;
  }
  const shrink = Math.min(1, MAX_IMAGE_DIMENSION / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * shrink)),
    height: Math.max(1, Math.round(height * shrink)),
    crop: false,
  };
}

/** Renders the SVG at the requested size and format. */
export async function renderImage(source: ImageSource, request: ImageRequest): Promise<Buffer> {
  const intrinsic = await intrinsicSize(source);
  const size = outputSize(intrinsic, request);
  const scale = Math.max(size.width / intrinsic.width, size.height / intrinsic.height);
  const density = Math.min(100_000, Math.max(1, BASE_DENSITY * scale));
  let pipeline = sharp(source.svg, { density }).resize(size.width, size.height, {
    fit: size.crop ? 'cover' : 'fill',
    position: SHARP_POSITIONS[request.crop ?? 'center'],
  });
  switch (request.format) {
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 6 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: 82 });
      break;
    case 'jpg':
      // JPEG has no transparency: flatten onto white as Shopify does.
      pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82 });
      break;
  }
  return pipeline.toBuffer();
}
