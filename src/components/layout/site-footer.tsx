import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { t } from '@/lib/i18n/translate';
import { LanguageChoice } from './language-choice';

export function SiteFooter() {
  return (
    <footer className="site-footer mt-auto py-4 border-top">
      <Container className="d-flex flex-column flex-md-row gap-2 justify-content-between small text-body-secondary">
        <span>{t('© {year} Guildhall. A fan community for our game.', { year: String(new Date().getFullYear()) })}</span>
        <nav aria-label={t('Footer')} className="d-flex gap-3 flex-wrap">
          <Link to={paths.helpContact()}>{t('Contact')}</Link>
          <Link to={paths.discord()}>{t('Community chat')}</Link>
          <Link to={paths.rankingPlayer()}>{t('Rankings')}</Link>
          <Link to={paths.wikiList('item')}>{t('Wiki')}</Link>
        </nav>
        <LanguageChoice />
      </Container>
    </footer>
  );
}
