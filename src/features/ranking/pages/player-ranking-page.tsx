import { useSearchParams } from 'react-router-dom';
import { PLAYER_RANKINGS } from '@contract/paths';
import { PlayerRankingTable } from '../components/player-ranking-table';
import { pickCategory, PLAYER_RANKING_INFO, playerTabs } from '../components/ranking-categories';
import { RankingLayout } from '../components/ranking-layout';

/** /ranking/player?category=global|boss|pvp|vip|noob|staff|rebirth */
export default function PlayerRankingPage() {
  const [params] = useSearchParams();
  const category = pickCategory(params.get('category'), PLAYER_RANKINGS);
  const info = PLAYER_RANKING_INFO[category];
  const title = `${info.label} player ranking`;
  return (
    <RankingLayout kind="player" title={title} about={info.about} tabs={playerTabs} active={category}>
      <PlayerRankingTable category={category} caption={title} />
    </RankingLayout>
  );
}
