import { forwardRef, type ComponentPropsWithoutRef } from 'react';
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
}: ComponentPropsWithoutRef<typeof Link> & { variant?: Variant }) {
  return <Link className={classes(variant, className)} {...props} />;
}

export const Button = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & { variant?: Variant }
>(function Button({ variant = 'primary', className, type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={classes(variant, className)} {...props} />;
});

/** Class for square icon-only controls; they must carry an accessible name. */
export const iconButtonClass = styles.icon;
