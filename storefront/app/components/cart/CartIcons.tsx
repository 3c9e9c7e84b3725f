import type { SVGProps } from 'react';

/**
 * The cart's own line icons, drawn like ui/icons (24×24, currentColor, 1.6 stroke) and likewise
 * hidden from assistive technology: the buttons around them carry the names.
 */
const iconProps: SVGProps<SVGSVGElement> = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export function MinusIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 12h12" />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 6v12M6 12h12" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4.5 7h15M9.5 7V5.25c0-.7.55-1.25 1.25-1.25h2.5c.7 0 1.25.55 1.25 1.25V7" />
      <path d="M6.5 7l.8 11.1c.06.8.72 1.4 1.5 1.4h6.4c.78 0 1.44-.6 1.5-1.4L17.5 7" />
    </svg>
  );
}
