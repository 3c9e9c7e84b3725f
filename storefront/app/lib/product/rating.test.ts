import { describe, expect, it } from 'vitest';
import { combinedRating, productRating, ratingSummary } from './rating';

const field = (value: string) => ({ value });
const seedRating = field('{"value":"4.8","scale_min":"1.0","scale_max":"5.0"}');

describe('productRating', () => {
  it('reads the review app rating and count', () => {
    expect(productRating(seedRating, field('126'))).toEqual({
      value: 4.8,
      worst: 1,
      best: 5,
      count: 126,
    });
  });

  it('is null when either metafield is missing', () => {
    expect(productRating(null, field('126'))).toBeNull();
    expect(productRating(seedRating, null)).toBeNull();
    expect(productRating(undefined, undefined)).toBeNull();
  });

  it('is null for a count of none or not a whole number', () => {
    for (const count of ['0', '', '-3', '12.5', 'many']) {
      expect(productRating(seedRating, field(count)), count).toBeNull();
    }
  });

  it('is null for a rating that is not JSON, lacks a field or is off its scale', () => {
    for (const value of [
      '4.8',
      'not json',
      'null',
      '{"value":"4.8"}',
      '{"value":"","scale_min":"1.0","scale_max":"5.0"}',
      '{"value":"6","scale_min":"1.0","scale_max":"5.0"}',
      '{"value":"3","scale_min":"5.0","scale_max":"1.0"}',
    ]) {
      expect(productRating(field(value), field('10')), value).toBeNull();
    }
  });

  it('accepts numbers where the type stores text', () => {
    expect(productRating(field('{"value":5,"scale_min":1,"scale_max":5}'), field('1'))).toEqual({
      value: 5,
      worst: 1,
      best: 5,
      count: 1,
    });
  });
});

describe('ratingSummary', () => {
  it('names the rating, its scale and the count, and fills the stars to the average', () => {
    expect(ratingSummary(productRating(seedRating, field('126'))!)).toEqual({
      label: 'Rated 4.8 out of 5, 126 reviews',
      average: '4.8',
      reviews: '126 reviews',
      fill: '96%',
    });
  });

  it('shows one decimal and a single review in the singular', () => {
    expect(ratingSummary({ value: 5, worst: 1, best: 5, count: 1 })).toEqual({
      label: 'Rated 5.0 out of 5, 1 review',
      average: '5.0',
      reviews: '1 review',
      fill: '100%',
    });
  });

  it('fills to a tenth of a percent', () => {
    expect(ratingSummary({ value: 4.33, worst: 1, best: 5, count: 3 }).fill).toBe('86.6%');
  });
});

describe('combinedRating', () => {
  const fivePoint = (value: number, count: number) => ({ value, worst: 1, best: 5, count });

  it('is the one rating when only one product has one', () => {
    const shop = combinedRating([null, fivePoint(4.8, 126), null]);
    expect(shop).toEqual({ value: expect.closeTo(4.8, 9), worst: 1, best: 5, count: 126 });
    expect(ratingSummary(shop!)).toMatchObject({ average: '4.8', reviews: '126 reviews' });
  });

  it('weights each average by its number of reviews and counts them all', () => {
    // (4.8 * 90 + 4.0 * 10) / 100 = 4.72, where a plain mean of the two would be 4.4.
    expect(combinedRating([fivePoint(4.8, 90), fivePoint(4, 10)])).toEqual({
      value: expect.closeTo(4.72, 9),
      worst: 1,
      best: 5,
      count: 100,
    });
  });

  it("places an average on another scale at the same point of the most reviewed one's", () => {
    // 9 of 1-10 is 8/9 of the way up: 1 + 4 * 8/9 of 1-5; with 4.0 of 1-5 (3/4 of the way) at
    // three times the reviews, the shop is (3 * 0.75 + 8/9) / 4 of the way: 4.14.
    const shop = combinedRating([{ value: 9, worst: 1, best: 10, count: 10 }, fivePoint(4, 30)]);
    expect(shop).toEqual({
      value: expect.closeTo(1 + 4 * ((3 * 0.75 + 8 / 9) / 4), 9),
      worst: 1,
      best: 5,
      count: 40,
    });
  });

  it('is null when no product has a rating', () => {
    expect(combinedRating([])).toBeNull();
    expect(combinedRating([null, null])).toBeNull();
  });
});
