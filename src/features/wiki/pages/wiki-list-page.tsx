import { Navigate, useParams } from 'react-router-dom';
import { paths, WIKI_TYPES, type WikiType } from '@contract/paths';
import { WIKI_TYPE_TITLES, type WikiListRows } from '@contract/types/wiki';
import { PageHeader } from '@/components/layout/page-header';
import { NotFound } from '@/components/layout/not-found';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import type { TableSource } from '@/lib/table-fetchers';
import { wikiListTable } from '../api/wiki';
import { WIKI_LISTS } from '../components/wiki-columns';
import { WikiNav } from '../components/wiki-nav';
import '../wiki.css';

const ABOUT: Record<WikiType, string> = {
  item: 'Every item of the game: rarity, type and how many exist.',
  map: 'Where to go, and the level it takes.',
  market: 'Listings of the player market: what sells, for how much, by whom.',
  monster: 'Monsters by level, with race, element and how often they fall.',
  npc: 'The people of the world: quest givers, merchants, trainers.',
  quest: 'Quests and their rewards.',
  shop: 'Shops and their keepers.',
  bot: 'Bots shared by players.',
  title: 'Titles players can wear, and what they grant.',
  redeem: 'Redeem codes, what they give and how many are left.',
};

type AnyRow = WikiListRows[WikiType];

/** /wiki/{type}: a server-mode table per wiki type (docs/product-rules.md#pages-and-routes, docs/product-rules.md#http-contract). */
export default function WikiListPage() {
  const { type = '' } = useParams();
  // Enhancements are listed with the market listings that carry them (the server answers the same with a 301).
  if (type === 'enhancement') return <Navigate to={paths.wikiList('market')} replace />;
  if (!WIKI_TYPES.includes(type as WikiType)) return <NotFound what="wiki section" />;
  const wikiType = type as WikiType;
  const setup = WIKI_LISTS[wikiType];
  const title = WIKI_TYPE_TITLES[wikiType];
  return (
    <section>
      <PageHeader title={title} subtitle={ABOUT[wikiType]} />
      <WikiNav active={wikiType} />
      <div className="card bg-body shadow-sm">
        <div className="card-body">
          <ServerTable<AnyRow>
            {...(wikiListTable(wikiType) as TableSource<AnyRow>)}
            columns={setup.columns as ServerColumn<AnyRow>[]}
            rowKey={(r) => r.id}
            caption={`${title} of the wiki`}
            searchPlaceholder={setup.search}
            minSearchLength={setup.minSearch}
            emptyText={setup.empty}
          />
        </div>
      </div>
    </section>
  );
}
