import { useEffect } from 'react';
import { THEME_STORAGE_KEY } from '../../lib/constants';
import { applyTheme, isTheme, toggleTheme } from '../../lib/theme';
import { iconButtonClass } from '../ui/Button';
import { MoonIcon, SunIcon } from '../ui/icons';

/**
 * Light/dark switch. Its label and icon follow `data-theme` through CSS (`only-dark` /
 * `only-light`), so the server-rendered button is already right for the stored theme.
 */
export function ThemeToggle() {
  // Another tab switched the theme: follow it.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === THEME_STORAGE_KEY && isTheme(event.newValue)) applyTheme(event.newValue);
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <button type="button" className={iconButtonClass} onClick={() => toggleTheme()}>
      <SunIcon className="only-dark" />
      <MoonIcon className="only-light" />
      <span className="visually-hidden only-dark">Switch to light theme</span>
      <span className="visually-hidden only-light">Switch to dark theme</span>
    </button>
  );
}
