import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BetListAnswer as BetListSchema, BetListQuery } from '@contract/schemas/bets';
import { answers } from '../../../lib/route-schema';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { BetList, BetListAnswer } from '@contract/types/bets';
import { bets } from '../../../db/schema/index';
import { answerTable, countStar, parseTableRequest, tableFields, type TableDefinition } from '../../../lib/datatables';
import { creator, selectBets, target, toBet } from '../../../domain/bets/bets';
import { PUBLIC_READ } from '../../../plugins/public-read';

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

/**
 * GET /api/bet/all (SPEC §7): the open-bet table, DataTables server mode over the query string.
 * `list=joined` answers the latest flips instead, so players can watch bets that left the open table.
 */
const betList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bet/all',
    { ...PUBLIC_READ, schema: { querystring: BetListQuery, response: answers({ 200: BetListSchema }) } },
    async (request): Promise<BetListAnswer> => {
      const fields = tableFields(request);
      const list: BetList = request.query.list ?? 'open';
      const def = definition(list);
      const req = parseTableRequest<Column>(fields, { sortable: Object.keys(def.sortable) as Column[], defaultOrder: def.defaultOrder });
      const where = list === 'open' ? eq(bets.Status, 'open') : and(eq(bets.Status, 'joined'), isNotNull(bets.DateJoined));
      const count = app.db
        .select({ n: countStar() })
        .from(bets)
        .innerJoin(creator, eq(creator.id, bets.UserID))
        .leftJoin(target, eq(target.id, bets.TargetID))
        .$dynamic();
      const answer = await answerTable(req, def, { rows: selectBets(app.db).$dynamic(), count, where }, toBet);
      // The viewer's balance rides along, so the navbar catches up when someone joins their bet.
      return request.currentUser ? { ...answer, coins: request.currentUser.Coins } : answer;
    },
  );
};
export default betList;
