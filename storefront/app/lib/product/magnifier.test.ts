import { describe, expect, it } from 'vitest';
import { lensGeometry, zoomImageUrl } from './magnifier';

describe('lensGeometry', () => {
  const box = { width: 500, height: 500 };

  it('centres a 250 px lens on the pointer and shows the image at 4x', () => {
    expect(lensGeometry({ x: 100, y: 200 }, box)).toEqual({
      left: -25,
      top: 75,
      zoomWidth: 2000,
      zoomHeight: 2000,
      // The point under the pointer (400, 800 in the enlarged image) sits at the lens centre.
      backgroundX: 125 - 400,
      backgroundY: 125 - 800,
    });
  });

  it('shows the top-left corner at the lens centre when the pointer is there', () => {
    expect(lensGeometry({ x: 0, y: 0 }, box)).toMatchObject({ backgroundX: 125, backgroundY: 125 });
  });

  it('clamps a pointer outside the image to its edge', () => {
    expect(lensGeometry({ x: 600, y: -20 }, box)).toEqual(lensGeometry({ x: 500, y: 0 }, box));
  });
});

describe('zoomImageUrl', () => {
  const url = 'https://cdn.example/cdn/shop/files/powder.png?v=1';

  it('asks for 4x the displayed width, rounded up to a 200 px step, square and centred', () => {
    const zoomed = new URL(zoomImageUrl(url, 560));
    expect(zoomed.searchParams.get('width')).toBe('2400');
    expect(zoomed.searchParams.get('height')).toBe('2400');
    expect(zoomed.searchParams.get('crop')).toBe('center');
    expect(zoomed.searchParams.get('v')).toBe('1');
  });

  it('replaces sizes already in the URL and stays within the CDN limit', () => {
    const zoomed = new URL(zoomImageUrl(`${url}&width=100&height=100`, 5000));
    expect(zoomed.searchParams.getAll('width')).toEqual(['4000']);
  });
});
