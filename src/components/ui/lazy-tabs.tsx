import { useRef, useState, type ReactNode } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import './lazy-tabs.css';

export interface LazyTab {
  key: string;
  title: ReactNode;
  /** Rendered on first opening only and kept afterwards, so its query runs once (SPEC §2). */
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
 * Selecting a tab scrolls its content into view (SPEC §2) and names it in the address, so a link can
 * open a given tab.
 */
export function LazyTabs({ id, tabs, defaultKey, label }: { id: string; tabs: LazyTab[]; defaultKey?: string; label: string }) {
  const [active, setActive] = useState(() => tabFromHash(tabs) ?? defaultKey ?? tabs[0]?.key);
  const section = useRef<HTMLElement>(null);

  const select = (key: string | null) => {
    if (!key) return;
    setActive(key);
    // Keep the router's history state; only the hash changes.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${key}`);
    requestAnimationFrame(() =>
      section.current?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      }),
    );
  };

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
        <Tab.Content className="lazy-tabs-content">
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
