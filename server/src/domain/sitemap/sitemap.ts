import { and, between, eq, isNull, max, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PLAYER_RANKINGS, WIKI_TYPES } from '@contract/paths';
import type { WikiDetailType } from '@contract/types/wiki';
import type { Db } from '../../db/client';
import {
  bots,
  enhancements,
  guilds,
  items,
  maps,
  marketListings,
  monsters,
  newsPosts,
  npcs,
  privacySettings,
  quests,
  redeemCodes,
  shops,
  titles,
  users,
} from '../../db/schema/index';

// The sitemap (sitemaps.org protocol): an index of sitemaps, each at most PAGE_SIZE addresses. Each
// kind of page is cut into ranges of its table's id, so every sitemap is one range read on the
// primary key, and the index a few probes of it, whatever the number of players.

/** The protocol's limit of addresses per sitemap. */
const SITEMAP_PAGE_SIZE = 50_000;

interface Row {
  id: number;
  path: string;
  lastmod?: Date;
}

interface Section {
  name: string;
  /** The highest id in the table, listed or not (pages run from 1 to the page holding it). */
  maxId(db: Db): Promise<number | null>;
  /** The listed rows with ids in [from, to], in id order. */
  rows(db: Db, from: number, to: number, limit: number): Promise<Row[]>;
  /** The latest change of anything listed, when the table keeps one. */
  lastmod?(db: Db): Promise<Date | null>;
}

function tableSection(
  name: string,
  table: PgTable,
  id: PgColumn,
  path: (row: { id: number; slug?: string }) => string,
  opts: { listed?: SQL; slug?: PgColumn; updated?: PgColumn } = {},
): Section {
  return {
    name,
    async maxId(db) {
      // Unfiltered, max(id) is one step down the primary key; a range with nothing listed is skipped by its probe.
      const [row] = await db.select({ top: max(id) }).from(table);
      return (row?.top as number | null) ?? null;
    },
    async rows(db, from, to, limit) {
      const found = await db
        .select({ id, ...(opts.slug ? { slug: opts.slug } : {}), ...(opts.updated ? { updated: opts.updated } : {}) })
        .from(table)
        .where(and(between(id, from, to), opts.listed))
        .orderBy(id)
        .limit(limit);
      return (found as { id: number; slug?: string; updated?: Date }[]).map((r) => ({ id: r.id, path: path(r), lastmod: r.updated }));
    },
    ...(opts.updated
      ? {
          async lastmod(db: Db) {
            const [row] = await db
              .select({ latest: max(opts.updated!) })
              .from(table)
              .where(opts.listed);
            return (row?.latest as Date | null) ?? null;
          },
        }
      : {}),
  };
}

const wikiTables: Record<WikiDetailType, { table: PgTable; id: PgColumn }> = {
  item: { table: items, id: items.id },
  enhancement: { table: enhancements, id: enhancements.id },
  map: { table: maps, id: maps.id },
  market: { table: marketListings, id: marketListings.id },
  monster: { table: monsters, id: monsters.id },
  npc: { table: npcs, id: npcs.id },
  quest: { table: quests, id: quests.id },
  shop: { table: shops, id: shops.id },
  bot: { table: bots, id: bots.id },
  title: { table: titles, id: titles.id },
  redeem: { table: redeemCodes, id: redeemCodes.id },
};

/** Every kind of public page with one address per row. */
const SITEMAP_SECTIONS: Section[] = [
  // A player who hides from name searches is left out of what search engines are handed as well.
  tableSection('characters', users, users.id, ({ id }) => `/charid/${id}`, {
    listed: and(
      isNull(users.DeletedAt),
      notExists(sql`(select 1 from ${privacySettings} where ${privacySettings.UserID} = ${users.id} and ${privacySettings.HideFromSearch})`),
    ),
  }),
  tableSection('guilds', guilds, guilds.id, ({ id }) => `/guild/${id}`),
  tableSection('news', newsPosts, newsPosts.id, ({ slug }) => `/news/${slug}`, {
    listed: eq(newsPosts.Status, 'published'),
    slug: newsPosts.Slug,
    updated: newsPosts.DateUpdated,
  }),
  ...Object.entries(wikiTables).map(([type, { table, id }]) => tableSection(`wiki-${type}`, table, id, (r) => `/wiki/${type}/${r.id}`)),
];

/** The pages that are not one row of a table: home, lists, rankings. */
const SITEMAP_LIST_PAGES = [
  '/',
  '/news',
  '/online',
  '/search',
  '/store',
  '/bet',
  '/play',
  '/help/contact',
  ...PLAYER_RANKINGS.map((category) => `/ranking/player?category=${category}`),
  '/ranking/guild',
  '/ranking/monster',
  '/ranking/gains',
  ...WIKI_TYPES.map((type) => `/wiki/${type}`),
];

interface SitemapRef {
  /** The sitemap's name, e.g. characters-3 (/sitemaps/characters-3.xml). */
  file: string;
  lastmod?: Date;
}

/** The sitemaps of the index: the list pages, then every range of every section that lists something. */
export async function sitemapIndex(db: Db, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapRef[]> {
  const refs: SitemapRef[] = [{ file: 'pages-1' }];
  for (const section of SITEMAP_SECTIONS) {
    const top = await section.maxId(db);
    if (top === null) continue;
    const lastmod = (await section.lastmod?.(db)) ?? undefined;
    for (let page = 1; (page - 1) * pageSize < top; page++) {
      // A range emptied by deletions is left out: a sitemap lists at least one address.
      const from = (page - 1) * pageSize + 1;
      if ((await section.rows(db, from, page * pageSize, 1)).length) refs.push({ file: `${section.name}-${page}`, ...(lastmod ? { lastmod } : {}) });
    }
  }
  return refs;
}

/** The rows of one sitemap, or null when it names nothing listed. */
export async function sitemapPage(db: Db, file: string, pageSize = SITEMAP_PAGE_SIZE): Promise<{ path: string; lastmod?: Date }[] | null> {
  const match = /^([a-z-]+)-([1-9][0-9]{0,5})$/.exec(file);
  if (!match) return null;
  const [, name, pageText] = match;
  const page = Number(pageText);
  // Ids are 32-bit: a range past them names nothing.
  if ((page - 1) * pageSize + 1 > 2_147_483_647) return null;
  if (name === 'pages') return page === 1 ? SITEMAP_LIST_PAGES.map((path) => ({ path })) : null;
  const section = SITEMAP_SECTIONS.find((s) => s.name === name);
  if (!section) return null;
  const rows = await section.rows(db, (page - 1) * pageSize + 1, page * pageSize, pageSize);
  return rows.length ? rows : null;
}
