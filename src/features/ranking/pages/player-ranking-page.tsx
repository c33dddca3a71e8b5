import Alert from 'react-bootstrap/Alert';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PLAYER_RANKINGS, type PlayerRanking } from '@contract/paths';
import { PageLoading } from '@/components/layout/page-loading';
import { rankingPositionQuery } from '../api/rankings';
import { PlayerRankingTable } from '../components/player-ranking-table';
import { pickCategory, PLAYER_RANKING_INFO, playerTabs } from '../components/ranking-categories';
import { RankingLayout } from '../components/ranking-layout';
import { t } from '@/lib/i18n/translate';

/** The `player` of a shared ranking link (`?player=<id>`), when it is an id. */
const sharedPlayer = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** /ranking/player?category=global|boss|pvp|vip|noob|staff|rebirth[&player=<id>] */
export default function PlayerRankingPage() {
  const [params] = useSearchParams();
  const category = pickCategory(params.get('category'), PLAYER_RANKINGS);
  const player = sharedPlayer(params.get('player'));
  const info = PLAYER_RANKING_INFO[category];
  const title = t(info.title);
  return (
    <RankingLayout kind="player" title={title} about={t(info.about)} tabs={playerTabs} active={category}>
      {player ? (
        <SharedPosition key={`${category}-${player}`} category={category} player={player} caption={title} />
      ) : (
        <PlayerRankingTable category={category} caption={title} />
      )}
    </RankingLayout>
  );
}

/** A shared link to a player's position: the table opens at their page, their row marked. */
function SharedPosition({ category, player, caption }: { category: PlayerRanking; player: number; caption: string }) {
  const position = useQuery(rankingPositionQuery(category, player));
  if (position.isPending) return <PageLoading label={t('Finding the player’s position…')} />;
  const at = position.data?.Position ?? null;
  return (
    <>
      {at === null && (
        <Alert variant="info" className="py-2">
          {t('This player is not in this ranking (not ranked here, or hidden from the rankings): it opens at the top.')}
        </Alert>
      )}
      <PlayerRankingTable category={category} caption={caption} shared={at === null ? undefined : { id: player, position: at }} />
    </>
  );
}
