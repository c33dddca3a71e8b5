import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { useBootstrap } from '@/app/bootstrap-context';
import { ThemeToggle } from './theme-toggle';

/** The site navigation: collapses behind a toggle on small screens (SPEC §2 navigation toggles). */
export function SiteNavbar() {
  const { userId, username, coins, role } = useBootstrap();
  return (
    <Navbar expand="lg" className="site-navbar" data-bs-theme="dark" collapseOnSelect sticky="top">
      <Container>
        <Navbar.Brand as={Link} to={paths.home()} className="fw-bold">
          <img src="/favicon.svg" alt="" width="28" height="28" className="me-2 align-text-top" />
          Guildhall
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav" />
        <Navbar.Collapse id="site-nav">
          <Nav className="me-auto">
            {/* Play is a full page load: its document alone may run WebAssembly (CSP). */}
            <Nav.Link href={paths.play()} className="fw-semibold text-warning">
              Play
            </Nav.Link>
            <NavDropdown title="Rankings" id="nav-rankings">
              <NavDropdown.Item as={Link} to={paths.rankingPlayer()}>Players</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.rankingGuild()}>Guilds</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.rankingMonster()}>Monsters</NavDropdown.Item>
            </NavDropdown>
            <NavDropdown title="Wiki" id="nav-wiki">
              <NavDropdown.Item as={Link} to={paths.wikiList('item')}>Items</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.wikiList('monster')}>Monsters</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.wikiList('map')}>Maps</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.wikiList('npc')}>NPCs</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.wikiList('quest')}>Quests</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.wikiList('shop')}>Shops</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.wikiList('market')}>Market</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.wikiList('title')}>Titles</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.wikiList('bot')}>Bots</NavDropdown.Item>
              <NavDropdown.Item as={Link} to={paths.wikiList('redeem')}>Redeem codes</NavDropdown.Item>
            </NavDropdown>
            <Nav.Link as={NavLink} to={paths.bet()}>Bets</Nav.Link>
            <Nav.Link as={NavLink} to={paths.store()}>Store</Nav.Link>
            <Nav.Link as={NavLink} to={paths.discord()}>Community</Nav.Link>
          </Nav>
          <Nav className="align-items-lg-center">
            <ThemeToggle />
            {userId ? (
              <NavDropdown
                align="end"
                id="nav-account"
                title={
                  <span>
                    {username} <span className="badge text-bg-warning ms-1" title="Coins">{formatNumber(coins ?? 0)} ¢</span>
                  </span>
                }
              >
                <NavDropdown.Item as={Link} to={paths.character(userId)}>My profile</NavDropdown.Item>
                <NavDropdown.Item as={Link} to={paths.account()}>Account</NavDropdown.Item>
                <NavDropdown.Item as={Link} to={paths.accountWheel()}>Wheel</NavDropdown.Item>
                {role === 'staff' && (
                  <NavDropdown.Item as={Link} to={paths.dashboard()}>Dashboard</NavDropdown.Item>
                )}
                <NavDropdown.Divider />
                <NavDropdown.Item as={Link} to={paths.logout()}>Log out</NavDropdown.Item>
              </NavDropdown>
            ) : (
              <>
                <Nav.Link as={NavLink} to={paths.login()}>Log in</Nav.Link>
                <Link to={paths.register()} className="btn btn-warning btn-sm ms-lg-2 my-2 my-lg-0">
                  Register
                </Link>
              </>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
