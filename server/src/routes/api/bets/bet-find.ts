import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@contract/schemas/common';
import { answers } from '../../../lib/route-schema';
import { BetFindAnswer as BetFindSchema } from '@contract/schemas/bets';
import type { BetFindAnswer } from '@contract/types/bets';
import { notFound } from '../../../lib/http-errors';
import { findBet } from '../../../domain/bets/bets';
import { PUBLIC_READ } from '../../../plugins/public-read';

/** GET /api/bet/find/{id} (docs/product-rules.md#http-contract): id, Side, user, target, for the join, watch and cancel modals. */
const betFind: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bet/find/:id',
    { config: { ...PUBLIC_READ.config, what: 'The bet' }, schema: { params: IdParams, response: answers({ 200: BetFindSchema }) } },
    async (request): Promise<BetFindAnswer> => {
      const bet = await findBet(app.db, request.params.id);
      if (!bet) throw notFound('The bet');
      return request.currentUser ? { ...bet, coins: request.currentUser.Coins } : bet;
    },
  );
};
export default betFind;
