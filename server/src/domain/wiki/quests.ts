import { and, count, eq, ne } from 'drizzle-orm';
import type { WikiQuest, WikiQuestDetail } from '@contract/types/wiki';
import type { Db } from '../../db/client';
import { items, itemTypes, npcs, questChains, questRewards, quests, rarities } from '../../db/schema/index';
import { answerTable, type TableDefinition } from '../tables/table-query';
import { itemWithRarityColumns, toItemWithRarity } from './fragments';
import type { WikiEntry } from './types';

const selectQuests = (db: Db) =>
  db
    .select({
      id: quests.id,
      Name: quests.Name,
      Experience: quests.Experience,
      Coins: quests.Coins,
      ClassPoints: quests.ClassPoints,
      EnergyCost: quests.EnergyCost,
      ChainID: quests.ChainID,
      chainName: questChains.Name,
      NpcID: quests.NpcID,
    })
    .from(quests)
    .leftJoin(questChains, eq(questChains.id, quests.ChainID))
    .$dynamic();

type QuestSelected = Awaited<ReturnType<typeof selectQuests>>[number];

const toQuest = (r: QuestSelected): WikiQuest => ({
  id: r.id,
  Name: r.Name,
  Experience: r.Experience,
  Coins: r.Coins,
  ClassPoints: r.ClassPoints,
  EnergyCost: r.EnergyCost,
  chain: r.ChainID === null ? null : { id: r.ChainID, Name: r.chainName ?? '' },
});

export const questTable: TableDefinition<'id' | 'Name' | 'Experience' | 'Coins' | 'ClassPoints' | 'EnergyCost' | 'chain'> = {
  sortable: {
    id: quests.id,
    Name: quests.Name,
    Experience: quests.Experience,
    Coins: quests.Coins,
    ClassPoints: quests.ClassPoints,
    EnergyCost: quests.EnergyCost,
    chain: questChains.Name,
  },
  defaultOrder: { column: 'Name', dir: 'asc' },
  searchable: [quests.Name, questChains.Name],
  tiebreak: [quests.id],
};

export const questEntry: WikiEntry<WikiQuestDetail, WikiQuest> = {
  list: (db, read) =>
    answerTable(
      read(questTable),
      questTable,
      () => ({
        rows: selectQuests(db),
        count: db.select({ n: count() }).from(quests).leftJoin(questChains, eq(questChains.id, quests.ChainID)).$dynamic(),
      }),
      toQuest,
    ),
  async detail(db, id) {
    const [row] = await selectQuests(db).where(eq(quests.id, id));
    if (!row) return null;
    const [npc] =
      row.NpcID === null ? [] : await db.select({ id: npcs.id, Name: npcs.Name, ColorName: npcs.ColorName }).from(npcs).where(eq(npcs.id, row.NpcID));
    const rewards = await db
      .select({ ...itemWithRarityColumns, Quantity: questRewards.Quantity })
      .from(questRewards)
      .innerJoin(items, eq(items.id, questRewards.ItemID))
      .innerJoin(itemTypes, eq(itemTypes.id, items.TypeItemID))
      .innerJoin(rarities, eq(rarities.id, items.RarityID))
      .where(eq(questRewards.QuestID, id))
      .orderBy(items.Name);
    const chainQuests =
      row.ChainID === null
        ? []
        : await db
            .select({ id: quests.id, Name: quests.Name })
            .from(quests)
            .where(and(eq(quests.ChainID, row.ChainID), ne(quests.id, id)))
            .orderBy(quests.id);
    return { ...toQuest(row), npc: npc ?? null, rewards: rewards.map((r) => ({ item: toItemWithRarity(r), Quantity: r.Quantity })), chainQuests };
  },
  meta: (q, { say }) => ({
    title: q.Name,
    description: q.chain
      ? say('Quest of {chain}: {experience} experience, {coins} Coins, {points} class points.', {
          chain: q.chain.Name,
          experience: q.Experience,
          coins: q.Coins,
          points: q.ClassPoints,
        })
      : say('Quest: {experience} experience, {coins} Coins, {points} class points.', { experience: q.Experience, coins: q.Coins, points: q.ClassPoints }),
  }),
};
