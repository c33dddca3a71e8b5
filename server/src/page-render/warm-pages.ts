import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/client';
import { PAGES, PAGE_PATTERNS, paths, type PagePattern } from '@contract/paths';
import type { GuildRankingRow, PlayerRankingRow } from '@contract/types/ranking';
import type { NewsSummary } from '@contract/types/news';
import type { WikiListRows } from '@contract/types/wiki';

// One address of each kind of page the server paints, for the warm-up before a fresh process
// listens (server/src/lib/warm-up.ts): a page of an entity is warmed at one that exists (an unknown
// one is a 404 that renders nothing), the first a public list names.

/** The first page of a table, `length` rows long. */
const tablePage = (url: string, length: number) => `${url}?draw=1&start=0&length=${length}`;

/** The rows a public list answers, asked of the API in process. */
async function firstRows<Row>(app: FastifyInstance, url: string): Promise<Row[]> {
  const answer = await app.inject({ method: 'GET', url });
  if (answer.statusCode !== 200) return [];
  return (answer.json<{ data?: Row[] }>().data ?? []).filter(Boolean);
}

const topPlayers = async (app: FastifyInstance) =>
  (await firstRows<PlayerRankingRow>(app, tablePage(endpoints.ranking('player/global'), 2))).flatMap((row) => (row.user ? [row.user.id] : []));

/** What the samples read: the top players are asked once, for the character and the comparison. */
interface Lookups {
  app: FastifyInstance;
  topPlayers: () => Promise<number[]>;
}

/** Where each page with parameters is warmed; a kind left out, or without an entity, is not. */
const SAMPLES: Partial<Record<PagePattern, (lookups: Lookups) => Promise<string | null>>> = {
  '/charid/:id': async ({ topPlayers }) => {
    const [id] = await topPlayers();
    return id === undefined ? null : paths.character(id);
  },
  '/compare/:a/:b': async ({ topPlayers }) => {
    const [a, b] = await topPlayers();
    return a === undefined || b === undefined ? null : paths.compare(a, b);
  },
  '/guild/:id': async ({ app }) => {
    const [row] = await firstRows<GuildRankingRow>(app, tablePage(endpoints.ranking('guild/global'), 1));
    return row ? paths.guild(row.guild.id) : null;
  },
  '/wiki/:type': async () => paths.wikiList('item'),
  '/wiki/:type/:id': async ({ app }) => {
    const [row] = await firstRows<WikiListRows['item']>(app, tablePage(endpoints.wikiList('item'), 1));
    return row ? paths.wikiDetail('item', row.id) : null;
  },
  '/news/:slug': async ({ app }) => {
    const [post] = await firstRows<NewsSummary>(app, endpoints.news());
    return post ? paths.newsPost(post.Slug) : null;
  },
};

/** One address of each page the server paints (those without parameters as they are). */
export async function pagesToWarm(app: FastifyInstance): Promise<string[]> {
  let players: Promise<number[]> | undefined;
  const lookups: Lookups = { app, topPlayers: () => (players ??= topPlayers(app)) };
  const pages: string[] = [];
  for (const pattern of PAGE_PATTERNS) {
    if (!PAGES[pattern].serverRendered) continue;
    const address = pattern.includes(':') ? await SAMPLES[pattern]?.(lookups).catch(() => null) : pattern;
    if (address) pages.push(address);
  }
  return pages;
}
