import { describe, expect, it } from 'vitest';
import { productRating, ratingSummary } from './rating';

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
