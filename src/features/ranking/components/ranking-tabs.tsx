import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router-dom';
import { t } from '@/lib/i18n/translate';

export interface RankingTab {
  key: string;
  /** Declared with msg(), translated here. */
  label: string;
  to: string;
}

/** The categories of a ranking as pills; each is a real link so it can be opened, shared and navigated back to. */
export function RankingTabs({ tabs, active, label }: { tabs: RankingTab[]; active: string; label: string }) {
  return (
    <Nav variant="pills" className="ranking-tabs mb-3 flex-nowrap overflow-auto" as="nav" aria-label={label}>
      {tabs.map((tab) => (
        <Nav.Item key={tab.key}>
          <Nav.Link as={Link} to={tab.to} active={tab.key === active} aria-current={tab.key === active ? 'page' : undefined} className="text-nowrap">
            {t(tab.label)}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
