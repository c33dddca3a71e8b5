/** Where the router's ScrollRestoration keeps each page's scroll position (sessionStorage). */
export const SCROLL_POSITIONS_KEY = 'guildhall-scroll-positions';

/**
 * The router saves a page's scroll position under its history key, and the first page of every
 * document has the same key ("default"). So a link opened in a tab that was scrolled elsewhere got
 * that old position back, after the page had brought its own target into view (a shared ranking
 * row scrolled away). Only a reload or back/forward may restore it: a new load forgets it.
 */
export function forgetPreviousDocumentScroll(): void {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'navigate') return;
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? 'null') as Record<string, number> | null;
    if (!saved || !('default' in saved)) return;
    delete saved.default;
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved));
  } catch {
    // Storage refused (privacy mode): nothing was saved either.
  }
}
