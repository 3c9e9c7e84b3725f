import { useId } from 'react';
import wordmarkUrl from './wordmark.svg?no-inline';
import styles from './Logo.module.css';

/**
 * The logo, inline: its colours come from the theme's tokens (text and accent), so one drawing
 * serves both themes. The wordmark's outline (6 kB) is a cached file the drawing uses (and
 * colours), rather than part of every page's JavaScript.
 */
export function LogoArt({
  decorative = false,
}: {
  /** Beside text that already names the brand: hidden from assistive technology. */
  decorative?: boolean;
}) {
  // Header and footer both draw the logo: each needs its own clip-path id.
  const clipId = useId();
  return (
    <svg
      className={styles.art}
      viewBox="0 0 430 80"
      width={430}
      height={80}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': 'Clearwell logo' })}
    >
      <g transform="translate(38 40)">
        <clipPath id={clipId}>
          <circle r="25" />
        </clipPath>
        <circle className={styles.ring} r="30" fill="none" strokeWidth="2.88" />
        <g clipPath={`url(#${clipId})`}>
          <path className={styles.water} d="M-26 2C-17-5-9-5 0 2S17 9 26 2V26H-26Z" />
          <path
            className={styles.ripple}
            d="M-26-9C-17-16-9-16 0-9S17-2 26-9"
            fill="none"
            strokeWidth="2.6"
            strokeLinecap="round"
            opacity=".55"
          />
        </g>
      </g>
      <use
        className={styles.wordmark}
        transform="translate(92 69) scale(.04)"
        href={`${wordmarkUrl}#wordmark`}
      />
    </svg>
  );
}
