import { describe, expect, it } from 'vitest';
import { outputSize } from '../src/cdn/image-renderer';
import { negotiateFormat, parseImageRequest } from '../src/cdn/image-request';
import { IMAGE_WIDTHS, servedWidth } from '../src/cdn/image-urls';

// Rendering a 4000-pixel image takes seconds, so the clamping rules are checked here directly.
describe('image sizing', () => {
  it('clamps requested sizes to 4000 pixels', () => {
    const parsed = parseImageRequest(
      'pack.webp',
      new URLSearchParams({ width: '9000', height: '4001', crop: 'TOP' }),
    );
    expect(parsed).toEqual({
      ok: true,
      request: { baseName: 'pack', format: 'webp', width: 4000, height: 4000, crop: 'top' },
    });
  });

  it('keeps the aspect ratio within the maximum when one side is given', () => {
    expect(outputSize({ width: 1600, height: 800 }, { width: 400, height: null })).toEqual({
      width: 400,
      height: 200,
      crop: false,
    });
    expect(outputSize({ width: 1600, height: 800 }, { width: null, height: 3000 })).toEqual({
      width: 4000,
      height: 2000,
      crop: false,
    });
    expect(outputSize({ width: 1600, height: 1600 }, { width: null, height: null })).toEqual({
      width: 1600,
      height: 1600,
      crop: false,
    });
  });

  it('crops at the width served, in the proportion asked for', () => {
    expect(outputSize({ width: 1600, height: 1600 }, { width: 300, height: 100 })).toEqual({
      width: 336,
      height: 112,
      crop: true,
    });
    expect(outputSize({ width: 1600, height: 1600 }, { width: 400, height: 100 })).toEqual({
      width: 400,
      height: 100,
      crop: true,
    });
    // Never past the maximum height, even for a tall box.
    expect(outputSize({ width: 1600, height: 1600 }, { width: 150, height: 3990 })).toEqual({
      width: 192,
      height: 4000,
      crop: true,
    });
  });

  it('serves only widths of the fixed set, rounding up, whatever is asked', () => {
    const served = new Set<number>();
    for (let width = 1; width <= 4000; width += 1) {
      const size = outputSize({ width: 1600, height: 1600 }, { width, height: null });
      expect(size.width).toBeGreaterThanOrEqual(width);
      served.add(size.width);
    }
    expect([...served]).toEqual(IMAGE_WIDTHS);
    expect(servedWidth(4000)).toBe(4000);
    expect(servedWidth(1)).toBe(IMAGE_WIDTHS[0]);
  });

  it('limits a very tall image by its height', () => {
    expect(outputSize({ width: 100, height: 1000 }, { width: 600, height: null })).toEqual({
      width: 400,
      height: 4000,
      crop: false,
    });
  });

  it('negotiates AVIF, then WebP, only when the browser names them', () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(negotiateFormat('png', chrome)).toBe('avif');
    expect(negotiateFormat('jpg', 'image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('webp', 'IMAGE/AVIF ; q=0.5')).toBe('avif');
    expect(negotiateFormat('png', 'image/avif;q=0,image/webp;q=0')).toBe('png');
    expect(negotiateFormat('jpg', '*/*')).toBe('jpg');
    expect(negotiateFormat('png', undefined)).toBe('png');
  });

  it('accepts jpeg as jpg and refuses other extensions as unknown files', () => {
    expect(parseImageRequest('pack.jpeg', new URLSearchParams())).toMatchObject({
      ok: true,
      request: { format: 'jpg' },
    });
    expect(parseImageRequest('pack.gif', new URLSearchParams())).toMatchObject({
      ok: false,
      status: 404,
    });
    // An extension that is also a property of every object is no format either.
    expect(parseImageRequest('pack.constructor', new URLSearchParams())).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(parseImageRequest('../pack.png', new URLSearchParams())).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
