/** Where the player's chosen colour mode is kept (the toggle writes it). */
export const THEME_KEY = 'theme';

/** Bootstrap colour modes: the player's choice, else the system's, set before anything paints. */
export function applyInitialTheme() {
  const stored = localStorage.getItem(THEME_KEY);
  const system = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-bs-theme', stored === 'dark' || stored === 'light' ? stored : system);
}
