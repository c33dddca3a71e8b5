import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@contract/schemas/common';
import { answers } from '../../../lib/route-schema';
import { BetCancelAnswer as BetCancelSchema } from '@contract/schemas/bets';
import type { BetCancelAnswer } from '@contract/types/bets';
import { formatNumber } from '@contract/rules/format';
import { requireUser } from '../../../plugins/session';
import { cancelBet } from '../../../domain/bets/bets';

/**
 * GET /api/bet/cancel/{id} (docs/product-rules.md#http-contract). A GET that changes state because the contract says so: it
 * still requires the CSRF token header (`config.csrf`), so a link or image on another site can't
 * cancel anyone's bet.
 */
const betCancel: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bet/cancel/:id',
    { config: { csrf: true, what: 'The bet' }, schema: { params: IdParams, response: answers({ 200: BetCancelSchema }) } },
    async (request): Promise<BetCancelAnswer> => {
      const user = requireUser(request);
      const { refund, coins } = await cancelBet(app.db, { id: request.params.id, userId: user.id });
      return { message: `Your bet was cancelled and ${formatNumber(refund)} Coins were returned to you.`, refund, coins };
    },
  );
};
export default betCancel;
