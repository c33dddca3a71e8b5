import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';
import { paths, WIKI_TYPES, type WikiType } from '@contract/paths';
import { WIKI_SECTION_NAMES } from './wiki-section-names';
import { t } from '@/lib/i18n/translate';

/** The wiki's sections; each is a link, the current one marked. */
export function WikiNav({ active }: { active?: WikiType }) {
  return (
    <Nav variant="pills" as="nav" aria-label={t('Wiki sections')} className="wiki-nav mb-3 flex-nowrap overflow-auto">
      {WIKI_TYPES.map((type) => (
        <Nav.Item key={type}>
          <Nav.Link as={NavLink} to={paths.wikiList(type)} active={type === active} end className="text-nowrap">
            {t(WIKI_SECTION_NAMES[type])}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
