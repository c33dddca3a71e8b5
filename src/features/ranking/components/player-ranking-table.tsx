import type { PlayerRanking } from '@contract/paths';
import { MEDAL_POSITIONS } from '@contract/rules/constants';
import { abbreviateNumber, formatKD, formatNumber } from '@contract/rules/format';
import { PLAYER_RANKING_FIGURE, RANKING_MIN_SEARCH, type PlayerRankingRow } from '@contract/types/ranking';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { playerRankingTable } from '../api/rankings';
import { PositionMedal } from '@/components/ui/position-medal';
import { LevelCell, PlayerCell } from '@/components/ui/ranking-cells';
import { msg, t } from '@/lib/i18n/translate';

type Column = ServerColumn<PlayerRankingRow>;

// The figures a category shows after the player and the level; the first is the one it ranks by
// (its column id is the server's sortable figure), abbreviated per docs/product-rules.md#constants-and-limits.
const FIGURE_COLUMNS: Record<PlayerRanking, Column[]> = {
  global: [{ id: 'Experience', header: msg('Experience'), cell: (r) => <span title={formatNumber(r.Experience)}>{abbreviateNumber(r.Experience)}</span> }],
  vip: [{ id: 'Experience', header: msg('Experience'), cell: (r) => <span title={formatNumber(r.Experience)}>{abbreviateNumber(r.Experience)}</span> }],
  noob: [{ id: 'Experience', header: msg('Experience'), cell: (r) => <span title={formatNumber(r.Experience)}>{abbreviateNumber(r.Experience)}</span> }],
  staff: [{ id: 'Experience', header: msg('Experience'), cell: (r) => <span title={formatNumber(r.Experience)}>{abbreviateNumber(r.Experience)}</span> }],
  boss: [
    {
      id: 'WorldBossDamageTotal',
      header: msg('Boss damage'),
      cell: (r) => <span title={formatNumber(r.WorldBossDamageTotal)}>{abbreviateNumber(r.WorldBossDamageTotal)}</span>,
    },
    { id: 'WorldBossMVPCount', header: msg('MVP'), cell: (r) => abbreviateNumber(r.WorldBossMVPCount) },
  ],
  pvp: [
    { id: 'KD', header: msg('K/D'), cell: (r) => formatKD(r.KD) },
    { id: 'KDDaily', header: msg('Daily K/D'), className: 'd-none d-sm-table-cell', cell: (r) => formatKD(r.KDDaily) },
  ],
  rebirth: [
    { id: 'RebirthCount', header: msg('Rebirths'), cell: (r) => abbreviateNumber(r.RebirthCount) },
    { id: 'RebirthMonthlyCount', header: msg('This month'), className: 'd-none d-sm-table-cell', cell: (r) => abbreviateNumber(r.RebirthMonthlyCount) },
  ],
};

function columnsFor(category: PlayerRanking): Column[] {
  const figure = PLAYER_RANKING_FIGURE[category];
  const columns: Column[] = [
    { id: 'Position', header: '#', sortable: true, className: 'ranking-position-cell', cell: (r) => <PositionMedal position={r.Position} /> },
    { id: 'user', header: msg('Player'), cell: (r) => <PlayerCell user={r.user} guild={r.guild} hidden={r.hidden} /> },
    // On a phone the figure the category ranks by matters more than the level: the level goes.
    { id: 'Level', header: msg('Level'), numeric: true, className: 'd-none d-sm-table-cell', cell: (r) => <LevelCell level={r.Level} max={r.LevelMax} /> },
    ...FIGURE_COLUMNS[category].map((c) => ({ ...c, numeric: true, ...(c.id === figure ? { sortable: true, firstDir: 'desc' as const } : {}) })),
  ];
  // A hidden row's figures are not shown (the server sends 0 for them).
  return columns.map((c) => (c.id === 'Position' || c.id === 'user' ? c : { ...c, cell: (r: PlayerRankingRow) => (r.hidden ? '—' : c.cell(r)) }));
}

const COLUMNS = Object.fromEntries(Object.keys(FIGURE_COLUMNS).map((c) => [c, columnsFor(c as PlayerRanking)])) as Record<PlayerRanking, Column[]>;

interface PlayerRankingTableProps {
  category: PlayerRanking;
  caption: string;
  /** A shared link's player: the table opens at their page and marks their row. */
  shared?: { id: number; position: number };
}

export function PlayerRankingTable({ category, caption, shared }: PlayerRankingTableProps) {
  const columns = COLUMNS[category];
  return (
    <ServerTable<PlayerRankingRow>
      {...playerRankingTable(category, shared?.position)}
      columns={columns}
      rowKey={(r) => r.Position}
      caption={caption}
      minSearchLength={RANKING_MIN_SEARCH}
      searchPlaceholder={t('Player name')}
      emptyText={t('Nobody is ranked here yet.')}
      rowClassName={(r) =>
        [r.Position <= MEDAL_POSITIONS && 'ranking-row-top', shared && r.user?.id === shared.id && 'ranking-row-shared'].filter(Boolean).join(' ') || undefined
      }
    />
  );
}
