import type { GuildAllianceRow, GuildLogRow, GuildMemberRow } from '@contract/types/guild';
import { postTablePage } from '@/lib/table-fetchers';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// The guild page's three server-mode tables (docs/product-rules.md#http-contract): POST /api/guild/{log|member|alliance}/{id}.

export const fetchGuildLog = (id: number) => postTablePage<GuildLogRow>(endpoints.guildTable('log', id));
export const fetchGuildMembers = (id: number) => postTablePage<GuildMemberRow>(endpoints.guildTable('member', id));
export const fetchGuildAlliances = (id: number) => postTablePage<GuildAllianceRow>(endpoints.guildTable('alliance', id));

export const guildTableKey = queryKeys.guild.table;
