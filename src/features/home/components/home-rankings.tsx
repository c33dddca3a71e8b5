import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { GuildCell, PlayerCell } from '@/components/ui/ranking-cells';
import { PositionMedal } from '@/components/ui/position-medal';
import { HOME_TOP_COUNT, homeTopGuildsQuery, homeTopPlayersQuery } from '../api/home-rankings';
import { t } from '@/lib/i18n/translate';

interface Leader {
  key: string | number;
  position: number;
  who: ReactNode;
  figure: string;
}

/** One leaderboard card: the medal places, then a link to the whole ranking. */
function Leaders({ title, rankingPath, leaders, failed }: { title: string; rankingPath: string; leaders: Leader[] | undefined; failed: boolean }) {
  return (
    <Card className="h-100 home-leaders">
      <Card.Body>
        <h2 className="h5">{title}</h2>
        {failed ? (
          <p className="text-body-secondary mb-0">{t('The ranking could not be loaded right now.')}</p>
        ) : (
          <ol className="list-unstyled mb-0 home-leader-list" aria-label={title} aria-busy={!leaders}>
            {leaders
              ? leaders.map((l) => (
                  <li key={l.key} className="d-flex align-items-center gap-2 py-1">
                    <PositionMedal position={l.position} />
                    <span className="flex-grow-1 text-truncate">{l.who}</span>
                    <span className="text-body-secondary text-nowrap small">{l.figure}</span>
                  </li>
                ))
              : Array.from({ length: HOME_TOP_COUNT }, (_, i) => (
                  <li key={i} className="py-1">
                    <Placeholder as="span" animation="glow" className="d-block">
                      <Placeholder xs={8} />
                    </Placeholder>
                  </li>
                ))}
          </ol>
        )}
      </Card.Body>
      <Card.Footer className="bg-transparent border-0 pt-0">
        <Link to={rankingPath}>{t('See the whole ranking')}</Link>
      </Card.Footer>
    </Card>
  );
}

/** The top of the main player and guild rankings on the home page ("the top of the rankings"). */
export function HomeRankings() {
  const players = useQuery(homeTopPlayersQuery());
  const guilds = useQuery(homeTopGuildsQuery());
  return (
    <Row xs={1} md={2} className="g-3 mb-4">
      <Col>
        <Leaders
          title={t('Top players')}
          rankingPath={paths.rankingPlayer()}
          failed={players.isError}
          leaders={players.data?.data.map((r) => ({
            key: r.user?.id ?? `deleted-${r.Position}`,
            position: r.Position,
            who: <PlayerCell user={r.user} />,
            figure: t('Level {level}', { level: r.Level }),
          }))}
        />
      </Col>
      <Col>
        <Leaders
          title={t('Top guilds')}
          rankingPath={paths.rankingGuild()}
          failed={guilds.isError}
          leaders={guilds.data?.data.map((r) => ({
            key: r.guild.id,
            position: r.Position,
            who: <GuildCell guild={r.guild} />,
            figure: t('Level {level}', { level: r.Level }),
          }))}
        />
      </Col>
    </Row>
  );
}
