import { MonsterRankingTable } from '../components/monster-ranking-table';
import { RankingLayout } from '../components/ranking-layout';

/** /ranking/monster: monsters by how often they were defeated. */
export default function MonsterRankingPage() {
  return (
    <RankingLayout kind="monster" title="Monster ranking" about="Monsters by how many times players defeated them.">
      <MonsterRankingTable caption="Monster ranking" />
    </RankingLayout>
  );
}
