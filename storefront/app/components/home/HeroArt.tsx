import styles from './HeroArt.module.css';

/** The rising bubbles, three numbers each: centre x, centre y and radius. */
const BUBBLES = [
  1127, 0, 2.2, 1135, 162, 3.1, 1112, 61, 1.6, 1103, 346, 2.9, 1106, 212, 1.9, 1098, 253, 1.6, 1118,
  65, 2.1, 1139, 26, 3.5, 1135, 232, 2.2, 1108, 414, 1.8, 1114, 314, 3.5, 1119, 61, 4.0, 1111, 386,
  3.9, 1139, 41, 3.9, 1120, 72, 3.9, 1147, 94, 3.1, 1115, 352, 2.2, 1142, 186, 3.6, 1130, 33, 2.6,
  1146, 298, 2.0, 1131, 307, 2.9, 1170, 412, 2.7, 1112, 343, 3.6, 1130, 95, 1.9, 1149, 357, 3.0,
  1147, 169, 1.9, 1121, 122, 2.7, 1106, 162, 1.7, 1156, 260, 2.0, 1150, 76, 3.2, 1160, 301, 1.6,
  1147, 232, 2.8, 1131, 102, 3.5, 1135, 106, 2.5, 1133, 371, 2.7, 1123, 307, 1.7, 1130, 259, 3.7,
  1137, 105, 3.2, 1132, 376, 2.7, 1106, 274, 2.5, 1145, 117, 1.5, 1111, 104, 1.8, 1147, 350, 2.9,
  1144, 410, 3.9, 1104, 194, 1.9, 1130, 70, 2.6, 1133, 327, 3.4, 1144, 372, 2.6, 1106, 408, 2.6,
  1148, 299, 2.7, 1151, 169, 2.4, 1160, 258, 3.7, 1154, 163, 3.7, 1143, 176, 2.6, 1134, 72, 1.7,
  1114, 303, 2.6, 1108, 362, 2.5, 1114, 282, 2.7, 1113, 92, 3.4, 1122, 174, 2.4,
];

/** Each bubble's [cx, cy, r]. */
function bubbles() {
  return Array.from(
    { length: BUBBLES.length / 3 },
    (_, index) => BUBBLES.slice(index * 3, index * 3 + 3) as [number, number, number],
  );
}

/** Two stones and their ripple; the artwork paints them twice, which gives them their depth. */
const stones = (
  <>
    <g transform="translate(330 690) rotate(-24)">
      <ellipse
        className={styles.t19}
        cx="0"
        cy="14"
        rx="74"
        ry="18"
        fill="#000"
        filter="url(#hero-b2)"
      />
      <path className={styles.t20} d="M-80 0C-40-34 40-34 80 0C40 34-40 34-80 0Z" />
      <path className={styles.t21} d="M-80 0H90" strokeWidth="3" />
    </g>
    <g transform="translate(450 760) rotate(32) scale(.7)">
      <path className={styles.t22} d="M-80 0C-40-34 40-34 80 0C40 34-40 34-80 0Z" />
      <path className={styles.t23} d="M-80 0H90" strokeWidth="3" />
    </g>
    <g className={styles.t24} fill="none" opacity=".25">
      <ellipse cx="340" cy="696" rx="130" ry="44" strokeWidth="1.5" />
    </g>
  </>
);

/**
 * The home hero's artwork, inline: its palette follows the theme through CSS (one drawing, two
 * palettes), so the first screen needs no image request and never shows the other theme's art.
 */
export function HeroArt({ label, className }: { label: string; className?: string | undefined }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1600 1000"
      width={1600}
      height={1000}
      role="img"
      aria-label={label}
    >
      <defs>
        <radialGradient id="hero-w" cx=".7" cy=".5" r=".75">
          <stop className={styles.t1} offset="0" />
          <stop className={styles.t2} offset=".55" />
          <stop className={styles.t3} offset="1" />
        </radialGradient>
        <radialGradient id="hero-glow" cx=".5" cy=".5" r=".5">
          <stop className={styles.t4} offset="0" stopOpacity=".9" />
          <stop className={styles.t5} offset="1" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-rim" x1="0" y1="0" x2="1" y2="0">
          <stop className={styles.t6} offset="0" />
          <stop className={styles.t7} offset="1" />
        </linearGradient>
        <linearGradient id="hero-fall" x1="0" y1="0" x2="0" y2="1">
          <stop className={styles.t8} offset="0" stopOpacity="0" />
          <stop className={styles.t9} offset=".6" stopOpacity=".7" />
          <stop className={styles.t10} offset="1" stopOpacity=".9" />
        </linearGradient>
        <filter id="hero-b" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="22" />
        </filter>
        <filter id="hero-b2" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="6" />
        </filter>
      </defs>
      <rect width="1600" height="1000" fill="url(#hero-w)" />
      <g className={styles.t11} fill="none" strokeLinecap="round">
        <path
          d="M-20 180C200 130 380 230 600 170S980 110 1200 180S1480 220 1620 160"
          strokeWidth="3"
          opacity=".35"
        />
        <path
          d="M-20 330C240 280 420 380 660 320S1020 260 1240 330"
          strokeWidth="2"
          opacity=".25"
        />
        <path
          d="M-20 760C220 710 400 810 640 750S1000 690 1260 760S1500 800 1620 740"
          strokeWidth="3"
          opacity=".3"
        />
        <path d="M-20 900C260 860 460 940 700 890S1060 840 1300 900" strokeWidth="2" opacity=".2" />
      </g>
      <ellipse cx="1130" cy="560" rx="330" ry="150" fill="url(#hero-glow)" opacity=".6" />
      <g className={styles.t12} fill="none">
        <ellipse cx="1130" cy="560" rx="70" ry="26" strokeWidth="3" opacity=".9" />
        <ellipse cx="1130" cy="562" rx="150" ry="56" strokeWidth="2.5" opacity=".6" />
        <ellipse cx="1130" cy="566" rx="250" ry="94" strokeWidth="2" opacity=".38" />
        <ellipse cx="1130" cy="570" rx="370" ry="140" strokeWidth="1.5" opacity=".22" />
        <ellipse cx="1130" cy="576" rx="510" ry="196" strokeWidth="1.2" opacity=".12" />
      </g>
      <g className={styles.t13} filter="url(#hero-b)">
        <ellipse className={styles.t14} cx="1110" cy="580" rx="180" ry="46" />
        <ellipse className={styles.t15} cx="990" cy="610" rx="150" ry="34" />
        <ellipse className={styles.t16} cx="1250" cy="600" rx="120" ry="30" />
      </g>
      <path
        className={styles.t17}
        d="M900 620C980 650 1140 652 1250 616C1300 598 1290 580 1240 584"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        opacity=".55"
        filter="url(#hero-b2)"
      />
      <path
        d="M1110 0L1150 0L1142 560L1118 560Z"
        fill="url(#hero-fall)"
        opacity=".35"
        filter="url(#hero-b2)"
      />
      <g className={styles.t18} strokeWidth="1">
        {bubbles().map(([cx, cy, r]) => (
          <circle
            key={`${cx},${cy}`}
            cx={cx}
            cy={cy}
            r={r.toFixed(1)}
            // The lower a bubble, the more it shows.
            opacity={(0.3 + cy / 700).toFixed(2)}
          />
        ))}
      </g>
      {stones}
      <path d="M1600 640C1500 720 1380 860 1330 1000H1600Z" fill="url(#hero-rim)" />
      {stones}
      <path
        className={styles.t31}
        d="M1600 640C1500 720 1380 860 1330 1000"
        fill="none"
        strokeWidth="4"
        opacity=".7"
      />
      <path
        className={styles.t32}
        d="M1600 700C1520 770 1430 880 1394 1000"
        fill="none"
        strokeWidth="2"
        opacity=".25"
      />
    </svg>
  );
}
