import { MonsterRankingTable } from '../components/monster-ranking-table';
import { RankingLayout } from '../components/ranking-layout';
import { t } from '@/lib/i18n/translate';

/** /ranking/monster: monsters by how often they were defeated. */
export default function MonsterRankingPage() {
  return (
    <RankingLayout kind="monster" title={t('Monster ranking')} about={t('Monsters by how many times players defeated them.')}>
      <MonsterRankingTable caption={t('Monster ranking')} />
    </RankingLayout>
  );
}
