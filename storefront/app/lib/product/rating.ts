/**
 * A product's average rating from the review app's metafields: `reviews.rating` (Shopify's
 * `rating` type, JSON text such as {"value":"4.8","scale_min":"1.0","scale_max":"5.0"}) and
 * `reviews.rating_count`. Both must be there and make sense, or the product shows no rating:
 * a rating without its count, or a count of none, is no proof.
 */

export interface ProductRating {
  /** The average, e.g. 4.8. */
  value: number;
  /** The scale's bounds, e.g. 1 and 5. */
  worst: number;
  best: number;
  /** How many reviews the average is of. */
  count: number;
}

/** A decimal that a `rating` value holds as text ("4.8") or, written by hand, as a number. */
function decimalOf(value: unknown): number {
  return typeof value === 'string' && value.trim() !== ''
    ? Number(value)
    : typeof value === 'number'
      ? value
      : NaN;
}

/** The rating the two metafields make, or null when either is missing or makes no sense. */
export function productRating(
  rating: { value: string } | null | undefined,
  ratingCount: { value: string } | null | undefined,
): ProductRating | null {
  const count = Number(ratingCount?.value.trim());
  if (!rating || !Number.isSafeInteger(count) || count < 1) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rating.value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const fields = parsed as Record<string, unknown>;
  const value = decimalOf(fields.value);
  const worst = decimalOf(fields.scale_min);
  const best = decimalOf(fields.scale_max);
  // NaN fails every comparison, so a missing or non-numeric field ends here too.
  if (!(worst < best && value >= worst && value <= best)) return null;
  return { value, worst, best, count };
}

/** What the page shows of a rating, worked out on the server so the browser gets only text. */
export interface RatingSummary {
  /** "Rated 4.8 out of 5, 126 reviews": what the stars say to a screen reader. */
  label: string;
  /** The average as review apps show it, to one decimal: "4.8", "5.0". */
  average: string;
  /** "126 reviews", "1 review". */
  reviews: string;
  /** How much of the row of stars is filled: "96%" for 4.8 of 5 stars. */
  fill: string;
}

export function ratingSummary({ value, best, count }: ProductRating): RatingSummary {
  const average = value.toFixed(1);
  const reviews = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  return {
    label: `Rated ${average} out of ${best}, ${reviews}`,
    average,
    reviews,
    fill: `${Math.round((value / best) * 1000) / 10}%`,
  };
}

/**
 * The shop's rating from its products': their averages weighted by how many reviews each is of,
 * and the reviews of them all. An average on another scale counts at the same point of the most
 * reviewed product's scale (a 9 of 1-10 as a 4.6 of 1-5). Null when no product has a rating.
 */
export function combinedRating(ratings: readonly (ProductRating | null)[]): ProductRating | null {
  const rated = ratings.filter((rating): rating is ProductRating => rating !== null);
  const [first] = rated;
  if (!first) return null;
  const scale = rated.reduce((most, rating) => (rating.count > most.count ? rating : most), first);
  const count = rated.reduce((sum, rating) => sum + rating.count, 0);
  const position =
    rated.reduce(
      (sum, { value, worst, best, count: reviews }) =>
        sum + ((value - worst) / (best - worst)) * reviews,
      0,
    ) / count;
  return {
    value: scale.worst + position * (scale.best - scale.worst),
    worst: scale.worst,
    best: scale.best,
    count,
  };
}
