import type { BetList } from '@contract/types/bets';
import type { InventoryStorage } from '@contract/types/character';
import type { HistoryRange } from '@contract/types/history';

// Every React Query key of the SPA, built here and nowhere else. Keys nest by resource, so one
// invalidation of a prefix (all of a character's reads, every bet table) reaches each read under it.

const character = ['character'] as const;
const account = ['account'] as const;
const bets = ['bets'] as const;
const betTables = [...bets, 'table'] as const;
const news = ['news'] as const;
const staffNews = ['dashboard', 'news'] as const;
const store = ['store'] as const;
const staffPlayers = ['dashboard', 'players'] as const;
const staffInbox = ['dashboard', 'inbox'] as const;
const staffStore = ['dashboard', 'store'] as const;

const staffGameData = ['dashboard', 'game-data'] as const;

export const queryKeys = {
  coins: ['coins'] as const,
  online: {
    counts: ['online', 'counts'] as const,
    players: (server: string, page: number) => ['online', 'players', server, page] as const,
  },
  characterSearch: (q: string, limit: number) => ['character-search', q.trim().toLowerCase(), limit] as const,
  character: {
    all: character,
    profile: (id: number) => [...character, id, 'profile'] as const,
    history: (id: number, range: HistoryRange) => [...character, id, 'history', range] as const,
    inventory: (id: number, storage: InventoryStorage) => [...character, id, 'inventory', storage] as const,
    timeline: (id: number) => [...character, id, 'timeline'] as const,
    friends: (id: number) => [...character, id, 'friends'] as const,
    friendWith: (id: number, otherName: string) => [...character, id, 'friend-with', otherName] as const,
  },
  guild: {
    profile: (id: number) => ['guild', id, 'profile'] as const,
    table: (id: number, table: 'log' | 'members' | 'alliances') => ['guild', id, table] as const,
  },
  ranking: {
    table: (kind: 'player' | 'guild' | 'monster', category?: string) => ['ranking', kind, category ?? 'all'] as const,
    position: (category: string, id: number) => ['ranking', 'player', category, 'position', id] as const,
    homeTop: (kind: 'player' | 'guild') => ['ranking', 'home-top', kind] as const,
    gains: (period: string, figure: string, who: string, range: string) => ['ranking', 'gains', period, figure, who, range] as const,
  },
  wiki: {
    list: (type: string) => ['wiki', type, 'list'] as const,
    entry: (type: string, id: number) => ['wiki', type, id] as const,
  },
  search: (what: 'characters' | 'guilds', q: string) => ['search', what, q] as const,
  news: {
    list: (page: number, length: number) => [...news, 'list', page, length] as const,
    post: (slug: string) => [...news, 'post', slug] as const,
  },
  staffNews: {
    all: staffNews,
    list: [...staffNews, 'list'] as const,
    post: (id: number) => [...staffNews, 'post', id] as const,
  },
  bets: {
    all: bets,
    tables: betTables,
    table: (list: BetList) => [...betTables, list] as const,
    find: (id: number) => [...bets, 'find', id] as const,
  },
  store: {
    all: store,
    packages: [...store, 'packages'] as const,
    recipients: [...store, 'recipients'] as const,
  },
  account: {
    all: account,
    details: account,
    activity: [...account, 'activity'] as const,
    privacy: [...account, 'privacy'] as const,
    sessions: [...account, 'sessions'] as const,
    twoFactor: [...account, 'two-factor'] as const,
    passkeys: [...account, 'passkeys'] as const,
    deleteStart: [...account, 'delete-start'] as const,
    wheel: [...account, 'wheel'] as const,
  },
  recoveryFactors: (token: string) => ['recovery', 'factors', token] as const,
  staff: {
    players: staffPlayers,
    playersTable: (filters: string) => [...staffPlayers, 'table', filters] as const,
    player: (id: number) => [...staffPlayers, 'one', id] as const,
    ledger: (id: number) => [...staffPlayers, 'ledger', id] as const,
    audit: ['dashboard', 'audit'] as const,
    auditTable: (filters: string) => ['dashboard', 'audit', 'table', filters] as const,
    inbox: staffInbox,
    inboxTable: (status: string) => [...staffInbox, 'table', status] as const,
    inboxMessage: (id: number) => [...staffInbox, 'one', id] as const,
    storeTables: [...staffStore, 'table'] as const,
    storeTable: (filters: string) => [...staffStore, 'table', filters] as const,
    storePackage: (id: number) => [...staffStore, 'one', id] as const,

    gameDataChoices: [...staffGameData, 'choices'] as const,
    gameData: (kind: string) => [...staffGameData, kind] as const,
    gameDataTable: (kind: string) => [...staffGameData, kind, 'table'] as const,
    gameDataEntry: (kind: string, id: number) => [...staffGameData, kind, 'one', id] as const,
    gameDataRevisions: (kind: string, id: number) => [...staffGameData, kind, 'revisions', id] as const,
  },
};
