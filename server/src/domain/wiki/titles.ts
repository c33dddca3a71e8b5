import { count, eq } from 'drizzle-orm';
import type { WikiTitle, WikiTitleDetail } from '@contract/types/wiki';
import type { Db } from '../../db/client';
import { effects, rarities, titles, userTitles } from '../../db/schema/index';
import { answerTable, type TableDefinition } from '../tables/table-query';
import { effectColumns, rarityColumns, toEffect, toRarity } from './fragments';
import type { WikiEntry } from './types';

const selectTitles = (db: Db) =>
  db
    .select({ id: titles.id, Name: titles.Name, NameHTML: titles.NameHTML, RarityID: titles.RarityID, ...rarityColumns, ...effectColumns })
    .from(titles)
    .innerJoin(rarities, eq(rarities.id, titles.RarityID))
    .leftJoin(effects, eq(effects.id, titles.EffectID))
    .$dynamic();

type TitleSelected = Awaited<ReturnType<typeof selectTitles>>[number];

const toTitle = (r: TitleSelected): WikiTitle => ({
  id: r.id,
  Name: r.Name,
  NameHTML: r.NameHTML,
  RarityID: r.RarityID,
  rarity: toRarity(r),
  effect: toEffect(r),
});

export const titleTable: TableDefinition<'id' | 'Name' | 'RarityID'> = {
  sortable: { id: titles.id, Name: titles.Name, RarityID: titles.RarityID },
  defaultOrder: { column: 'Name', dir: 'asc' },
  searchable: [titles.Name],
  tiebreak: [titles.id],
};

export const titleEntry: WikiEntry<WikiTitleDetail, WikiTitle> = {
  list: (db, read) =>
    answerTable(read(titleTable), titleTable, () => ({ rows: selectTitles(db), count: db.select({ n: count() }).from(titles).$dynamic() }), toTitle),
  async detail(db, id) {
    const [row] = await selectTitles(db).where(eq(titles.id, id));
    if (!row) return null;
    const [{ n }] = await db.select({ n: count() }).from(userTitles).where(eq(userTitles.TitleID, id));
    return { ...toTitle(row), holders: n };
  },
  // The plain Name, never NameHTML: meta tags carry text only.
  meta: (t, { say }) => ({
    title: t.Name,
    description: say('{rarity} title, held by {count, plural, one {# player} other {# players}}.', { rarity: t.rarity.Name, count: t.holders }),
  }),
};
