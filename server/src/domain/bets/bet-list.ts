import { and, eq, isNotNull } from 'drizzle-orm';
import type { Bet, BetList } from '@contract/types/bets';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { Db } from '../../db/client';
import { bets } from '../../db/schema/index';
import { answerTable, countStar, orderableColumns, type TableDefinition, type TableReader } from '../tables/table-query';
import { creator, selectBets, target, toBet } from './bets';

type Column = 'id' | 'Coins' | 'user' | 'target' | 'DateCreated' | 'DateJoined';

const definition = (list: BetList): TableDefinition<Column> => ({
  sortable: {
    id: bets.id,
    Coins: bets.Coins,
    user: creator.Username,
    target: target.Username,
    DateCreated: bets.DateCreated,
    DateJoined: bets.DateJoined,
  },
  // Open bets: newest first. Latest flips: most recently joined first.
  defaultOrder: list === 'open' ? { column: 'id', dir: 'desc' } : { column: 'DateJoined', dir: 'desc' },
  searchable: [creator.Username, target.Username],
  tiebreak: [bets.id],
});

/** Both bet tables sort by the same columns. */
export const BET_TABLE_ORDERABLE = orderableColumns(definition('open'));

/**
 * One page of a bet table for a DataTables request: the open bets, or (`joined`) the latest flips,
 * so players can watch bets that left the open table.
 */
export function listBets(db: Db, list: BetList, read: TableReader): Promise<DataTablesAnswer<Bet>> {
  const where = list === 'open' ? eq(bets.Status, 'open') : and(eq(bets.Status, 'joined'), isNotNull(bets.DateJoined));
  const count = db
    .select({ n: countStar() })
    .from(bets)
    .innerJoin(creator, eq(creator.id, bets.UserID))
    .leftJoin(target, eq(target.id, bets.TargetID))
    .$dynamic();
  const table = definition(list);
  return answerTable(read(table), table, { rows: selectBets(db).$dynamic(), count, where }, toBet);
}
