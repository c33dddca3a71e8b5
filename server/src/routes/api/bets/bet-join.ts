import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@contract/schemas/common';
import { answers } from '../../../lib/route-schema';
import { BetJoinAnswer as BetJoinSchema, BetJoinBody } from '@contract/schemas/bets';
import type { BetJoinAnswer } from '@contract/types/bets';
import { CLIENT_SEED_PATTERN } from '@contract/rules/fair-flip';
import { fieldError } from '../../../lib/http-errors';
import { requireUser } from '../../../plugins/session';
import { joinBet } from '../../../domain/bets/bets';

/** The joiner's optional seed for the provably fair flip; blank means "draw one for me". Read raw: a seed of digits stays text. */
function clientSeedOf(form: Record<string, unknown> | undefined): string | undefined {
  const raw = form?.ClientSeed;
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !CLIENT_SEED_PATTERN.test(raw)) {
    throw fieldError('ClientSeed', 'The client seed field must be 1 to 64 visible characters, without spaces or colons.');
  }
  return raw;
}

/**
 * POST /api/bet/join/{id}: not in docs/product-rules.md#http-contract (it names no call that joins); added and documented with
 * the other calls. Optional form field `ClientSeed` (provably fair flips). The answer
 * carries Side; the message does not give the outcome away before the coin-flip animation shows it.
 */
const betJoin: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/bet/join/:id',
    { config: { what: 'The bet' }, schema: { params: IdParams, body: BetJoinBody, response: answers({ 200: BetJoinSchema }) } },
    async (request): Promise<BetJoinAnswer> => {
      const user = requireUser(request);
      const id = request.params.id;
      const clientSeed = clientSeedOf(request.rawForm);
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
