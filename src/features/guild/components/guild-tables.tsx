import type { GuildAllianceRow, GuildLogRow, GuildMemberRow } from '@contract/types/guild';
import { paths } from '@contract/paths';
import { GUILD_TABLE_PAGE_LENGTH } from '@contract/rules/constants';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { PlayerName } from '@/components/ui/player-name';
import { PlayerCell } from '@/components/ui/player-cell';
import { TintedText } from '@/components/ui/tinted-text';
import { fetchGuildAlliances, fetchGuildLog, fetchGuildMembers, guildTableKey } from '../api/tables';

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
      id={`guild-${guildId}-log`}
      queryKey={guildTableKey(guildId, 'log')}
      fetchPage={fetchGuildLog(guildId)}
      columns={logColumns}
      rowKey={(r) => r.id}
      caption="Guild log"
      defaultSort={{ column: 'Date', dir: 'desc' }}
      defaultLength={GUILD_TABLE_PAGE_LENGTH}
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
      id={`guild-${guildId}-members`}
      queryKey={guildTableKey(guildId, 'members')}
      fetchPage={fetchGuildMembers(guildId)}
      columns={memberColumns}
      rowKey={(r) => r.user.id}
      caption="Guild members"
      defaultSort={{ column: 'Name', dir: 'asc' }}
      defaultLength={GUILD_TABLE_PAGE_LENGTH}
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
      id={`guild-${guildId}-alliances`}
      queryKey={guildTableKey(guildId, 'alliances')}
      fetchPage={fetchGuildAlliances(guildId)}
      columns={allianceColumns}
      rowKey={(r) => r.guild.id}
      caption="Alliances"
      defaultSort={{ column: 'Date', dir: 'desc' }}
      defaultLength={GUILD_TABLE_PAGE_LENGTH}
      searchPlaceholder="Guild name"
      emptyText="No alliances yet."
    />
  );
}
