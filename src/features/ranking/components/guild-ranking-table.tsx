import type { GuildRanking } from '@contract/paths';
import { MEDAL_POSITIONS } from '@contract/rules/constants';
import { abbreviateNumber, formatKD, formatNumber } from '@contract/rules/format';
import { GUILD_RANKING_FIGURE, RANKING_MIN_SEARCH, type GuildRankingRow } from '@contract/types/ranking';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { PlayerName } from '@/components/ui/player-name';
import { guildRankingTable } from '../api/rankings';
import { PositionMedal } from '@/components/ui/position-medal';
import { formatPercent, GuildCell } from '@/components/ui/ranking-cells';
import { msg, t } from '@/lib/i18n/translate';

type Column = ServerColumn<GuildRankingRow>;

const FIGURES: Column[] = [
  { id: 'Level', header: msg('Level'), cell: (r) => formatNumber(r.Level) },
  { id: 'WL', header: msg('War wins'), cell: (r) => formatPercent(r.WL) },
  { id: 'RW', header: msg('Raid wins'), cell: (r) => formatPercent(r.RW) },
  { id: 'KD', header: msg('K/D'), className: 'd-none d-md-table-cell', cell: (r) => formatKD(r.KD) },
];

function columnsFor(category: GuildRanking): Column[] {
  const figure = GUILD_RANKING_FIGURE[category];
  // The ranked figure comes first after the guild, and is the one sortable figure.
  const ordered = [...FIGURES.filter((c) => c.id === figure), ...FIGURES.filter((c) => c.id !== figure)];
  return [
    { id: 'Position', header: '#', sortable: true, className: 'ranking-position-cell', cell: (r) => <PositionMedal position={r.Position} /> },
    { id: 'guild', header: msg('Guild'), cell: (r) => <GuildCell guild={r.guild} /> },
    {
      id: 'owner',
      header: msg('Leader'),
      className: 'd-none d-lg-table-cell',
      cell: (r) => (r.owner ? <PlayerName user={r.owner} /> : <span className="text-body-secondary">—</span>),
    },
    { id: 'Members', header: msg('Members'), numeric: true, className: 'd-none d-sm-table-cell', cell: (r) => abbreviateNumber(r.Members) },
    ...ordered.map((c) => ({ ...c, numeric: true, ...(c.id === figure ? { sortable: true, firstDir: 'desc' as const, className: undefined } : {}) })),
  ];
}

const COLUMNS: Record<GuildRanking, Column[]> = { global: columnsFor('global'), war: columnsFor('war'), raid: columnsFor('raid') };

export function GuildRankingTable({ category, caption }: { category: GuildRanking; caption: string }) {
  const columns = COLUMNS[category];
  return (
    <ServerTable<GuildRankingRow>
      {...guildRankingTable(category)}
      columns={columns}
      rowKey={(r) => r.Position}
      caption={caption}
      minSearchLength={RANKING_MIN_SEARCH}
      searchPlaceholder={t('Guild name')}
      emptyText={t('No guild is ranked yet.')}
      rowClassName={(r) => (r.Position <= MEDAL_POSITIONS ? 'ranking-row-top' : undefined)}
    />
  );
}
