import { useEffect, useState } from 'react';
import { MoonStarsFill, SunFill } from 'react-bootstrap-icons';

type Theme = 'light' | 'dark';
const KEY = 'theme';

const systemTheme = (): Theme => (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

/** Bootstrap colour modes: follows the system until the player picks one. */
export function applyInitialTheme() {
  const stored = localStorage.getItem(KEY) as Theme | null;
  document.documentElement.setAttribute('data-bs-theme', stored ?? systemTheme());
}

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() => (document.documentElement.getAttribute('data-bs-theme') as Theme) ?? 'light');
  useEffect(() => {
    document.documentElement.setAttribute('data-bs-theme', theme);
  }, [theme]);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="btn btn-link nav-link px-lg-2 text-start"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => {
        localStorage.setItem(KEY, next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <SunFill aria-hidden="true" /> : <MoonStarsFill aria-hidden="true" />}
    </button>
  );
}
