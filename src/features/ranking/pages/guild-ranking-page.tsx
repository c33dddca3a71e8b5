import { useSearchParams } from 'react-router-dom';
import { GUILD_RANKINGS } from '@contract/paths';
import { GuildRankingTable } from '../components/guild-ranking-table';
import { GUILD_RANKING_INFO, guildTabs, pickCategory } from '../components/ranking-categories';
import { RankingLayout } from '../components/ranking-layout';
import { t } from '@/lib/i18n/translate';

/** /ranking/guild?category=global|war|raid */
export default function GuildRankingPage() {
  const [params] = useSearchParams();
  const category = pickCategory(params.get('category'), GUILD_RANKINGS);
  const info = GUILD_RANKING_INFO[category];
  const title = t(info.title);
  return (
    <RankingLayout kind="guild" title={title} about={t(info.about)} tabs={guildTabs} active={category}>
      <GuildRankingTable category={category} caption={title} />
    </RankingLayout>
  );
}
