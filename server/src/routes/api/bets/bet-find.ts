import type { FastifyPluginAsync } from 'fastify';
import type { BetFindAnswer } from '@contract/types/bets';
import { notFound } from '../../../lib/http-errors';
import { findBet } from '../../../domain/bets/bets';
import { idParam } from './id-param';
import { PUBLIC_READ } from '../../../plugins/public-read';

/** GET /api/bet/find/{id} (SPEC §7): id, Side, user, target, for the join, watch and cancel modals. */
const betFind: FastifyPluginAsync = async (app) => {
  app.get('/api/bet/find/:id', PUBLIC_READ, async (request): Promise<BetFindAnswer> => {
    const bet = await findBet(app.db, idParam(request.params, 'The bet'));
    if (!bet) throw notFound('The bet');
    return request.currentUser ? { ...bet, coins: request.currentUser.Coins } : bet;
  });
};
export default betFind;
