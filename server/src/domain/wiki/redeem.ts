import { count, eq, sql } from 'drizzle-orm';
import type { WikiRedeemCode } from '@contract/types/wiki';
import type { Db } from '../../db/client';
import { redeemCodes } from '../../db/schema/index';
import { answerTable, type TableDefinition } from '../tables/table-query';
import { iso } from '../../db/refs';
import type { WikiEntry } from './types';

/** Share of redemptions still available, 0-100. */
const remainingPercent = sql<number>`case when ${redeemCodes.Quantity} > 0
  then greatest(0, floor(100.0 * (${redeemCodes.Quantity} - ${redeemCodes.Used}) / ${redeemCodes.Quantity}))::int else 0 end`.mapWith(Number);

const selectCodes = (db: Db) =>
  db
    .select({
      id: redeemCodes.id,
      code_final: redeemCodes.Code,
      Experience: redeemCodes.Experience,
      Coins: redeemCodes.Coins,
      quantity_percentage: remainingPercent,
      DateExpiry: redeemCodes.DateExpiry,
    })
    .from(redeemCodes)
    .$dynamic();

type CodeSelected = Awaited<ReturnType<typeof selectCodes>>[number];
const toCode = (r: CodeSelected): WikiRedeemCode => ({ ...r, DateExpiry: iso(r.DateExpiry) });

export const redeemTable: TableDefinition<'code_final' | 'Experience' | 'Coins' | 'quantity_percentage' | 'DateExpiry'> = {
  sortable: {
    code_final: redeemCodes.Code,
    Experience: redeemCodes.Experience,
    Coins: redeemCodes.Coins,
    quantity_percentage: remainingPercent,
    DateExpiry: redeemCodes.DateExpiry,
  },
  defaultOrder: { column: 'DateExpiry', dir: 'desc' },
  searchable: [redeemCodes.Code],
  tiebreak: [redeemCodes.id],
};

export const redeemEntry: WikiEntry<WikiRedeemCode, WikiRedeemCode> = {
  list: (db, read) =>
    answerTable(read(redeemTable), redeemTable, () => ({ rows: selectCodes(db), count: db.select({ n: count() }).from(redeemCodes).$dynamic() }), toCode),
  async detail(db, id) {
    const [row] = await selectCodes(db).where(eq(redeemCodes.id, id));
    return row ? toCode(row) : null;
  },
  meta: (c, { say }) => ({
    title: say('Redeem code {code}', { code: c.code_final }),
    description: say('{experience} experience and {coins} Coins; {percent}% left.', {
      experience: c.Experience,
      coins: c.Coins,
      percent: c.quantity_percentage,
    }),
  }),
};
