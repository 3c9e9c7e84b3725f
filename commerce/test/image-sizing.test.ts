import { describe, expect, it } from 'vitest';
import { outputSize } from '../src/cdn/image-renderer';
import { parseImageRequest } from '../src/cdn/image-request';

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

  it('crops to the exact box when both sides are given', () => {
    expect(outputSize({ width: 1600, height: 1600 }, { width: 300, height: 100 })).toEqual({
      width: 300,
      height: 100,
      crop: true,
    });
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
    expect(parseImageRequest('../pack.png', new URLSearchParams())).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
