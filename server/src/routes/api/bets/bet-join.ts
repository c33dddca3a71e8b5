import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@contract/schemas/common';
import { answers } from '../../../lib/route-schema';
import { BetJoinAnswer as BetJoinSchema, BetJoinBody } from '@contract/schemas/bets';
import type { BetJoinAnswer } from '@contract/types/bets';
import { loginFirst, requireUser } from '../../../plugins/session';
import { joinBet } from '../../../domain/bets/bets';

/**
 * POST /api/bet/join/{id}: not in docs/product-rules.md#http-contract (it names no call that joins); added and documented with
 * the other calls. Optional form field `ClientSeed` (provably fair flips). The answer
 * carries Side; the message does not give the outcome away before the coin-flip animation shows it.
 */
const betJoin: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/bet/join/:id',
    { config: { what: 'The bet' }, preValidation: loginFirst, schema: { params: IdParams, body: BetJoinBody, response: answers({ 200: BetJoinSchema }) } },
    async (request): Promise<BetJoinAnswer> => {
      const user = requireUser(request);
      const id = request.params.id;
      // Blank draws a seed for the joiner.
      const clientSeed = request.body.ClientSeed || undefined;
      const { bet, coins } = await joinBet(app.db, {
        id,
        userId: user.id,
        clientSeed,
        announcements: app.communityWebhooks.announcements,
      });
      return { message: 'You joined the bet. The coin is in the air!', bet, coins };
    },
  );
};
export default betJoin;
