import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary';

function classes(variant: Variant, className: string | undefined): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}

/** A navigation that looks like a button (e.g. "Shop Now"). */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={classes(variant, className)} {...props} />;
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type={type} className={classes(variant, className)} {...props} />;
}

/** Class for square icon-only controls; they must carry an accessible name. */
export const iconButtonClass = styles.icon;
