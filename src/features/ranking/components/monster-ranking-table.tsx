import { paths } from '@contract/paths';
import { MEDAL_POSITIONS } from '@contract/rules/constants';
import { abbreviateNumber, formatNumber } from '@contract/rules/format';
import { MONSTER_RANKING_FIGURE, RANKING_MIN_SEARCH, type MonsterRankingRow } from '@contract/types/ranking';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { TintedText } from '@/components/ui/tinted-text';
import { monsterRankingTable } from '../api/rankings';
import { PositionMedal } from '@/components/ui/position-medal';
import { msg, t } from '@/lib/i18n/translate';

const COLUMNS: ServerColumn<MonsterRankingRow>[] = [
  { id: 'Position', header: '#', sortable: true, className: 'ranking-position-cell', cell: (r) => <PositionMedal position={r.Position} /> },
  {
    id: 'monster',
    header: msg('Monster'),
    cell: (r) => (
      <span>
        <TintedText color={r.monster.entity_category_color} to={paths.wikiDetail('monster', r.monster.id)}>
          {r.monster.Name}
        </TintedText>
        <span className="ranking-entity-sub text-body-secondary">{r.monster.Category}</span>
      </span>
    ),
  },
  { id: 'Level', header: msg('Level'), numeric: true, cell: (r) => formatNumber(r.Level) },
  {
    id: MONSTER_RANKING_FIGURE,
    header: msg('Kills'),
    numeric: true,
    sortable: true,
    firstDir: 'desc',
    cell: (r) => <span title={formatNumber(r.KD)}>{abbreviateNumber(r.KD)}</span>,
  },
];

export function MonsterRankingTable({ caption }: { caption: string }) {
  const columns = COLUMNS;
  return (
    <ServerTable<MonsterRankingRow>
      {...monsterRankingTable}
      columns={columns}
      rowKey={(r) => r.Position}
      caption={caption}
      minSearchLength={RANKING_MIN_SEARCH}
      searchPlaceholder={t('Monster name')}
      emptyText={t('No monster is ranked yet.')}
      rowClassName={(r) => (r.Position <= MEDAL_POSITIONS ? 'ranking-row-top' : undefined)}
    />
  );
}
