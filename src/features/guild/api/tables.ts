import type { GuildAllianceRow, GuildLogRow, GuildMemberRow } from '@contract/types/guild';
import { GUILD_TABLE_PAGE_LENGTH } from '@contract/rules/constants';
import { postTablePage, type TableSource } from '@/lib/table-fetchers';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// The guild page's three server-mode tables (docs/product-rules.md#http-contract): POST /api/guild/{log|member|alliance}/{id}.

const guildTableKey = queryKeys.guild.table;

/** The guild's tables: where they read and how they open (the table, and the page's loader for the log, the tab it opens at). */
export const guildLogTable = (id: number): TableSource<GuildLogRow> => ({
  id: `guild-${id}-log`,
  queryKey: guildTableKey(id, 'log'),
  fetchPage: postTablePage(endpoints.guildTable('log', id)),
  defaultSort: { column: 'Date', dir: 'desc' },
  defaultLength: GUILD_TABLE_PAGE_LENGTH,
});

export const guildMembersTable = (id: number): TableSource<GuildMemberRow> => ({
  id: `guild-${id}-members`,
  queryKey: guildTableKey(id, 'members'),
  fetchPage: postTablePage(endpoints.guildTable('member', id)),
  defaultSort: { column: 'Name', dir: 'asc' },
  defaultLength: GUILD_TABLE_PAGE_LENGTH,
});

export const guildAlliancesTable = (id: number): TableSource<GuildAllianceRow> => ({
  id: `guild-${id}-alliances`,
  queryKey: guildTableKey(id, 'alliances'),
  fetchPage: postTablePage(endpoints.guildTable('alliance', id)),
  defaultSort: { column: 'Date', dir: 'desc' },
  defaultLength: GUILD_TABLE_PAGE_LENGTH,
});
