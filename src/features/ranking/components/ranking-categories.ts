import { GUILD_RANKINGS, paths, PLAYER_RANKINGS, type GuildRanking, type PlayerRanking } from '@contract/paths';
import type { RankingTab } from './ranking-tabs';

// Names and one-line explanations of the ranking categories (docs/product-rules.md#pages-and-routes; staff and VIP filters docs/product-rules.md#roles-and-permissions).

export const PLAYER_RANKING_INFO: Record<PlayerRanking, { label: string; about: string }> = {
  global: { label: 'Global', about: 'Every player by level, then experience. Staff are listed in their own ranking.' },
  boss: { label: 'World boss', about: 'Total damage dealt to world bosses; MVP awards break ties.' },
  pvp: { label: 'PvP', about: 'Kill/death ratio in player-versus-player fights; the daily ratio breaks ties.' },
  vip: { label: 'VIP', about: 'VIP players only, by level, then experience.' },
  noob: { label: 'Noob', about: 'Players on their first climb — below their max level and never reborn — by experience.' },
  staff: { label: 'Staff', about: 'The game team, by level, then experience.' },
  rebirth: { label: 'Rebirth', about: 'Most rebirths; rebirths this month break ties.' },
};

export const GUILD_RANKING_INFO: Record<GuildRanking, { label: string; about: string }> = {
  global: { label: 'Global', about: 'Guilds by level; the kill/death ratio breaks ties.' },
  war: { label: 'War', about: 'Guilds by their war win rate.' },
  raid: { label: 'Raid', about: 'Guilds by their raid win rate.' },
};

export const RANKING_KINDS: RankingTab[] = [
  { key: 'player', label: 'Player rankings', to: paths.rankingPlayer() },
  { key: 'guild', label: 'Guild rankings', to: paths.rankingGuild() },
  { key: 'monster', label: 'Monster ranking', to: paths.rankingMonster() },
  { key: 'gains', label: 'Gains', to: paths.rankingGains() },
];

export const playerTabs: RankingTab[] = PLAYER_RANKINGS.map((c) => ({ key: c, label: PLAYER_RANKING_INFO[c].label, to: paths.rankingPlayer(c) }));
export const guildTabs: RankingTab[] = GUILD_RANKINGS.map((c) => ({ key: c, label: GUILD_RANKING_INFO[c].label, to: paths.rankingGuild(c) }));

/** The `category` query parameter when it names a category, else the first (global). */
export { pickCategory } from '../api/rankings';
