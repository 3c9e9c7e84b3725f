import { describe, expect, it } from 'vitest';
import { imageUrl } from './Image';

/** What Hydrogen's default loader answers: the same parameters through a URL object. */
function throughUrlObject(src: string, width?: number, height?: number, crop?: 'center' | 'top') {
  const placeholder = 'https://placeholder.example';
  const url = new URL(src, placeholder);
  if (width) url.searchParams.append('width', Math.round(width).toString());
  if (height) url.searchParams.append('height', Math.round(height).toString());
  if (crop) url.searchParams.append('crop', crop);
  return url.href.replace(placeholder, '');
}

describe('imageUrl', () => {
  const sources = [
    'https://cdn.shopify.com/s/files/1/0/files/powder.webp',
    'https://cdn.shopify.com/s/files/1/0/files/powder.webp?v=2314873665',
    'http://localhost:4001/cdn/shop/files/powder-pack.webp?v=2314873665',
    'https://cdn.shopify.com/files/powder.webp?v=1#front',
    '/cdn/shop/files/powder.png',
  ];
  const sizes: [number | undefined, number | undefined, 'center' | 'top' | undefined][] = [
    [300, 300, 'center'],
    [599.6, 400.2, 'top'],
    [100, undefined, undefined],
    [undefined, undefined, undefined],
  ];

  for (const src of sources) {
    for (const [width, height, crop] of sizes) {
      it(`writes ${src} at ${width ?? '-'}×${height ?? '-'} ${crop ?? ''} as Hydrogen does`, () => {
        expect(imageUrl({ src, width, height, crop })).toBe(
          throughUrlObject(src, width, height, crop),
        );
      });
    }
  }

  it('answers nothing for an image without a source', () => {
    expect(imageUrl({ width: 100 })).toBe('');
  });
});
