import type { FastifyPluginAsync } from 'fastify';
import type { BetCancelAnswer } from '@contract/types/bets';
import { formatNumber } from '@contract/rules/format';
import { requireUser } from '../../../plugins/session';
import { cancelBet } from '../../../domain/bets/bets';
import { idParam } from './id-param';

/**
 * GET /api/bet/cancel/{id} (SPEC §7). A GET that changes state because the contract says so: it
 * still requires the CSRF token header (`config.csrf`), so a link or image on another site can't
 * cancel anyone's bet.
 */
const betCancel: FastifyPluginAsync = async (app) => {
  app.get('/api/bet/cancel/:id', { config: { csrf: true } }, async (request): Promise<BetCancelAnswer> => {
    const user = requireUser(request);
    const { refund, coins } = await cancelBet(app.db, { id: idParam(request.params, 'The bet'), userId: user.id });
    return { message: `Your bet was cancelled and ${formatNumber(refund)} Coins were returned to you.`, refund, coins };
  });
};
export default betCancel;
