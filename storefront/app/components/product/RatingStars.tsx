import type { CSSProperties } from 'react';
import type { RatingSummary } from '../../lib/product/rating';
import styles from './RatingStars.module.css';

/** One star, drawn from its top point in relative steps, so it can be repeated 24 units on. */
const STAR = 'l2.8 6 6.6.7-4.9 4.5 1.4 6.5-5.9-3.3-5.9 3.3 1.4-6.5-4.9-4.5 6.6-.7z';
/** Five stars side by side in a 120 × 24 box. */
const FIVE_STARS = `M12 2.5${STAR}${`m24 0${STAR}`.repeat(4)}`;

/**
 * The average rating as a row of five stars filled to the average, with the figure and the
 * review count beside it. Screen readers hear it once, as one sentence ("Rated 4.8 out of 5,
 * 126 reviews"). The stars are inline SVG, a row in the border colour under a row in the accent
 * cut to the average, so they follow the theme and cost the page no script. Not a CSS mask
 * with an SVG image: the browser builds a document for such an image while it styles the page,
 * which made the first frame's style pass about half as long again on a slowed phone.
 */
export function RatingStars({ rating }: { rating: RatingSummary }) {
  return (
    <p className={styles.rating}>
      <span
        role="img"
        aria-label={rating.label}
        className={styles.stars}
        style={{ '--fill': rating.fill } as CSSProperties}
      >
        <svg viewBox="0 0 120 24" aria-hidden="true">
          <path d={FIVE_STARS} />
        </svg>
        <svg viewBox="0 0 120 24" aria-hidden="true" className={styles.filled}>
          <path d={FIVE_STARS} />
        </svg>
      </span>
      <span aria-hidden="true">
        <span className={styles.average}>{rating.average}</span> · {rating.reviews}
      </span>
    </p>
  );
}
