import { decodeEncodedVariant } from '@shopify/hydrogen-react';
import { describe, expect, it } from 'vitest';
import { encodeVariantCombinations } from '../src/storefront-api/variant-encoding';

describe('encodeVariantCombinations', () => {
  it('writes Shopify’s documented example', () => {
    const combinations = [
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [1, 1, 1],
      [2, 0, 1],
      [2, 1, 0],
    ];
    expect(encodeVariantCombinations(combinations)).toBe(
      'v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,',
    );
  });

  it.each([
    [[[0]]],
    [[[0], [1], [2], [4]]],
    [
      [
        [0, 0],
        [0, 1],
        [1, 1],
        [2, 0],
      ],
    ],
    [
      [
        [1, 2, 0],
        [3, 0, 1],
      ],
    ],
  ])('is read back by hydrogen-react as written: %j', (combinations) => {
    expect(decodeEncodedVariant(encodeVariantCombinations(combinations))).toEqual(combinations);
  });

  it('encodes no variants as nothing', () => {
    expect(decodeEncodedVariant(encodeVariantCombinations([]))).toEqual([]);
  });
});
