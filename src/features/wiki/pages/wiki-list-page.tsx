import { Navigate, useParams } from 'react-router-dom';
import { paths, WIKI_TYPES, type WikiType } from '@contract/paths';
import type { WikiListRows } from '@contract/types/wiki';
import { PageHeader } from '@/components/layout/page-header';
import { NotFound } from '@/components/layout/not-found';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import type { TableSource } from '@/lib/table-fetchers';
import { wikiListTable } from '../api/wiki';
import { WIKI_LISTS } from '../components/wiki-columns';
import { WikiNav } from '../components/wiki-nav';
import { WIKI_SECTION_NAMES } from '../components/wiki-section-names';
import '../wiki.css';
import { msg, t } from '@/lib/i18n/translate';

// Translated where shown.
const ABOUT: Record<WikiType, string> = {
  item: msg('Every item of the game: rarity, type and how many exist.'),
  map: msg('Where to go, and the level it takes.'),
  market: msg('Listings of the player market: what sells, for how much, by whom.'),
  monster: msg('Monsters by level, with race, element and how often they fall.'),
  npc: msg('The people of the world: quest givers, merchants, trainers.'),
  quest: msg('Quests and their rewards.'),
  shop: msg('Shops and their keepers.'),
  bot: msg('Bots shared by players.'),
  title: msg('Titles players can wear, and what they grant.'),
  redeem: msg('Redeem codes, what they give and how many are left.'),
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
  const title = t(WIKI_SECTION_NAMES[wikiType]);
  return (
    <section>
      <PageHeader title={title} subtitle={t(ABOUT[wikiType])} />
      <WikiNav active={wikiType} />
      <div className="card bg-body shadow-sm">
        <div className="card-body">
          <ServerTable<AnyRow>
            {...(wikiListTable(wikiType) as TableSource<AnyRow>)}
            columns={setup.columns as ServerColumn<AnyRow>[]}
            rowKey={(r) => r.id}
            caption={t('{section} of the wiki', { section: title })}
            searchPlaceholder={t(setup.search)}
            minSearchLength={setup.minSearch}
            emptyText={t(setup.empty)}
          />
        </div>
      </div>
    </section>
  );
}
