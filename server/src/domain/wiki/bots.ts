import { count, eq } from 'drizzle-orm';
import type { WikiBot } from '@contract/types/wiki';
import type { Db } from '../../db/client';
import { bots, users } from '../../db/schema/index';
import { answerTable, type TableDefinition } from '../tables/table-query';
import { livePlayerRefColumns, toLivePlayerRef } from './fragments';
import { iso } from '../../db/refs';
import type { WikiEntry } from './types';

const selectBots = (db: Db) =>
  db
    .select({ id: bots.id, Name: bots.Name, bot_file: bots.BotFile, DateCreated: bots.DateCreated, user: livePlayerRefColumns(users) })
    .from(bots)
    .leftJoin(users, eq(users.id, bots.UserID))
    .$dynamic();

type BotSelected = Awaited<ReturnType<typeof selectBots>>[number];

const toBot = (r: BotSelected): WikiBot => ({
  id: r.id,
  Name: r.Name,
  bot_file: r.bot_file,
  user: r.user ? toLivePlayerRef(r.user) : null,
  DateCreated: iso(r.DateCreated),
});

export const botTable: TableDefinition<'id' | 'Name' | 'bot_file' | 'user' | 'DateCreated'> = {
  sortable: { id: bots.id, Name: bots.Name, bot_file: bots.BotFile, user: users.Username, DateCreated: bots.DateCreated },
  defaultOrder: { column: 'DateCreated', dir: 'desc' },
  searchable: [bots.Name, bots.BotFile, users.Username],
  tiebreak: [bots.id],
};

export const botEntry: WikiEntry<WikiBot, WikiBot> = {
  list: (db, read) =>
    answerTable(
      read(botTable),
      botTable,
      () => ({ rows: selectBots(db), count: db.select({ n: count() }).from(bots).leftJoin(users, eq(users.id, bots.UserID)).$dynamic() }),
      toBot,
    ),
  async detail(db, id) {
    const [row] = await selectBots(db).where(eq(bots.id, id));
    return row ? toBot(row) : null;
  },
  meta: (b, { say }) => ({
    title: b.Name,
    description: b.user ? say('Bot {file} by {name}.', { file: b.bot_file, name: b.user.Username }) : say('Bot {file}.', { file: b.bot_file }),
  }),
};
