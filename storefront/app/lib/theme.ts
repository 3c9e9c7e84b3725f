import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from './constants';
import { writeLocal } from './local-storage';

/**
 * Theme: `dark` (default) or `light`, kept in localStorage under `theme` and applied as
 * `data-theme` on <html>. The inline script below applies it before the first paint; after
 * that, CSS alone picks the matching logo, icons and labels, so React never renders
 * theme-dependent markup (no hydration mismatch).
 */

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Source of the blocking <head> script. Tiny, no dependencies, never throws. */
export const THEME_SCRIPT = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}document.documentElement.setAttribute("data-theme",${JSON.stringify(
  THEMES,
)}.indexOf(t)>-1?t:${JSON.stringify(DEFAULT_THEME)})})()`;

function currentTheme(): Theme {
  const value = document.documentElement.getAttribute('data-theme');
  return isTheme(value) ? value : DEFAULT_THEME;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
}

/** Switches to the other theme and remembers the choice. */
export function toggleTheme(): Theme {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  applyTheme(next);
  // Where storage is blocked, the switch still applies to this page.
  writeLocal(THEME_STORAGE_KEY, next);
  return next;
}
