import { GUILD_RANKINGS, paths, PLAYER_RANKINGS, type GuildRanking, type PlayerRanking } from '@contract/paths';
import type { RankingTab } from './ranking-tabs';
import { msg } from '@/lib/i18n/translate';

// Names and one-line explanations of the ranking categories (docs/product-rules.md#pages-and-routes; staff and VIP filters docs/product-rules.md#roles-and-permissions).

// Each text is translated where it is shown (`t(info.title)`); `title` is the page's heading.
interface CategoryInfo {
  label: string;
  title: string;
  about: string;
}

export const PLAYER_RANKING_INFO: Record<PlayerRanking, CategoryInfo> = {
  global: {
    label: msg('Global'),
    title: msg('Global player ranking'),
    about: msg('Every player by level, then experience. Staff are listed in their own ranking.'),
  },
  boss: { label: msg('World boss'), title: msg('World boss player ranking'), about: msg('Total damage dealt to world bosses; MVP awards break ties.') },
  pvp: {
    label: msg('PvP'),
    title: msg('PvP player ranking'),
    about: msg('Kill/death ratio in player-versus-player fights; the daily ratio breaks ties.'),
  },
  vip: { label: msg('VIP'), title: msg('VIP player ranking'), about: msg('VIP players only, by level, then experience.') },
  noob: {
    label: msg('Noob'),
    title: msg('Noob player ranking'),
    about: msg('Players on their first climb — below their max level and never reborn — by experience.'),
  },
  staff: { label: msg('Staff'), title: msg('Staff player ranking'), about: msg('The game team, by level, then experience.') },
  rebirth: { label: msg('Rebirth'), title: msg('Rebirth player ranking'), about: msg('Most rebirths; rebirths this month break ties.') },
};

export const GUILD_RANKING_INFO: Record<GuildRanking, CategoryInfo> = {
  global: { label: msg('Global'), title: msg('Global guild ranking'), about: msg('Guilds by level; the kill/death ratio breaks ties.') },
  war: { label: msg('War'), title: msg('War guild ranking'), about: msg('Guilds by their war win rate.') },
  raid: { label: msg('Raid'), title: msg('Raid guild ranking'), about: msg('Guilds by their raid win rate.') },
};

export const RANKING_KINDS: RankingTab[] = [
  { key: 'player', label: msg('Player rankings'), to: paths.rankingPlayer() },
  { key: 'guild', label: msg('Guild rankings'), to: paths.rankingGuild() },
  { key: 'monster', label: msg('Monster ranking'), to: paths.rankingMonster() },
  { key: 'gains', label: msg('Gains'), to: paths.rankingGains() },
];

export const playerTabs: RankingTab[] = PLAYER_RANKINGS.map((c) => ({ key: c, label: PLAYER_RANKING_INFO[c].label, to: paths.rankingPlayer(c) }));
export const guildTabs: RankingTab[] = GUILD_RANKINGS.map((c) => ({ key: c, label: GUILD_RANKING_INFO[c].label, to: paths.rankingGuild(c) }));

/** The `category` query parameter when it names a category, else the first (global). */
export { pickCategory } from '../api/rankings';
