import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { BookHalf, Coin as CoinIcon, GiftFill, PlayFill, TrophyFill } from 'react-bootstrap-icons';
import { paths } from '@contract/paths';
import { useBootstrap } from '@/lib/bootstrap';
import { PageHeader } from '@/components/layout/page-header';
import { HomeNews } from '../components/home-news';
import { HomeOnline } from '../components/home-online';
import { HomeRankings } from '../components/home-rankings';
import { msg, t } from '@/lib/i18n/translate';

const SECTIONS = [
  { to: paths.rankingPlayer(), Icon: TrophyFill, title: msg('Rankings'), text: msg('See who leads in level, world bosses, PvP and rebirths.') },
  { to: paths.wikiList('item'), Icon: BookHalf, title: msg('Wiki'), text: msg('Items, monsters, maps, quests, shops and the market.') },
  { to: paths.bet(), Icon: CoinIcon, title: msg('Coin flip'), text: msg('Bet coins against another player on a fair coin.') },
  { to: paths.store(), Icon: GiftFill, title: msg('Store'), text: msg('Packages for yourself or as a gift to a friend.') },
];

export default function HomePage() {
  const { userId } = useBootstrap();
  return (
    <>
      <section className="hero rounded-4 p-4 p-md-5 mb-4">
        <PageHeader title={t('Welcome to Guildhall')} subtitle={t("The home of our online role-playing game's community.")} />
        <div className="d-flex flex-wrap gap-2">
          <a className="btn btn-warning btn-lg" href={paths.play()}>
            <PlayFill aria-hidden="true" className="me-1" />
            {t('Play now')}
          </a>
          {!userId && (
            <Link className="btn btn-outline-light btn-lg" to={paths.register()}>
              {t('Create an account')}
            </Link>
          )}
        </div>
      </section>
      <HomeOnline />
      <HomeRankings />
      <HomeNews />
      <Row xs={1} md={2} lg={4} className="g-3">
        {SECTIONS.map((s) => (
          <Col key={s.title}>
            <Card className="h-100 section-card">
              <Card.Body>
                <s.Icon className="fs-2 mb-2 text-warning" aria-hidden="true" />
                <Card.Title as="h2" className="h5">
                  <Link to={s.to} className="stretched-link text-decoration-none">
                    {t(s.title)}
                  </Link>
                </Card.Title>
                <Card.Text className="text-body-secondary">{t(s.text)}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
