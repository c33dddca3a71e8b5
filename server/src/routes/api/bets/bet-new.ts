import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers } from '../../../lib/route-schema';
import { BetNewAnswer as BetNewSchema, BetNewBody } from '@contract/schemas/bets';
import type { BetNewAnswer } from '@contract/types/bets';
import { formatNumber } from '@contract/rules/format';
import { loginFirst, requireUser } from '../../../plugins/session';
import { createBet } from '../../../domain/bets/bets';

/** POST /api/bet/new (docs/product-rules.md#http-contract): form with coins; stake + tax go to escrow; the answer has message. */
const betNew: FastifyPluginAsyncTypebox = async (app) => {
  const body = BetNewBody({ betMinCoins: app.config.BET_MIN_COINS, betMaxCoins: app.config.BET_MAX_COINS });
  app.post(
    '/api/bet/new',
    { preValidation: loginFirst, schema: { body, response: answers({ 201: BetNewSchema }) } },
    async (request, reply): Promise<BetNewAnswer> => {
      const user = requireUser(request);
      const { bet, coins } = await createBet(app.db, { userId: user.id, coins: request.body.coins, taxPercent: app.config.BET_TAX_PERCENT });
      reply.code(201);
      return { message: `Your bet of ${formatNumber(bet.Coins)} Coins is open. Good luck!`, bet, coins };
    },
  );
};
export default betNew;
