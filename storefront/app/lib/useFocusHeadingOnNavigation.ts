import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another page, focus goes to the new page's main heading, so
 * a keyboard or screen-reader user starts on the page they opened (its name is read out) instead
 * of on <body>, back at the top of the document. Not on the first load (the browser starts at the
 * top anyway), not when only the query or #fragment changes (the same page, e.g. a filter), and
 * not while a dialog such as the cart drawer holds focus. The heading is made focusable by
 * script only (tabindex -1): it is never a Tab stop, and styles/base.css draws no ring on it.
 */
export function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (document.querySelector(':modal, [aria-modal="true"]')) return;
    const main = document.getElementById('main');
    // A page still loading its content has no heading yet: its <main> takes focus instead.
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // The router restores or resets the scroll position itself; focus must not move it.
    target.focus({ preventScroll: true });
  }, [pathname]);
}
