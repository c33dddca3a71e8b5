import type { BetFindAnswer, BetListAnswer } from './types/bets';
import type { CharacterProfile, FriendRow, InventoryEntry, InventoryStorage } from './types/character';
import { dataTablesParams, type DataTablesAnswer } from './types/datatables';
import type { ErrorCode } from './types/entities';
import type { GuildAllianceRow, GuildLogRow, GuildMemberRow, GuildProfile } from './types/guild';
import type { GuildRankingRow, MonsterRankingRow, PlayerRankingRow } from './types/ranking';
import type { StoreAnswer } from './types/store';
import type { WikiDetails, WikiListRows } from './types/wiki';
import type { GuildRanking, PlayerRanking, WikiType } from './paths';

// The one place the API's addresses are written. `endpoints` names every call the site makes (the
// SPA's query layer in src/lib/api/ builds its reads and writes from it, through its one axios
// instance), and `guildhallClient` is the small typed client of the public read API for community
// tools: Discord bots, trackers, spreadsheets. The client uses the platform's fetch (Node 18+,
// browsers) and the contract's own types, so a tool compiles against the same answers the site's pages read.
//
//   const api = guildhallClient('https://guildhall.example');
//   const character = await api.character(1);
//   const top = await api.ranking('player/global', { length: 10 });
//   console.log(character.Username, top.data.map((row) => row.user?.Username));

/** Path segments are encoded: a slug or a provider name never changes the shape of the address. */
const enc = (value: string | number) => encodeURIComponent(String(value));

/** Every address of the API, each written once. */
export const endpoints = {
  bootstrap: () => '/api/bootstrap',
  challenge: () => '/api/challenge',
  online: () => '/api/online',
  onlinePlayers: () => '/api/online/players',
  character: (id: number) => `/api/character/${enc(id)}`,
  characterHistory: (id: number) => `/api/character/${enc(id)}/history`,
  characterSearch: () => '/api/character/search',
  inventory: (storage: InventoryStorage, id: number) => `/api/user/inventory/${enc(storage)}/${enc(id)}/none`,
  timeline: () => '/api/user/timeline',
  friends: (id: number) => `/api/ranking/friend/${enc(id)}`,
  guild: (id: number) => `/api/guild/${enc(id)}`,
  guildTable: (table: 'log' | 'member' | 'alliance', id: number) => `/api/guild/${table}/${enc(id)}`,
  ranking: (name: RankingName) => `/api/ranking/${name}`,
  rankingPosition: (category: PlayerRanking, id: number) => `/api/ranking/player/${enc(category)}/position/${enc(id)}`,
  gains: (period: string, figure: string) => `/api/ranking/gains/${enc(period)}/${enc(figure)}`,
  wikiList: (type: WikiType) => `/api/wiki/${enc(type)}`,
  wikiEntry: (type: string, id: number) => `/api/wiki/${enc(type)}/${enc(id)}`,
  search: (what: 'characters' | 'guilds') => `/api/search/${what}`,
  news: () => '/api/news',
  newsPost: (slug: string) => `/api/news/${enc(slug)}`,
  store: () => '/api/store',
  storeBuy: (id: number) => `/api/store/buy/${enc(id)}`,
  storeRecipients: () => '/api/user/all',
  bets: () => '/api/bet/all',
  bet: (id: number) => `/api/bet/find/${enc(id)}`,
  betNew: () => '/api/bet/new',
  betJoin: (id: number) => `/api/bet/join/${enc(id)}`,
  betCancel: (id: number) => `/api/bet/cancel/${enc(id)}`,
  helpContact: () => '/api/help/contact',
  login: () => '/api/user/login',
  loginTwoFactor: () => '/api/user/login/two-factor',
  loginPasskeyOptions: () => '/api/user/login/passkey/options',
  loginPasskey: () => '/api/user/login/passkey',
  socialRedirect: (provider: string) => `/api/login/social/redirect/${enc(provider.toLowerCase())}`,
  /** Where the provider sends the player back; never called by the site itself. */
  socialCallback: (provider: string) => `/api/login/social/callback/${enc(provider.toLowerCase())}`,
  register: () => '/api/user/register',
  logout: () => '/api/user/logout',
  recoverySend: () => '/api/user/recovery/send',
  recoveryFactors: () => '/api/user/recovery/factors',
  recoveryReset: () => '/api/user/recovery/reset',
  account: () => '/api/user/account',
  accountSave: () => '/api/user/account/save',
  accountDefaultAvatar: () => '/api/user/account/avatar/default',
  accountSocialLink: (provider: string) => `/api/user/account/social/${enc(provider.toLowerCase())}/link`,
  accountDelete: () => '/api/user/account/delete',
  accountDeleteStart: () => '/api/user/account/delete/start',
  accountEmailConfirm: () => '/api/user/account/email/confirm',
  accountEmailResend: () => '/api/user/account/email/resend',
  accountExport: () => '/api/user/account/export',
  accountWheel: () => '/api/user/account/wheel',
  accountPrivacy: () => '/api/user/account/privacy',
  language: () => '/api/user/language',
  accountSessions: () => '/api/user/account/sessions',
  accountSessionEnd: (id: string) => `/api/user/account/sessions/${enc(id)}/end`,
  accountSessionsEndOthers: () => '/api/user/account/sessions/end-others',
  accountActivity: () => '/api/user/account/activity',
  twoFactor: () => '/api/user/account/two-factor',
  twoFactorSetup: () => '/api/user/account/two-factor/setup',
  twoFactorEnable: () => '/api/user/account/two-factor/enable',
  twoFactorDisable: () => '/api/user/account/two-factor/disable',
  passkeys: () => '/api/user/account/passkeys',
  passkeyOptions: () => '/api/user/account/passkeys/options',
  passkeyRemove: (id: number) => `/api/user/account/passkeys/${enc(id)}/remove`,
  dashboardUpload: () => '/api/dashboard/upload',
  dashboardNews: () => '/api/dashboard/news',
  dashboardNewsPost: (id: number) => `/api/dashboard/news/${enc(id)}`,
  dashboardNewsDelete: (id: number) => `/api/dashboard/news/${enc(id)}/delete`,
  dashboardPlayers: () => '/api/dashboard/players',
  dashboardPlayer: (id: number) => `/api/dashboard/players/${enc(id)}`,
  dashboardPlayerLedger: (id: number) => `/api/dashboard/players/${enc(id)}/ledger`,
  /** suspend, lift, end-sessions, password-reset, mail, balance, role. */
  dashboardPlayerAction: (id: number, action: string) => `/api/dashboard/players/${enc(id)}/${enc(action)}`,
  dashboardAudit: () => '/api/dashboard/audit',
  dashboardAuditCsv: (query: string) => `/api/dashboard/audit.csv?${query}`,
  dashboardSecondFactor: () => '/api/dashboard/second-factor',
  dashboardPurchaseRefund: (id: number) => `/api/dashboard/purchases/${enc(id)}/refund`,
  dashboardBetVoid: (id: number) => `/api/dashboard/bets/${enc(id)}/void`,
  dashboardInbox: () => '/api/dashboard/inbox',
  dashboardInboxMessage: (id: number) => `/api/dashboard/inbox/${enc(id)}`,
  /** answer or close. */
  dashboardInboxAction: (id: number, action: string) => `/api/dashboard/inbox/${enc(id)}/${enc(action)}`,
  dashboardStore: () => '/api/dashboard/store',
  dashboardStorePackage: (id: number) => `/api/dashboard/store/${enc(id)}`,
  /** publish or retire. */
  dashboardStoreAction: (id: number, action: 'publish' | 'retire') => `/api/dashboard/store/${enc(id)}/${action}`,
  dashboardMaintenance: () => '/api/dashboard/maintenance',
  /** A game-data section's table (GET) and new entries (POST). */
  dashboardGameData: (kind: string) => `/api/dashboard/game-data/${enc(kind)}`,
  /** The names the forms' reference fields choose from. */
  dashboardGameDataChoices: () => '/api/dashboard/game-data/choices',
  /** One entry (GET) and its edits (PUT). */
  dashboardGameDataEntry: (kind: string, id: number) => `/api/dashboard/game-data/${enc(kind)}/${enc(id)}`,
  dashboardGameDataRevisions: (kind: string, id: number) => `/api/dashboard/game-data/${enc(kind)}/${enc(id)}/revisions`,
  dashboardGameDataRevert: (kind: string, id: number, revision: number) => `/api/dashboard/game-data/${enc(kind)}/${enc(id)}/revisions/${enc(revision)}/revert`,
  /** Staff: take today's history snapshot now. */
  historySnapshot: () => '/api/history/snapshot',
  /** Staff: re-rank every category now. */
  rankingRefresh: () => '/api/ranking/refresh',
  /** A game server reports who is on it (its own key, no session). */
  gameOnline: () => '/api/game/online',
  /** The game's file list. */
  gameFiles: () => '/api/game/files',
  /** Share cards (pictures; `key` names the card's version). */
  card: {
    character: (id: number, key: string) => `/api/card/character/${enc(id)}/${enc(key)}`,
    guild: (id: number, key: string) => `/api/card/guild/${enc(id)}/${enc(key)}`,
    ranking: (category: PlayerRanking, id: number, key: string) => `/api/card/ranking/${enc(category)}/${enc(id)}/${enc(key)}`,
    compare: (a: number, b: number, key: string) => `/api/card/compare/${enc(a)}/${enc(b)}/${enc(key)}`,
  },
  /** Pictures (each answers an image, not JSON): players' avatars, game assets, guild banners. */
  image: {
    avatarHead: (id: number, profileVersion: number) => `/api/image/avatar/player/head/${enc(id)}/${enc(profileVersion)}`,
    avatarPicture: (id: number, profileVersion: number) => `/api/image/avatar/player/picture/${enc(id)}/${enc(profileVersion)}`,
    item: (idOrIcon: number | string) => `/api/image/assets/item/original/${enc(idOrIcon)}`,
    armor: (id: number) => `/api/image/assets/armor/original/${enc(id)}`,
    itemIcon16: (icon: string) => `/api/image/assets/item/16/${enc(icon)}`,
    guildBanner: (id: number) => `/api/image/guild/banner/${enc(id)}`,
    npcHead: (id: number) => `/api/image/avatar/npc/head/${enc(id)}`,
    store: (file: string) => `/api/image/assets/default/store/${enc(file)}`,
  },
} as const;

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
    character: (id: number) => get<CharacterProfile>(endpoints.character(id)),
    inventory: (id: number, storage: InventoryStorage = 'default') => get<InventoryEntry[]>(endpoints.inventory(storage, id)),
    friends: (id: number, query?: TableQuery) => table<FriendRow>(endpoints.friends(id), query),
    guild: (id: number) => get<GuildProfile>(endpoints.guild(id)),
    guildMembers: (id: number, query?: TableQuery) => table<GuildMemberRow>(endpoints.guildTable('member', id), query),
    guildLog: (id: number, query?: TableQuery) => table<GuildLogRow>(endpoints.guildTable('log', id), query),
    guildAlliances: (id: number, query?: TableQuery) => table<GuildAllianceRow>(endpoints.guildTable('alliance', id), query),
    ranking: <R extends RankingName>(name: R, query?: TableQuery) => table<RankingRow<R>>(endpoints.ranking(name), query),
    wikiList: <T extends keyof WikiListRows>(type: T, query?: TableQuery) => table<WikiListRows[T]>(endpoints.wikiList(type), query),
    wikiEntry: <T extends keyof WikiDetails>(type: T, id: number) => get<WikiDetails[T]>(endpoints.wikiEntry(type, id)),
    store: () => get<StoreAnswer>(endpoints.store()),
    openBets: (query?: TableQuery) => get<BetListAnswer>(endpoints.bets(), tableQuery(query)),
    latestFlips: (query?: TableQuery) =>
      get<BetListAnswer>(endpoints.bets(), new URLSearchParams({ ...Object.fromEntries(tableQuery(query)), list: 'joined' })),
    bet: (id: number) => get<BetFindAnswer>(endpoints.bet(id)),
  };
}

export type GuildhallClient = ReturnType<typeof guildhallClient>;
