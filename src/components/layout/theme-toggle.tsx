import { useSyncExternalStore } from 'react';
import { MoonStarsFill, SunFill } from 'react-bootstrap-icons';

import { THEME_KEY } from '@/lib/initial-theme';
import { t } from '@/lib/i18n/translate';

type Theme = 'light' | 'dark';

/** The page's mode lives on <html>; the toggles listening to it re-render when it changes. */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const readTheme = (): Theme => (document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light');
function setTheme(theme: Theme) {
  document.documentElement.setAttribute('data-bs-theme', theme);
  listeners.forEach((listener) => listener());
}

export function ThemeToggle() {
  // The server cannot know the player's mode: a page it painted shows the light toggle, and the
  // browser corrects it right after taking over (no mismatch with the server's markup).
  const theme = useSyncExternalStore(subscribe, readTheme, (): Theme => 'light');
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('Switch to dark theme') : t('Switch to light theme');
  return (
    <button
      type="button"
      className="btn btn-link nav-link px-lg-2 text-start"
      aria-label={label}
      title={label}
      onClick={() => {
        localStorage.setItem(THEME_KEY, next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <SunFill aria-hidden="true" /> : <MoonStarsFill aria-hidden="true" />}
    </button>
  );
}
