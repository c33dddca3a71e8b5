import { and, asc, eq, gte } from 'drizzle-orm';
import type { Language } from '@contract/i18n/languages';
import type { PlayerRanking } from '@contract/paths';
import { padColor } from '@contract/rules/color';
import { abbreviateNumber, formatKD } from '@contract/rules/format';
import type { Db } from '../../db/client';
import { pageText } from '../../lib/page-text';
import { playerHistory, users } from '../../db/schema/index';
import { hiddenTabs, loadPrivacy } from '../account/privacy';
import { loadCharacterProfile } from '../character/profile';
import { rankingPositionOf } from '../ranking/read';
import { latestSnapshotDay } from './gains';
import { cardSvg, escapeXml, keyOf, pictureUri, withLanguage, type CardContent, type CardPictures, type CardPlan } from './share-card';
import { utcDay } from './snapshot';

// Share cards of a ranking position and of a compare page, drawn and cached by
// content like the character and guild cards (share-card.ts: the key is a hash of what is drawn, so
// a changed figure or position is a new address and the old one redirects).
// - Ranking position: /ranking/player?category=<c>&player=<id> unfurls as "#N of M in the <c>
//   ranking" with the player's name in its colour, level, guild and the position over the last 30
//   days (for the rankings the snapshots record). A player hidden from the rankings has no card.
// - Compare: /compare/<a>/<b> unfurls with both names in their colours, their levels and each one's
//   experience over the last 30 days.
// Both are in the language the shared link names, like the character and guild cards.

/** Each ranking's sentences whole, so each language can inflect its name. */
const RANKING_TEXTS = {
  global: { ranking: 'Global ranking', position: 'Global ranking position, last 30 days', title: '{name}: {position} in the Global player ranking' },
  boss: { ranking: 'World boss ranking', position: 'World boss ranking position, last 30 days', title: '{name}: {position} in the World boss player ranking' },
  pvp: { ranking: 'PvP ranking', position: 'PvP ranking position, last 30 days', title: '{name}: {position} in the PvP player ranking' },
  vip: { ranking: 'VIP ranking', position: 'VIP ranking position, last 30 days', title: '{name}: {position} in the VIP player ranking' },
  noob: { ranking: 'Noob ranking', position: 'Noob ranking position, last 30 days', title: '{name}: {position} in the Noob player ranking' },
  staff: { ranking: 'Staff ranking', position: 'Staff ranking position, last 30 days', title: '{name}: {position} in the Staff player ranking' },
  rebirth: { ranking: 'Rebirth ranking', position: 'Rebirth ranking position, last 30 days', title: '{name}: {position} in the Rebirth player ranking' },
} as const satisfies Record<PlayerRanking, { ranking: string; position: string; title: string }>;

/** The snapshots record positions in these rankings (player_history.rank_*). */
const RANK_COLUMN = {
  global: playerHistory.RankGlobal,
  boss: playerHistory.RankBoss,
  pvp: playerHistory.RankPvp,
  rebirth: playerHistory.RankRebirth,
} as const;

const experienceOf = async (db: Db, id: number) => (await db.select({ xp: users.Experience }).from(users).where(eq(users.id, id)).limit(1))[0]?.xp ?? 0;

async function last30Days(db: Db) {
  const to = await latestSnapshotDay(db);
  return utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
}

interface RankingCard extends CardContent {
  card: 'ranking';
  category: PlayerRanking;
  /** "#3 of 1,200", for the unfurl's title. */
  position: string;
}

async function rankingContent(db: Db, category: PlayerRanking, id: number, language: Language): Promise<RankingCard | null> {
  const c = await loadCharacterProfile(db, id);
  if (!c) return null;
  // A player hidden from the rankings is on no ranking card.
  if ((await loadPrivacy(db, id)).hideFromRankings) return null;
  const { position, total } = await rankingPositionOf(db, `player/${category}`, id);
  if (position === null) return null;
  const { say } = pageText(language);
  const texts = RANKING_TEXTS[category];
  const figure =
    category === 'boss'
      ? say('{damage} boss damage', { damage: abbreviateNumber(c.WorldBossDamageTotal, language) })
      : category === 'pvp'
        ? say('K/D {kd}', { kd: formatKD(c.KD, language) })
        : category === 'rebirth'
          ? say('{count, plural, one {# rebirth} other {# rebirths}}', { count: c.RebirthCount })
          : say('{experience} experience', { experience: abbreviateNumber(await experienceOf(db, id), language) });
  const place = say('#{position} of {total}', { position, total });
  let spark: number[] = [];
  // The position over time is part of the progress history: drawn only while that is public.
  const historyPublic = !(await hiddenTabs(db, id, null)).includes('history');
  if (historyPublic && category in RANK_COLUMN) {
    const column = RANK_COLUMN[category as keyof typeof RANK_COLUMN];
    const rows = await db
      .select({ rank: column })
      .from(playerHistory)
      .where(and(eq(playerHistory.UserID, id), gte(playerHistory.Day, await last30Days(db))))
      .orderBy(asc(playerHistory.Day));
    // Higher on the card is better: the position is drawn upside down.
    spark = [...rows.flatMap((r) => (r.rank === null ? [] : [-r.rank])), -position];
  }
  return {
    card: 'ranking',
    category,
    kind: 'character',
    language,
    id,
    name: c.Username,
    color: padColor(c.ColorName),
    pictureVersion: c.ProfileVersion,
    position: place,
    level: `${place} · ${say(texts.ranking)}`,
    guild: c.guild ? { name: c.guild.Name, color: padColor(c.guild.Color) } : null,
    line: `${say('Level {level}/{max}', { level: c.Level, max: c.LevelMax })} · ${figure}`,
    spark: spark.length > 1 ? spark : [],
    sparkLabel: spark.length > 1 ? say(texts.position) : '',
  };
}

export const rankingCardUrl = (category: PlayerRanking, id: number, key: string, language: Language) =>
  withLanguage(`/api/card/ranking/${category}/${id}/${key}.png`, language);

/** The ranking position card's key and drawing; null for an unknown, unranked or hidden player. */
export async function rankingCard(db: Db, pictures: CardPictures, category: PlayerRanking, id: number, language: Language): Promise<CardPlan | null> {
  const content = await rankingContent(db, category, id, language);
  return content && { key: keyOf(content), svg: async () => cardSvg(content, await pictureUri(pictures.playerHead(id))) };
}

/** What the unfurl of a ranking position says (null: no card, see rankingContent). Draws nothing. */
export async function rankingCardMeta(
  db: Db,
  category: PlayerRanking,
  id: number,
  language: Language,
): Promise<{ title: string; description: string; image: string } | null> {
  const content = await rankingContent(db, category, id, language);
  if (!content) return null;
  return {
    title: pageText(language).say(RANKING_TEXTS[category].title, { name: content.name, position: content.position }),
    description: `${content.level}. ${content.line}.`,
    image: rankingCardUrl(category, id, keyOf(content), language),
  };
}

interface Side {
  id: number;
  pictureVersion: number;
  name: string;
  color: string;
  level: string;
  spark: number[];
}
interface CompareCard {
  card: 'compare';
  language: Language;
  a: Side;
  b: Side;
}

async function side(db: Db, id: number, from: string, language: Language): Promise<Side | null> {
  const c = await loadCharacterProfile(db, id);
  if (!c) return null;
  const experience = await experienceOf(db, id);
  // Anyone may see the card: the curve and the gain are drawn only while the progress history is public.
  const historyPublic = !(await hiddenTabs(db, id, null)).includes('history');
  const rows = !historyPublic
    ? []
    : await db
        .select({ xp: playerHistory.Experience })
        .from(playerHistory)
        .where(and(eq(playerHistory.UserID, id), gte(playerHistory.Day, from)))
        .orderBy(asc(playerHistory.Day));
  return {
    id,
    pictureVersion: c.ProfileVersion,
    name: c.Username,
    color: padColor(c.ColorName),
    level: `${pageText(language).say('Level {level}/{max}', { level: c.Level, max: c.LevelMax })} · ${abbreviateNumber(experience, language)} XP`,
    spark: historyPublic ? [...rows.map((r) => r.xp), experience] : [],
  };
}

async function compareContent(db: Db, a: number, b: number, language: Language): Promise<CompareCard | null> {
  if (a === b) return null;
  const from = await last30Days(db);
  const [left, right] = await Promise.all([side(db, a, from, language), side(db, b, from, language)]);
  return left && right ? { card: 'compare', language, a: left, b: right } : null;
}

function compareSvg({ a, b, language }: CompareCard, heads: { a: string; b: string }): string {
  const { say } = pageText(language);
  const font = `font-family="DejaVu Sans, Verdana, sans-serif"`;
  const head = (s: Side) => (s === a ? heads.a : heads.b);
  const nameSize = (s: Side) => Math.min(60, Math.floor(430 / (0.62 * Math.max(1, [...s.name].length))));
  const column = (s: Side, x: number, anchor: 'start' | 'end') => {
    const imageX = anchor === 'start' ? x : x - 160;
    const textX = x;
    return `<image x="${imageX}" y="50" width="160" height="160" href="${head(s)}"/>
  <text x="${textX}" y="280" text-anchor="${anchor}" ${font} font-size="${nameSize(s)}" font-weight="bold" fill="${s.color}">${escapeXml(s.name)}</text>
  <text x="${textX}" y="330" text-anchor="${anchor}" ${font} font-size="32" fill="#e9ecef">${escapeXml(s.level)}</text>`;
  };
  // One band per character, each on its own scale (their totals can be far apart), with what it gained.
  const band = (values: number[], color: string, top: number) => {
    if (values.length === 0)
      return `<text x="1140" y="${top + 22}" text-anchor="end" ${font} font-size="24" fill="#adb5bd">${escapeXml(say('Progress history private'))}</text>`;
    const gained = values.length > 1 ? values[values.length - 1] - values[0] : 0;
    const label = `<text x="1140" y="${top + 22}" text-anchor="end" ${font} font-size="24" fill="${color}">+${escapeXml(abbreviateNumber(gained, language))} XP</text>`;
    if (values.length < 2) return label;
    const min = Math.min(...values);
    const span = Math.max(...values) - min || 1;
    const pts = values.map((v, i) => `${(60 + (i / (values.length - 1)) * 920).toFixed(1)},${(top + 70 - ((v - min) / span) * 70).toFixed(1)}`);
    return `<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>${label}`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1f2a"/><stop offset="1" stop-color="#2b2140"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${column(a, 60, 'start')}
  ${column(b, 1140, 'end')}
  <text x="600" y="160" text-anchor="middle" ${font} font-size="56" font-weight="bold" fill="#ffc107">vs</text>
  <text x="60" y="388" ${font} font-size="26" fill="#adb5bd">${escapeXml(say('Experience, last 30 days'))}</text>
  ${band(a.spark, a.color, 410)}
  ${band(b.spark, b.color, 510)}
  <text x="1140" y="606" text-anchor="end" ${font} font-size="28" font-weight="bold" fill="#ffc107">Guildhall</text>
</svg>`;
}

export const compareCardUrl = (a: number, b: number, key: string, language: Language) => withLanguage(`/api/card/compare/${a}/${b}/${key}.png`, language);

/** The compare card's key and drawing; null when either character is unknown (or both are the same). */
export async function compareCard(db: Db, pictures: CardPictures, a: number, b: number, language: Language): Promise<CardPlan | null> {
  const content = await compareContent(db, a, b, language);
  return (
    content && {
      key: keyOf(content),
      svg: async () => compareSvg(content, { a: await pictureUri(pictures.playerHead(a)), b: await pictureUri(pictures.playerHead(b)) }),
    }
  );
}

/** What the unfurl of /compare/a/b says (null: no such pair). Draws nothing. */
export async function compareCardMeta(db: Db, a: number, b: number, language: Language): Promise<{ title: string; description: string; image: string } | null> {
  const content = await compareContent(db, a, b, language);
  if (!content) return null;
  return {
    title: `${content.a.name} vs ${content.b.name}`,
    description: `${content.a.name}: ${content.a.level}. ${content.b.name}: ${content.b.level}. ${pageText(language).say('Figures side by side and progress over time.')}`,
    image: compareCardUrl(a, b, keyOf(content), language),
  };
}
