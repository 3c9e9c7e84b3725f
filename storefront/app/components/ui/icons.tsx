import type { ReactNode, SVGProps } from 'react';

/** Decorative line icons (24×24, currentColor). Always hidden from assistive technology. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon drawn with these shapes. */
const icon = (shapes: ReactNode) =>
  function DrawnIcon(props: SVGProps<SVGSVGElement>) {
    return <Icon {...props}>{shapes}</Icon>;
  };

export const UserIcon = icon(
  <>
    <circle cx="12" cy="8.5" r="3.75" />
    <path d="M4.75 20c.9-3.6 3.8-5.5 7.25-5.5s6.35 1.9 7.25 5.5" />
  </>,
);
export const BagIcon = icon(
  <>
    <path d="M5.5 8h13l-1 12h-11z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </>,
);
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h10" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.75v2M12 19.25v2M2.75 12h2M19.25 12h2M5.5 5.5l1.4 1.4M17.1 17.1l1.4 1.4M5.5 18.5l1.4-1.4M17.1 6.9l1.4-1.4" />
  </>,
);
export const MoonIcon = icon(<path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z" />);
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const CheckIcon = icon(<path d="M6 12.5l4 4 8-9" />);
export const MinusIcon = icon(<path d="M6 12h12" />);
export const PlusIcon = icon(<path d="M12 6v12M6 12h12" />);
export const TrashIcon = icon(
  <>
    <path d="M4.5 7h15M9.5 7V5.25c0-.7.55-1.25 1.25-1.25h2.5c.7 0 1.25.55 1.25 1.25V7" />
    <path d="M6.5 7l.8 11.1c.06.8.72 1.4 1.5 1.4h6.4c.78 0 1.44-.6 1.5-1.4L17.5 7" />
  </>,
);
