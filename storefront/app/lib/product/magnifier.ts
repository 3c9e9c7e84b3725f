import { MAGNIFIER_SCALE, MAGNIFIER_SIZE_PX } from '../constants';

/** Where the lens sits and which part of the enlarged image it shows, in CSS pixels. */
export interface LensGeometry {
  /** Top-left corner of the lens inside the image box (the pointer is its centre). */
  left: number;
  top: number;
  /** Size of the enlarged image (`background-size`). */
  zoomWidth: number;
  zoomHeight: number;
  /** Offset of the enlarged image (`background-position`), so the point under the pointer is
   * under the lens centre. */
  backgroundX: number;
  backgroundY: number;
}

/**
 * The magnifier (250 px lens, 4x): the lens is centred on the pointer and shows the image at
 * 4 times its displayed size around that point. The pointer is clamped to the image, so the lens
 * never shows what lies beyond its edge.
 */
export function lensGeometry(
  pointer: { x: number; y: number },
  box: { width: number; height: number },
): LensGeometry {
  const x = Math.min(Math.max(pointer.x, 0), box.width);
  const y = Math.min(Math.max(pointer.y, 0), box.height);
  const half = MAGNIFIER_SIZE_PX / 2;
  return {
    left: x - half,
    top: y - half,
    zoomWidth: box.width * MAGNIFIER_SCALE,
    zoomHeight: box.height * MAGNIFIER_SCALE,
    backgroundX: half - x * MAGNIFIER_SCALE,
    backgroundY: half - y * MAGNIFIER_SCALE,
  };
}

/** Widths the enlarged image is requested in, so nearby sizes share one cached image. */
const ZOOM_WIDTH_STEP = 200;
/** The image CDN's largest side. */
const ZOOM_WIDTH_MAX = 4000;

/**
 * The image URL for the enlarged view: the CDN's `width`/`height`/`crop` parameters (as the
 * Shopify CDN and hydrogen-react's Image loader use them), square like the displayed image.
 */
export function zoomImageUrl(url: string, displayedWidth: number): string {
  const wanted = Math.ceil((displayedWidth * MAGNIFIER_SCALE) / ZOOM_WIDTH_STEP) * ZOOM_WIDTH_STEP;
  const width = Math.min(Math.max(wanted, ZOOM_WIDTH_STEP), ZOOM_WIDTH_MAX);
  const zoomed = new URL(url);
  zoomed.searchParams.set('width', String(width));
  zoomed.searchParams.set('height', String(width));
  zoomed.searchParams.set('crop', 'center');
  return zoomed.toString();
}
