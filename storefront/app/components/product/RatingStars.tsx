import type { CSSProperties } from 'react';
import type { RatingSummary } from '../../lib/product/rating';
import styles from './RatingStars.module.css';

/**
 * The average rating as a row of five stars filled to the average, with the figure and the
 * review count beside it. Screen readers hear it once, as one sentence ("Rated 4.8 out of 5,
 * 126 reviews"). The stars are drawn by the stylesheet (a star-shaped mask over a two-colour
 * fill), so they follow the theme and cost the page no script.
 */
export function RatingStars({ rating }: { rating: RatingSummary }) {
  return (
    <p className={styles.rating}>
      <span
        role="img"
        aria-label={rating.label}
        className={styles.stars}
        style={{ '--fill': rating.fill } as CSSProperties}
      />
      <span aria-hidden="true">
        <span className={styles.average}>{rating.average}</span> · {rating.reviews}
      </span>
    </p>
  );
}
