import type { GuildAllianceRow, GuildLogRow, GuildMemberRow } from '@contract/types/guild';
import { paths } from '@contract/paths';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { PlayerName } from '@/components/ui/player-name';
import { PlayerCell } from '@/components/ui/player-cell';
import { TintedText } from '@/components/ui/tinted-text';
import { guildAlliancesTable, guildLogTable, guildMembersTable } from '../api/tables';

// Guild tables show 10 rows a page (docs/product-rules.md#constants-and-limits).

const logColumns: ServerColumn<GuildLogRow>[] = [
  {
    id: 'Date',
    header: 'Date',
    sortable: true,
    firstDir: 'desc',
    className: 'text-nowrap',
    cell: (r) => <DateText iso={r.Date} withTime />,
  },
  {
    id: 'user',
    header: 'Player',
    sortable: true,
    cell: (r) => (r.user ? <PlayerName user={r.user} /> : <span className="text-body-secondary">A former member</span>),
  },
  { id: 'Details', header: 'Details', sortable: true, cell: (r) => r.Details },
];

export function GuildLogTable({ guildId }: { guildId: number }) {
  return (
    <ServerTable<GuildLogRow>
      {...guildLogTable(guildId)}
      columns={logColumns}
      rowKey={(r) => r.id}
      caption="Guild log"
      searchPlaceholder="Player or event"
      emptyText="The log is empty."
    />
  );
}

const memberColumns: ServerColumn<GuildMemberRow>[] = [
  {
    id: 'user',
    header: 'Member',
    sortable: true,
    cell: (r) => <PlayerCell user={r.user} />,
  },
  { id: 'Name', header: 'Rank', sortable: true, cell: (r) => r.Name },
  {
    id: 'Level',
    header: 'Level',
    sortable: true,
    firstDir: 'desc',
    numeric: true,
    cell: (r) => r.Level,
  },
  {
    id: 'DateJoined',
    header: 'Joined',
    sortable: true,
    firstDir: 'desc',
    className: 'd-none d-md-table-cell text-nowrap',
    cell: (r) => <DateText iso={r.DateJoined} />,
  },
];

export function GuildMembersTable({ guildId }: { guildId: number }) {
  return (
    <ServerTable<GuildMemberRow>
      {...guildMembersTable(guildId)}
      columns={memberColumns}
      rowKey={(r) => r.user.id}
      caption="Guild members"
      searchPlaceholder="Name or rank"
      emptyText="No members."
    />
  );
}

const allianceColumns: ServerColumn<GuildAllianceRow>[] = [
  {
    id: 'guild',
    header: 'Guild',
    sortable: true,
    cell: (r) => (
      <TintedText color={r.guild.Color} to={paths.guild(r.guild.id)}>
        {r.guild.Name}
      </TintedText>
    ),
  },
  {
    id: 'Date',
    header: 'Allied since',
    sortable: true,
    firstDir: 'desc',
    className: 'text-nowrap',
    cell: (r) => <DateText iso={r.Date} />,
  },
];

export function GuildAlliancesTable({ guildId }: { guildId: number }) {
  return (
    <ServerTable<GuildAllianceRow>
      {...guildAlliancesTable(guildId)}
      columns={allianceColumns}
      rowKey={(r) => r.guild.id}
      caption="Alliances"
      searchPlaceholder="Guild name"
      emptyText="No alliances yet."
    />
  );
}
