import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCart } from '../../lib/cart/CartProvider';
import { FREE_SHIPPING_THRESHOLD_USD } from '../../lib/constants';
import { CartButton } from '../cart/CartButton';
import { iconButtonClass } from '../ui/Button';
import { CloseIcon, MenuIcon, UserIcon } from '../ui/icons';
import styles from './Header.module.css';
import { LogoArt } from './Logo';
import type { ShopLayout } from '../../lib/content/shop';
import { ThemeToggle } from './ThemeToggle';

/** The banner, the shop's main menu (none while the platform is unreachable) and the actions. */
export function Header({ layout }: { layout: ShopLayout | null }) {
  const { totalQuantity, open } = useCart();
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Any navigation (even to the current page) closes the menu.
  const { key: locationKey } = useLocation();
  const [menuLocationKey, setMenuLocationKey] = useState(locationKey);
  if (menuLocationKey !== locationKey) {
    setMenuLocationKey(locationKey);
    setMenuOpen(false);
  }

  // Escape closes the narrow-screen menu and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <p className={styles.announcement}>
        {`Free Shipping on all Domestic orders $${FREE_SHIPPING_THRESHOLD_USD}+`}
      </p>
      <div className={`container ${styles.bar}`}>
        <button
          ref={menuButton}
          type="button"
          className={`${iconButtonClass} ${styles.menuButton}`}
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <Link
          to="/"
          className={styles.logo}
          aria-label={layout ? `${layout.name} home` : 'Home page'}
        >
          <LogoArt />
        </Link>

        <nav id={navId} aria-label="Main" className={styles.nav} data-open={menuOpen}>
          <ul className={styles.navList}>
            {/* The shop's main menu; an entry without a target has nowhere to go here. */}
            {layout?.headerMenu.map(({ id, title, to }) =>
              to ? (
                <li key={id}>
                  {to.startsWith('/') ? (
                    <NavLink to={to} end={to === '/'} prefetch="intent" className={styles.navLink}>
                      {title}
                    </NavLink>
                  ) : (
                    <a href={to} className={styles.navLink}>
                      {title}
                    </a>
                  )}
                </li>
              ) : null,
            )}
          </ul>
        </nav>

        <div className={styles.actions}>
          <ThemeToggle />
          <NavLink to="/account" className={iconButtonClass} aria-label="Account">
            <UserIcon />
          </NavLink>
          <CartButton count={totalQuantity} onOpen={open} />
        </div>
      </div>
    </header>
  );
}
