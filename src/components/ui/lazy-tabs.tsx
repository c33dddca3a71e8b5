import { useEffect, useRef, useState, type ReactNode } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { useHydrated } from '@/lib/use-hydrated';
import './lazy-tabs.css';

export interface LazyTab {
  key: string;
  title: ReactNode;
  /** Rendered on first opening only and kept afterwards, so its query runs once (docs/product-rules.md#pages-and-routes). */
  content: () => ReactNode;
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The tab named by the address (#bank), if it is one of ours. */
function tabFromHash(tabs: LazyTab[]): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const key = window.location.hash.replace(/^#/, '');
  return tabs.some((t) => t.key === key) ? key : undefined;
}

/**
 * Tabs whose panes mount on first opening and stay mounted (lazy loading without refetching).
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

  return (
    <section ref={section} className="lazy-tabs" aria-label={label}>
      <Tab.Container id={id} activeKey={active} onSelect={select} mountOnEnter>
        <Nav variant="tabs" className="lazy-tabs-nav">
          {tabs.map((t) => (
            <Nav.Item key={t.key}>
              <Nav.Link eventKey={t.key}>{t.title}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Tab.Content ref={content} className="lazy-tabs-content">
          {tabs.map((t) => (
            <Tab.Pane key={t.key} eventKey={t.key}>
              {t.content()}
            </Tab.Pane>
          ))}
        </Tab.Content>
      </Tab.Container>
    </section>
  );
}
