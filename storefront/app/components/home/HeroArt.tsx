import styles from './HeroArt.module.css';

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
        <circle cx="1127" cy="0" r="2.2" opacity="0.30" />
        <circle cx="1135" cy="162" r="3.1" opacity="0.53" />
        <circle cx="1112" cy="61" r="1.6" opacity="0.39" />
        <circle cx="1103" cy="346" r="2.9" opacity="0.79" />
        <circle cx="1106" cy="212" r="1.9" opacity="0.60" />
        <circle cx="1098" cy="253" r="1.6" opacity="0.66" />
        <circle cx="1118" cy="65" r="2.1" opacity="0.39" />
        <circle cx="1139" cy="26" r="3.5" opacity="0.34" />
        <circle cx="1135" cy="232" r="2.2" opacity="0.63" />
        <circle cx="1108" cy="414" r="1.8" opacity="0.89" />
        <circle cx="1114" cy="314" r="3.5" opacity="0.75" />
        <circle cx="1119" cy="61" r="4.0" opacity="0.39" />
        <circle cx="1111" cy="386" r="3.9" opacity="0.85" />
        <circle cx="1139" cy="41" r="3.9" opacity="0.36" />
        <circle cx="1120" cy="72" r="3.9" opacity="0.40" />
        <circle cx="1147" cy="94" r="3.1" opacity="0.43" />
        <circle cx="1115" cy="352" r="2.2" opacity="0.80" />
        <circle cx="1142" cy="186" r="3.6" opacity="0.57" />
        <circle cx="1130" cy="33" r="2.6" opacity="0.35" />
        <circle cx="1146" cy="298" r="2.0" opacity="0.73" />
        <circle cx="1131" cy="307" r="2.9" opacity="0.74" />
        <circle cx="1170" cy="412" r="2.7" opacity="0.89" />
        <circle cx="1112" cy="343" r="3.6" opacity="0.79" />
        <circle cx="1130" cy="95" r="1.9" opacity="0.44" />
        <circle cx="1149" cy="357" r="3.0" opacity="0.81" />
        <circle cx="1147" cy="169" r="1.9" opacity="0.54" />
        <circle cx="1121" cy="122" r="2.7" opacity="0.47" />
        <circle cx="1106" cy="162" r="1.7" opacity="0.53" />
        <circle cx="1156" cy="260" r="2.0" opacity="0.67" />
        <circle cx="1150" cy="76" r="3.2" opacity="0.41" />
        <circle cx="1160" cy="301" r="1.6" opacity="0.73" />
        <circle cx="1147" cy="232" r="2.8" opacity="0.63" />
        <circle cx="1131" cy="102" r="3.5" opacity="0.45" />
        <circle cx="1135" cy="106" r="2.5" opacity="0.45" />
        <circle cx="1133" cy="371" r="2.7" opacity="0.83" />
        <circle cx="1123" cy="307" r="1.7" opacity="0.74" />
        <circle cx="1130" cy="259" r="3.7" opacity="0.67" />
        <circle cx="1137" cy="105" r="3.2" opacity="0.45" />
        <circle cx="1132" cy="376" r="2.7" opacity="0.84" />
        <circle cx="1106" cy="274" r="2.5" opacity="0.69" />
        <circle cx="1145" cy="117" r="1.5" opacity="0.47" />
        <circle cx="1111" cy="104" r="1.8" opacity="0.45" />
        <circle cx="1147" cy="350" r="2.9" opacity="0.80" />
        <circle cx="1144" cy="410" r="3.9" opacity="0.89" />
        <circle cx="1104" cy="194" r="1.9" opacity="0.58" />
        <circle cx="1130" cy="70" r="2.6" opacity="0.40" />
        <circle cx="1133" cy="327" r="3.4" opacity="0.77" />
        <circle cx="1144" cy="372" r="2.6" opacity="0.83" />
        <circle cx="1106" cy="408" r="2.6" opacity="0.88" />
        <circle cx="1148" cy="299" r="2.7" opacity="0.73" />
        <circle cx="1151" cy="169" r="2.4" opacity="0.54" />
        <circle cx="1160" cy="258" r="3.7" opacity="0.67" />
        <circle cx="1154" cy="163" r="3.7" opacity="0.53" />
        <circle cx="1143" cy="176" r="2.6" opacity="0.55" />
        <circle cx="1134" cy="72" r="1.7" opacity="0.40" />
        <circle cx="1114" cy="303" r="2.6" opacity="0.73" />
        <circle cx="1108" cy="362" r="2.5" opacity="0.82" />
        <circle cx="1114" cy="282" r="2.7" opacity="0.70" />
        <circle cx="1113" cy="92" r="3.4" opacity="0.43" />
        <circle cx="1122" cy="174" r="2.4" opacity="0.55" />
      </g>
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
      <path d="M1600 640C1500 720 1380 860 1330 1000H1600Z" fill="url(#hero-rim)" />
      <g transform="translate(330 690) rotate(-24)">
        <ellipse
          className={styles.t25}
          cx="0"
          cy="14"
          rx="74"
          ry="18"
          fill="#000"
          filter="url(#hero-b2)"
        />
        <path className={styles.t26} d="M-80 0C-40-34 40-34 80 0C40 34-40 34-80 0Z" />
        <path className={styles.t27} d="M-80 0H90" strokeWidth="3" />
      </g>
      <g transform="translate(450 760) rotate(32) scale(.7)">
        <path className={styles.t28} d="M-80 0C-40-34 40-34 80 0C40 34-40 34-80 0Z" />
        <path className={styles.t29} d="M-80 0H90" strokeWidth="3" />
      </g>
      <g className={styles.t30} fill="none" opacity=".25">
        <ellipse cx="340" cy="696" rx="130" ry="44" strokeWidth="1.5" />
      </g>
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
