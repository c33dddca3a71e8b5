import type { GuildAllianceRow, GuildLogRow, GuildMemberRow } from '@contract/types/guild';
import { postTablePage } from '@/lib/table-fetchers';

// The guild page's three server-mode tables (SPEC §7): POST /api/guild/{log|member|alliance}/{id}.

export const fetchGuildLog = (id: number) => postTablePage<GuildLogRow>(`/api/guild/log/${id}`);
export const fetchGuildMembers = (id: number) => postTablePage<GuildMemberRow>(`/api/guild/member/${id}`);
export const fetchGuildAlliances = (id: number) => postTablePage<GuildAllianceRow>(`/api/guild/alliance/${id}`);

export const guildTableKey = (id: number, table: 'log' | 'members' | 'alliances') => ['guild', id, table] as const;
