import type { FastifyPluginAsync } from 'fastify';
import type { BetJoinAnswer } from '@contract/types/bets';
import { requireUser } from '../../../plugins/session';
import { joinBet } from '../../../domain/bets/bets';
import { idParam } from './id-param';

/**
 * POST /api/bet/join/{id}: not in SPEC §7 (it names no call that joins); added and documented with
 * the other calls. The answer carries Side; the message does not give the outcome away before the
 * coin-flip animation shows it.
 */
const betJoin: FastifyPluginAsync = async (app) => {
  app.post('/api/bet/join/:id', async (request): Promise<BetJoinAnswer> => {
    const user = requireUser(request);
    const { bet, coins } = await joinBet(app.db, { id: idParam(request.params, 'The bet'), userId: user.id });
    return { message: 'You joined the bet. The coin is in the air!', bet, coins };
  });
};
export default betJoin;
