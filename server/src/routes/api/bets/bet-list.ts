import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BetListAnswer as BetListSchema, betListQuery } from '@contract/schemas/bets';
import { answers } from '../../../lib/route-schema';
import type { BetListAnswer } from '@contract/types/bets';
import { tableFields, tableReader } from '../../../plugins/table-request';
import { BET_TABLE_ORDERABLE, listBets } from '../../../domain/bets/bet-list';
import { PUBLIC_READ } from '../../../plugins/public-read';

/**
 * GET /api/bet/all (docs/product-rules.md#http-contract): the open-bet table, DataTables server mode over the query string.
 * `list=joined` answers the latest flips instead, so players can watch bets that left the open table.
 */
const betList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bet/all',
    { ...PUBLIC_READ, schema: { querystring: betListQuery(BET_TABLE_ORDERABLE), response: answers({ 200: BetListSchema }) } },
    async (request): Promise<BetListAnswer> => {
      const answer = await listBets(app.db, request.query.list ?? 'open', tableReader(tableFields(request)));
      // The viewer's balance rides along, so the navbar catches up when someone joins their bet.
      return request.currentUser ? { ...answer, coins: request.currentUser.Coins } : answer;
    },
  );
};
export default betList;
