import type { BetFindAnswer, BetListAnswer } from './types/bets';
import type { CharacterProfile, FriendRow, InventoryEntry, InventoryStorage } from './types/character';
import { dataTablesParams, type DataTablesAnswer } from './types/datatables';
import type { ErrorCode } from './types/entities';
import type { GuildAllianceRow, GuildLogRow, GuildMemberRow, GuildProfile } from './types/guild';
import type { GuildRankingRow, MonsterRankingRow, PlayerRankingRow } from './types/ranking';
import type { StoreAnswer } from './types/store';
import type { WikiDetails, WikiListRows } from './types/wiki';
import type { GuildRanking, PlayerRanking } from './paths';

// A small typed client of Guildhall's public read API (issue 13 part 5), for community tools:
// Discord bots, trackers, spreadsheets. It uses the platform's fetch (Node 18+, browsers) and the
// contract's own types, so a tool compiles against the same answers the site's pages read.
//
//   const api = guildhallClient('https://guildhall.example');
//   const character = await api.character(1);
//   const top = await api.ranking('player/global', { length: 10 });
//   console.log(character.Username, top.data.map((row) => row.user?.Username));

/** A table page request (DataTables server-side protocol); every part is optional. */
export interface TableQuery {
  start?: number;
  length?: number;
  search?: string;
  /** Column name to sort by, and its direction; the table's own order when absent. */
  sort?: { column: string; dir: 'asc' | 'desc' };
}

export type RankingName = `player/${PlayerRanking}` | `guild/${GuildRanking}` | 'monster';

type RankingRow<R extends RankingName> = R extends 'monster' ? MonsterRankingRow : R extends `guild/${string}` ? GuildRankingRow : PlayerRankingRow;

/** A refusal of the API: the HTTP status, the stable `code` and the messages for people. */
export class GuildhallError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | undefined,
    readonly messages: string[],
  ) {
    super(messages.join(' ') || `HTTP ${status}`);
    this.name = 'GuildhallError';
  }
}

/** The query of a table request, as DataTables sends it (the contract's own flattening). */
function tableQuery(table: TableQuery = {}): URLSearchParams {
  const request = { draw: 1, start: table.start ?? 0, length: table.length ?? 25, search: table.search ?? '', order: table.sort ? [table.sort] : [] };
  return new URLSearchParams(dataTablesParams(request, table.sort ? [table.sort.column] : []));
}

export function guildhallClient(origin: string, options: { fetch?: typeof fetch } = {}) {
  const fetchImpl = options.fetch ?? fetch;

  async function get<T>(path: string, query?: URLSearchParams): Promise<T> {
    const url = new URL(path, origin);
    if (query) url.search = query.toString();
    const res = await fetchImpl(url, { headers: { accept: 'application/json' } });
    const body = (await res.json().catch(() => null)) as { messages?: string[]; errors?: Record<string, string[]>; code?: ErrorCode } | null;
    if (res.status !== 200) {
      const messages = body?.messages ?? Object.values(body?.errors ?? {}).flat();
      throw new GuildhallError(res.status, body?.code, messages);
    }
    return body as T;
  }

  const table = <Row>(path: string, query?: TableQuery) => get<DataTablesAnswer<Row>>(path, tableQuery(query));

  return {
    character: (id: number) => get<CharacterProfile>(`/api/character/${id}`),
    inventory: (id: number, storage: InventoryStorage = 'default') => get<InventoryEntry[]>(`/api/user/inventory/${storage}/${id}/none`),
    friends: (id: number, query?: TableQuery) => table<FriendRow>(`/api/ranking/friend/${id}`, query),
    guild: (id: number) => get<GuildProfile>(`/api/guild/${id}`),
    guildMembers: (id: number, query?: TableQuery) => table<GuildMemberRow>(`/api/guild/member/${id}`, query),
    guildLog: (id: number, query?: TableQuery) => table<GuildLogRow>(`/api/guild/log/${id}`, query),
    guildAlliances: (id: number, query?: TableQuery) => table<GuildAllianceRow>(`/api/guild/alliance/${id}`, query),
    ranking: <R extends RankingName>(name: R, query?: TableQuery) => table<RankingRow<R>>(`/api/ranking/${name}`, query),
    wikiList: <T extends keyof WikiListRows>(type: T, query?: TableQuery) => table<WikiListRows[T]>(`/api/wiki/${type}`, query),
    wikiEntry: <T extends keyof WikiDetails>(type: T, id: number) => get<WikiDetails[T]>(`/api/wiki/${type}/${id}`),
    store: () => get<StoreAnswer>('/api/store'),
    openBets: (query?: TableQuery) => get<BetListAnswer>('/api/bet/all', tableQuery(query)),
    latestFlips: (query?: TableQuery) => get<BetListAnswer>('/api/bet/all', new URLSearchParams({ ...Object.fromEntries(tableQuery(query)), list: 'joined' })),
    bet: (id: number) => get<BetFindAnswer>(`/api/bet/find/${id}`),
  };
}

export type GuildhallClient = ReturnType<typeof guildhallClient>;
