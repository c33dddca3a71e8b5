import type { FastifyPluginAsync } from 'fastify';
import type { BetStatus } from '@contract/types/bets';
import { findBet } from '../../../domain/bets/bets';
import { pageText } from '../../../lib/page-text';
import { linkLanguage } from '../../../lib/request-language';

const ID = /^[1-9][0-9]{0,9}$/;

/** What a bet no flip has decided yet is, by its state (a joined one names its winner instead). */
const UNDECIDED = {
  open: "{player}'s bet of {coins} Coins each is open.",
  joined: "{player}'s bet of {coins} Coins each was taken.",
  cancelled: "{player}'s bet of {coins} Coins each was cancelled.",
  voided: "{player}'s bet of {coins} Coins each was voided.",
} as const satisfies Record<BetStatus, string>;

/**
 * Deep links to /bet/verify/{id} unfurl with the bet and its outcome, in the language the link names
 * (docs/translations.md#link-previews-and-share-cards); an unknown bet is a 404.
 */
const betPageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/bet/verify/:id', async ({ id }, request) => {
    if (!ID.test(id) || Number(id) > 2_147_483_647) return null;
    const bet = await findBet(app.db, Number(id));
    if (!bet) return null;
    const { say } = pageText(linkLanguage(request));
    const outcome =
      bet.Status === 'joined' && bet.target
        ? say('{winner} won the flip of {player} against {opponent}, {coins} Coins each.', {
            winner: bet.Side ? bet.target.Username : bet.user.Username,
            player: bet.user.Username,
            opponent: bet.target.Username,
            coins: bet.Coins,
          })
        : say(UNDECIDED[bet.Status], { player: bet.user.Username, coins: bet.Coins });
    // The id goes in as text: a bet's number is never grouped.
    return { title: say('Bet #{id}: provably fair flip', { id: String(bet.id) }), description: `${outcome} ${say('Recompute the result yourself.')}` };
  });
};
export default betPageMeta;
