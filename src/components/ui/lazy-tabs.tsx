import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import './lazy-tabs.css';

export interface LazyTab {
  key: string;
  title: ReactNode;
  /** Rendered on first opening only and kept afterwards, so its query runs once (docs/product-rules.md#pages-and-routes). */
  content: () => ReactNode;
}

/** How far each arrow key moves along the tabs. */
const ARROW_STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The tab named by the address (#bank), if it is one of ours. */
function tabFromHash(tabs: LazyTab[]): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const key = window.location.hash.replace(/^#/, '');
  return tabs.some((t) => t.key === key) ? key : undefined;
}

/**
 * Tabs whose panes mount on first opening and stay mounted (lazy loading without refetching).
 * Bootstrap's tab markup written out: react-bootstrap's Tab container, content, panes and their
 * transitions weighed 1.3 KB (brotli) more on the pages that show tabs, for what a list of buttons does here.
 * Selecting a tab scrolls its content into view (docs/product-rules.md#pages-and-routes) and names it in the address, so a link can
 * open a given tab.
 */
export function LazyTabs({ id, tabs, defaultKey, label }: { id: string; tabs: LazyTab[]; defaultKey?: string; label: string }) {
  const first = defaultKey ?? tabs[0]?.key;
  const [chosen, setActive] = useState(() => tabFromHash(tabs) ?? first);
  // The server cannot see the hash and paints the first tab: the browser takes that markup over as
  // it is, and opens the tab the address names right after (else React reports a mismatch).
  const active = useHydrated() ? chosen : first;
  const section = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  /** Bumped at each selection: the effect below scrolls once for it. */
  const [scrollRequest, setScrollRequest] = useState(0);

  const select = (key: string | null) => {
    if (!key) return;
    setActive(key);
    // Keep the router's history state; only the hash changes.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${key}`);
    setScrollRequest((n) => n + 1);
  };

  // Scroll to the tab strip once the opened tab's content has rendered. On a first opening the pane
  // shows a loading status (role="status") first: scrolling then would stop short, because the page
  // is not yet long enough to bring the tabs to the top.
  useEffect(() => {
    if (scrollRequest === 0) return;
    const pane = () => content.current?.querySelector<HTMLElement>('.tab-pane.active');
    let done = false;
    const scroll = () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(giveUp);
      section.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    };
    const scrollWhenRendered = () => {
      const shown = pane();
      if (!done && shown && !shown.querySelector('[role="status"]')) scroll();
    };
    const observer = new MutationObserver(() => requestAnimationFrame(scrollWhenRendered));
    if (content.current) observer.observe(content.current, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    // A tab that never finishes loading still gets its scroll.
    const giveUp = window.setTimeout(() => !done && scroll(), 5000);
    const first = requestAnimationFrame(scrollWhenRendered);
    return () => {
      done = true;
      cancelAnimationFrame(first);
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [scrollRequest]);

  /** The tabs opened so far: a pane mounts on its first opening and stays (mountOnEnter). */
  const [opened, setOpened] = useState(() => new Set([active]));
  if (!opened.has(active)) setOpened(new Set([...opened, active]));
  const tabId = (key: string) => `${id}-tab-${key}`;
  const paneId = (key: string) => `${id}-tabpane-${key}`;
  // The arrow keys move between the tabs and open the one they reach, as a tab list does.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.findIndex((tab) => tab.key === active) + step + tabs.length) % tabs.length];
    select(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <section ref={section} className="lazy-tabs" aria-label={label}>
      <div role="tablist" className="nav nav-tabs lazy-tabs-nav" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <div key={tab.key} className="nav-item" role="presentation">
            <button
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-controls={paneId(tab.key)}
              aria-selected={tab.key === active}
              tabIndex={tab.key === active ? undefined : -1}
              className={`nav-link${tab.key === active ? ' active' : ''}`}
              onClick={() => select(tab.key)}
            >
              {tab.title}
            </button>
          </div>
        ))}
      </div>
      <div ref={content} className="tab-content lazy-tabs-content">
        {tabs.map((tab) =>
          opened.has(tab.key) ? (
            <div
              key={tab.key}
              role="tabpanel"
              id={paneId(tab.key)}
              aria-labelledby={tabId(tab.key)}
              className={`tab-pane${tab.key === active ? ' active show' : ''}`}
            >
              {tab.content()}
            </div>
          ) : null,
        )}
      </div>
    </section>
  );
}
