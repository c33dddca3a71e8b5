import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';

export function SiteFooter() {
  return (
    <footer className="site-footer mt-auto py-4 border-top">
      <Container className="d-flex flex-column flex-md-row gap-2 justify-content-between small text-body-secondary">
        <span>© {new Date().getFullYear()} Guildhall. A fan community for our game.</span>
        <nav aria-label="Footer" className="d-flex gap-3 flex-wrap">
          <Link to={paths.helpContact()}>Contact</Link>
          <Link to={paths.discord()}>Community chat</Link>
          <Link to={paths.rankingPlayer()}>Rankings</Link>
          <Link to={paths.wikiList('item')}>Wiki</Link>
        </nav>
      </Container>
    </footer>
  );
}
