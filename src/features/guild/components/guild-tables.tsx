import type { GuildAllianceRow, GuildLogRow, GuildMemberRow } from '@contract/types/guild';
import { paths } from '@contract/paths';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { PlayerName } from '@/components/ui/player-name';
import { PlayerCell } from '@/components/ui/player-cell';
import { TintedText } from '@/components/ui/tinted-text';
import { msg, t } from '@/lib/i18n/translate';
import { guildAlliancesTable, guildLogTable, guildMembersTable } from '../api/tables';

// Guild tables show 10 rows a page (docs/product-rules.md#constants-and-limits).

const logColumns: ServerColumn<GuildLogRow>[] = [
  {
    id: 'Date',
    header: msg('Date'),
    sortable: true,
    firstDir: 'desc',
    className: 'text-nowrap',
    cell: (r) => <DateText iso={r.Date} withTime />,
  },
  {
    id: 'user',
    header: msg('Player'),
    sortable: true,
    cell: (r) => (r.user ? <PlayerName user={r.user} /> : <span className="text-body-secondary">{t('A former member')}</span>),
  },
  { id: 'Details', header: msg('Details'), sortable: true, cell: (r) => r.Details },
];

export function GuildLogTable({ guildId }: { guildId: number }) {
  return (
    <ServerTable<GuildLogRow>
      {...guildLogTable(guildId)}
      columns={logColumns}
      rowKey={(r) => r.id}
      caption={t('Guild log')}
      searchPlaceholder={t('Player or event')}
      emptyText={t('The log is empty.')}
    />
  );
}

const memberColumns: ServerColumn<GuildMemberRow>[] = [
  {
    id: 'user',
    header: msg('Member'),
    sortable: true,
    cell: (r) => <PlayerCell user={r.user} />,
  },
  { id: 'Name', header: msg('Rank'), sortable: true, cell: (r) => r.Name },
  {
    id: 'Level',
    header: msg('Level'),
    sortable: true,
    firstDir: 'desc',
    numeric: true,
    cell: (r) => r.Level,
  },
  {
    id: 'DateJoined',
    header: msg('Joined'),
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
      caption={t('Guild members')}
      searchPlaceholder={t('Name or rank')}
      emptyText={t('No members.')}
    />
  );
}

const allianceColumns: ServerColumn<GuildAllianceRow>[] = [
  {
    id: 'guild',
    header: msg('Guild'),
    sortable: true,
    cell: (r) => (
      <TintedText color={r.guild.Color} to={paths.guild(r.guild.id)}>
        {r.guild.Name}
      </TintedText>
    ),
  },
  {
    id: 'Date',
    header: msg('Allied since'),
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
      caption={t('Alliances')}
      searchPlaceholder={t('Guild name')}
      emptyText={t('No alliances yet.')}
    />
  );
}
