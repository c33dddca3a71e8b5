import { useSearchParams } from 'react-router-dom';
import { GUILD_RANKINGS } from '@contract/paths';
import { GuildRankingTable } from '../components/guild-ranking-table';
import { GUILD_RANKING_INFO, guildTabs, pickCategory } from '../components/ranking-categories';
import { RankingLayout } from '../components/ranking-layout';

/** /ranking/guild?category=global|war|raid */
export default function GuildRankingPage() {
  const [params] = useSearchParams();
  const category = pickCategory(params.get('category'), GUILD_RANKINGS);
  const info = GUILD_RANKING_INFO[category];
  const title = `${info.label} guild ranking`;
  return (
    <RankingLayout kind="guild" title={title} about={info.about} tabs={guildTabs} active={category}>
      <GuildRankingTable category={category} caption={title} />
    </RankingLayout>
  );
}
