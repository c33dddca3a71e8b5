import type { GuildAllianceRow, GuildLogRow, GuildMemberRow } from '@contract/types/guild';
import { paths } from '@contract/paths';
import { GUILD_TABLE_PAGE_LENGTH } from '@contract/rules/constants';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { PlayerName } from '@/components/ui/player-name';
import { PlayerCell } from '@/components/ui/player-cell';
import { TintedText } from '@/components/ui/tinted-text';
import { fetchGuildAlliances, fetchGuildLog, fetchGuildMembers, guildTableKey } from '../api/tables';
import { useMemo } from 'react';
import { t } from '@/lib/i18n/translate';

// Guild tables show 10 rows a page (docs/product-rules.md#constants-and-limits). Their columns are
// built while rendering, so the titles are in the page's language.

const logColumns = (): ServerColumn<GuildLogRow>[] => [
  {
    id: 'Date',
    header: t('Date'),
    sortable: true,
    firstDir: 'desc',
    className: 'text-nowrap',
    cell: (r) => <DateText iso={r.Date} withTime />,
  },
  {
    id: 'user',
    header: t('Player'),
    sortable: true,
    cell: (r) => (r.user ? <PlayerName user={r.user} /> : <span className="text-body-secondary">{t('A former member')}</span>),
  },
  { id: 'Details', header: t('Details'), sortable: true, cell: (r) => r.Details },
];

export function GuildLogTable({ guildId }: { guildId: number }) {
  const columns = useMemo(logColumns, []);
  return (
    <ServerTable<GuildLogRow>
      id={`guild-${guildId}-log`}
      queryKey={guildTableKey(guildId, 'log')}
      fetchPage={fetchGuildLog(guildId)}
      columns={columns}
      rowKey={(r) => r.id}
      caption={t('Guild log')}
      defaultSort={{ column: 'Date', dir: 'desc' }}
      defaultLength={GUILD_TABLE_PAGE_LENGTH}
      searchPlaceholder={t('Player or event')}
      emptyText={t('The log is empty.')}
    />
  );
}

const memberColumns = (): ServerColumn<GuildMemberRow>[] => [
  {
    id: 'user',
    header: t('Member'),
    sortable: true,
    cell: (r) => <PlayerCell user={r.user} />,
  },
  { id: 'Name', header: t('Rank'), sortable: true, cell: (r) => r.Name },
  {
    id: 'Level',
    header: t('Level'),
    sortable: true,
    firstDir: 'desc',
    numeric: true,
    cell: (r) => r.Level,
  },
  {
    id: 'DateJoined',
    header: t('Joined'),
    sortable: true,
    firstDir: 'desc',
    className: 'd-none d-md-table-cell text-nowrap',
    cell: (r) => <DateText iso={r.DateJoined} />,
  },
];

export function GuildMembersTable({ guildId }: { guildId: number }) {
  const columns = useMemo(memberColumns, []);
  return (
    <ServerTable<GuildMemberRow>
      id={`guild-${guildId}-members`}
      queryKey={guildTableKey(guildId, 'members')}
      fetchPage={fetchGuildMembers(guildId)}
      columns={columns}
      rowKey={(r) => r.user.id}
      caption={t('Guild members')}
      defaultSort={{ column: 'Name', dir: 'asc' }}
      defaultLength={GUILD_TABLE_PAGE_LENGTH}
      searchPlaceholder={t('Name or rank')}
      emptyText={t('No members.')}
    />
  );
}

const allianceColumns = (): ServerColumn<GuildAllianceRow>[] => [
  {
    id: 'guild',
    header: t('Guild'),
    sortable: true,
    cell: (r) => (
      <TintedText color={r.guild.Color} to={paths.guild(r.guild.id)}>
        {r.guild.Name}
      </TintedText>
    ),
  },
  {
    id: 'Date',
    header: t('Allied since'),
    sortable: true,
    firstDir: 'desc',
    className: 'text-nowrap',
    cell: (r) => <DateText iso={r.Date} />,
  },
];

export function GuildAlliancesTable({ guildId }: { guildId: number }) {
  const columns = useMemo(allianceColumns, []);
  return (
    <ServerTable<GuildAllianceRow>
      id={`guild-${guildId}-alliances`}
      queryKey={guildTableKey(guildId, 'alliances')}
      fetchPage={fetchGuildAlliances(guildId)}
      columns={columns}
      rowKey={(r) => r.guild.id}
      caption={t('Alliances')}
      defaultSort={{ column: 'Date', dir: 'desc' }}
      defaultLength={GUILD_TABLE_PAGE_LENGTH}
      searchPlaceholder={t('Guild name')}
      emptyText={t('No alliances yet.')}
    />
  );
}
