import { createHash } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { padColor } from '@contract/rules/color';
import type { Db } from '../../db/client';
import { guildHistory, playerHistory } from '../../db/schema/index';
import { loadCharacterProfile } from '../character/profile';
import { hiddenTabs } from '../account/privacy';
import { loadGuildProfile } from '../guild/profile';
import type { ImageResult } from '../images/image-service';
import { pageText } from '../../lib/page-text';
import { latestSnapshotDay } from './gains';
import { utcDay } from './snapshot';

// Share cards: the Open Graph picture of a character, drawn as an SVG (name in its
// colour, level, guild, avatar, a sparkline of the last 30 days of experience) and rasterised by
// sharp. Its address carries a key made from everything drawn, so a changed figure is a new address
// (chat services cache pictures by address) and a picture is drawn once per content, then kept
// (routes/api/history/card-renderer.ts). The avatar or banner is the very picture the image endpoints answer, so a card
// shows what the page shows; its version is part of the content. Its labels are in the language the
// shared link names (unfurlers send no Accept-Language), which is part of the content and of the address.

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

export interface CardContent {
  kind: 'character' | 'guild';
  language: Language;
  id: number;
  name: string;
  color: string;
  level: string;
  /** users.ProfileVersion or guilds.ProfileVersion: a new avatar or banner is a new card. */
  pictureVersion: number;
  guild: { name: string; color: string } | null;
  line: string;
  spark: number[];
  sparkLabel: string;
}

/** The pictures the image endpoints answer (ImageService). */
export interface CardPictures {
  playerHead(id: number): Promise<ImageResult>;
  guildBanner(id: number): Promise<ImageResult>;
}

/** A card whose content is known: its key (address and cache key) and how to draw it. */
export interface CardPlan {
  key: string;
  svg: () => Promise<string>;
}

/** The picture as a data: URI for an SVG <image>; empty when there is none. */
export async function pictureUri(picture: Promise<ImageResult>): Promise<string> {
  const result = await picture;
  return result?.kind === 'image' ? `data:${result.data.contentType};base64,${result.data.body.toString('base64')}` : '';
}

export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

async function characterContent(db: Db, id: number, language: Language): Promise<CardContent | null> {
  const c = await loadCharacterProfile(db, id);
  if (!c) return null;
  // Anyone may see the card, so the curve is drawn only while the progress
  // history is public (the key changes with it, so a cached card with the curve is not linked).
  const historyPublic = !(await hiddenTabs(db, id, null)).includes('history');
  const to = await latestSnapshotDay(db);
  const from = utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
  const rows = await db
    .select({ day: playerHistory.Day, xp: playerHistory.Experience })
    .from(playerHistory)
    .where(and(eq(playerHistory.UserID, id), gte(playerHistory.Day, from)))
    .orderBy(asc(playerHistory.Day));
  const { say } = pageText(language);
  return {
    kind: 'character',
    language,
    id,
    name: c.Username,
    color: padColor(c.ColorName),
    pictureVersion: c.ProfileVersion,
    level: say('Level {level}/{max}', { level: c.Level, max: c.LevelMax }),
    guild: c.guild ? { name: c.guild.Name, color: padColor(c.guild.Color) } : null,
    line: `${say('{damage} boss damage', { damage: c.WorldBossDamageTotal })} · ${say('{count, plural, one {# rebirth} other {# rebirths}}', { count: c.RebirthCount })}`,
    spark: historyPublic ? rows.map((r) => r.xp) : [],
    sparkLabel: historyPublic ? say('Experience, last 30 days') : '',
  };
}

export const keyOf = (content: object) => createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 16);

/** The card's current key (part of its address), or null for an unknown character. */
export async function characterCardKey(db: Db, id: number, language: Language): Promise<string | null> {
  const content = await characterContent(db, id, language);
  return content ? keyOf(content) : null;
}

/** A card's address names its language, but for the site's default: English cards keep their plain addresses. */
export const withLanguage = (path: string, language: Language) => (language === DEFAULT_LANGUAGE ? path : `${path}?lang=${encodeURIComponent(language)}`);

export const characterCardUrl = (id: number, key: string, language: Language) => withLanguage(`/api/card/character/${id}/${key}.png`, language);

function sparkline(values: number[], x: number, y: number, w: number, h: number): string {
  if (values.length < 2) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const pts = values.map((v, i) => `${(x + (i / (values.length - 1)) * w).toFixed(1)},${(y + h - ((v - min) / span) * h).toFixed(1)}`);
  return `<polyline points="${pts.join(' ')}" fill="none" stroke="#ffc107" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`;
}

export function cardSvg(c: CardContent, picture: string): string {
  const font = `font-family="DejaVu Sans, Verdana, sans-serif"`;
  // A long name (up to 32 characters) gets smaller instead of running off the card.
  const nameSize = Math.min(84, Math.floor(750 / (0.62 * Math.max(1, [...c.name].length))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1f2a"/><stop offset="1" stop-color="#2b2140"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="60" y="60" width="280" height="280" rx="28" fill="#ffffff" fill-opacity="0.08"/>
  <image x="72" y="72" width="256" height="256" preserveAspectRatio="xMidYMid meet" href="${picture}"/>
  <text x="390" y="150" ${font} font-size="${nameSize}" font-weight="bold" fill="${c.color}">${escapeXml(c.name)}</text>
  <text x="390" y="225" ${font} font-size="44" fill="#e9ecef">${escapeXml(c.level)}</text>
  ${c.guild ? `<text x="390" y="290" ${font} font-size="40" font-weight="bold" fill="${c.guild.color}">${escapeXml(c.guild.name)}</text>` : ''}
  <text x="390" y="345" ${font} font-size="30" fill="#adb5bd">${escapeXml(c.line)}</text>
  <text x="60" y="420" ${font} font-size="28" fill="#adb5bd">${escapeXml(c.sparkLabel)}</text>
  ${sparkline(c.spark, 60, 445, 1080, 110)}
  <text x="${CARD_WIDTH - 60}" y="${CARD_HEIGHT - 24}" text-anchor="end" ${font} font-size="28" font-weight="bold" fill="#ffc107">Guildhall</text>
</svg>`;
}

/** The character card's key and drawing; null for an unknown character (nothing is drawn). */
export async function characterCard(db: Db, pictures: CardPictures, id: number, language: Language): Promise<CardPlan | null> {
  const content = await characterContent(db, id, language);
  return content && { key: keyOf(content), svg: async () => cardSvg(content, await pictureUri(pictures.playerHead(id))) };
}

async function guildContent(db: Db, id: number, language: Language): Promise<CardContent | null> {
  const g = await loadGuildProfile(db, id);
  if (!g) return null;
  const to = await latestSnapshotDay(db);
  const from = utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
  const rows = await db
    .select({ rank: guildHistory.RankGlobal })
    .from(guildHistory)
    .where(and(eq(guildHistory.GuildID, id), gte(guildHistory.Day, from)))
    .orderBy(asc(guildHistory.Day));
  const { say, number } = pageText(language);
  return {
    kind: 'guild',
    language,
    id,
    name: g.Name,
    color: padColor(g.Color),
    pictureVersion: g.ProfileVersion,
    level: `${say('Level {level} guild', { level: g.Level })} · ${say('{count, plural, one {# member} other {# members}}', { count: g.memberCount })}`,
    guild: g.owner ? { name: say('led by {name}', { name: g.owner.Username }), color: padColor(g.owner.ColorName) } : null,
    line: [
      say('K/D {kd}', { kd: number(g.KD, 2, true) }),
      say('raid {rate}%', { rate: number(g.RW, 1, true) }),
      say('war {rate}%', { rate: number(g.WL, 1, true) }),
    ].join(' · '),
    // Higher on the card is better: the position is drawn upside down.
    spark: rows.map((r) => -(r.rank ?? 0)),
    sparkLabel: say('Guild ranking position, last 30 days'),
  };
}

/** The guild card's current key, or null for an unknown guild. */
export async function guildCardKey(db: Db, id: number, language: Language): Promise<string | null> {
  const content = await guildContent(db, id, language);
  return content ? keyOf(content) : null;
}

export const guildCardUrl = (id: number, key: string, language: Language) => withLanguage(`/api/card/guild/${id}/${key}.png`, language);

const EMPTY_BANNER = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 32 32" width="256" height="256"><path fill="#6c757d" d="M8 1l6 2.2V7c0 3.9-2.6 6.9-6 8-3.4-1.1-6-4.1-6-8V3.2z"/></svg>',
).toString('base64')}`;

/** The guild card's key and drawing; null for an unknown guild (nothing is drawn). */
export async function guildCard(db: Db, pictures: CardPictures, id: number, language: Language): Promise<CardPlan | null> {
  const content = await guildContent(db, id, language);
  // As on the guild page: the banner once the guild has one (ProfileVersion above 0), else the empty shield.
  return (
    content && {
      key: keyOf(content),
      svg: async () => cardSvg(content, content.pictureVersion > 0 ? await pictureUri(pictures.guildBanner(id)) : EMPTY_BANNER),
    }
  );
}
