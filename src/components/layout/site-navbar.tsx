import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavbarBrand from 'react-bootstrap/NavbarBrand';
import NavbarCollapse from 'react-bootstrap/NavbarCollapse';
import NavbarToggle from 'react-bootstrap/NavbarToggle';
import { useEffect, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PlayFill } from 'react-bootstrap-icons';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { useBootstrap } from '@/lib/bootstrap';
import { useCoins } from '@/lib/coins';
import { ThemeToggle } from './theme-toggle';
import { NavMenu, NavMenuDivider, NavMenuLink } from './nav-menu';
import { OnlineBadge } from './online-badge';
import { staffMay } from '@contract/rules/staff-permissions';
import { NavbarFrame } from './navbar-frame';
import { LanguageChoice } from './language-choice';
import { OptionalPart } from './optional-part';
import { t } from '@/lib/i18n/translate';

// The search box is its own chunk, fetched as the navbar renders: it keeps every page's
// first-load budget (scripts/check-size.ts); until it arrives an empty box of its size holds its place.
const CharacterSearchBox = lazyPart(() => import('./character-search-box').then((m) => ({ default: m.CharacterSearchBox })));

/** The site navigation: collapses behind a toggle on small screens (docs/product-rules.md#pages-and-routes navigation toggles). */
export function SiteNavbar() {
  const { userId, username, staffRole } = useBootstrap();
  const coins = useCoins();
  // On phones the menu folds away again once a link has been followed.
  const [expanded, setExpanded] = useState(false);
  const { key, pathname } = useLocation();
  const onPlay = pathname === paths.play();
  useEffect(() => setExpanded(false), [key]);
  return (
    <NavbarFrame className="site-navbar" expanded={expanded} onToggle={setExpanded}>
      <Container>
        <NavbarBrand as={Link} to={paths.home()} className="fw-bold">
          <img src="/favicon.svg" alt="" width="28" height="28" className="me-2 align-text-top" />
          Guildhall
        </NavbarBrand>
        <NavbarToggle aria-controls="site-nav" label={t('Toggle navigation')} />
        <NavbarCollapse id="site-nav">
          <Nav className="me-auto">
            {/* Play is a full page load: its document alone may run WebAssembly (CSP). It stands out by
                its icon, not by a highlight that would read as "you are here" on every page. */}
            <Nav.Link href={paths.play()} className="fw-semibold" active={onPlay} aria-current={onPlay ? 'page' : undefined}>
              <PlayFill aria-hidden="true" className="me-1 text-warning" />
              {t('Play')}
            </Nav.Link>
            <NavMenu title={t('Rankings')} id="nav-rankings">
              <NavMenuLink to={paths.rankingPlayer()}>{t('Players')}</NavMenuLink>
              <NavMenuLink to={paths.rankingGuild()}>{t('Guilds')}</NavMenuLink>
              <NavMenuLink to={paths.rankingMonster()}>{t('Monsters')}</NavMenuLink>
              <NavMenuLink to={paths.rankingGains()}>{t('Gains')}</NavMenuLink>
            </NavMenu>
            <NavMenu title={t('Wiki')} id="nav-wiki">
              <NavMenuLink to={paths.wikiList('item')}>{t('Items')}</NavMenuLink>
              <NavMenuLink to={paths.wikiList('monster')}>{t('Monsters')}</NavMenuLink>
              <NavMenuLink to={paths.wikiList('map')}>{t('Maps')}</NavMenuLink>
              <NavMenuLink to={paths.wikiList('npc')}>{t('NPCs')}</NavMenuLink>
              <NavMenuLink to={paths.wikiList('quest')}>{t('Quests')}</NavMenuLink>
              <NavMenuLink to={paths.wikiList('shop')}>{t('Shops')}</NavMenuLink>
              <NavMenuLink to={paths.wikiList('market')}>{t('Market')}</NavMenuLink>
              <NavMenuLink to={paths.wikiList('title')}>{t('Titles')}</NavMenuLink>
              <NavMenuLink to={paths.wikiList('bot')}>{t('Bots')}</NavMenuLink>
              <NavMenuLink to={paths.wikiList('redeem')}>{t('Redeem codes')}</NavMenuLink>
            </NavMenu>
            <Nav.Link as={NavLink} to={paths.bet()}>
              {t('Bets')}
            </Nav.Link>
            <Nav.Link as={NavLink} to={paths.store()}>
              {t('Store')}
            </Nav.Link>
            <Nav.Link as={NavLink} to={paths.discord()}>
              {t('Community')}
            </Nav.Link>
            <Nav.Link as={NavLink} to={paths.news()}>
              {t('News')}
            </Nav.Link>
          </Nav>
          <OptionalPart fallback={<div className="character-search character-search-placeholder me-lg-2" />}>
            <CharacterSearchBox className="me-lg-2" />
          </OptionalPart>
          <Nav className="align-items-lg-center me-lg-2">
            <OnlineBadge />
          </Nav>
          <Nav className="align-items-lg-center">
            <ThemeToggle />
            <LanguageChoice inNavbar />
            {userId ? (
              <NavMenu
                align="end"
                id="nav-account"
                title={
                  <span>
                    {username}{' '}
                    <span className="badge text-bg-warning ms-1" title={t('Coins')}>
                      {formatNumber(coins ?? 0)} ¢
                    </span>
                  </span>
                }
              >
                <NavMenuLink to={paths.character(userId)}>{t('My profile')}</NavMenuLink>
                <NavMenuLink to={paths.account()}>{t('Account')}</NavMenuLink>
                <NavMenuLink to={paths.accountWheel()}>{t('Wheel')}</NavMenuLink>
                {staffMay(staffRole, 'dashboard') && <NavMenuLink to={paths.dashboard()}>{t('Dashboard')}</NavMenuLink>}
                <NavMenuDivider />
                <NavMenuLink to={paths.logout()}>{t('Log out')}</NavMenuLink>
              </NavMenu>
            ) : (
              <>
                <Nav.Link as={NavLink} to={paths.login()}>
                  {t('Log in')}
                </Nav.Link>
                <Link to={paths.register()} className="btn btn-warning btn-sm ms-lg-2 my-2 my-lg-0">
                  {t('Register')}
                </Link>
              </>
            )}
          </Nav>
        </NavbarCollapse>
      </Container>
    </NavbarFrame>
  );
}
