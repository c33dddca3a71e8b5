import type { FastifyPluginAsync } from 'fastify';
import { formatNumber } from '@contract/rules/format';
import { findBet } from '../../../domain/bets/bets';

const ID = /^[1-9][0-9]{0,9}$/;

/** Deep links to /bet/verify/{id} unfurl with the bet and its outcome; an unknown bet is a 404. */
const betPageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/bet/verify/:id', async ({ id }) => {
    if (!ID.test(id) || Number(id) > 2_147_483_647) return null;
    const bet = await findBet(app.db, Number(id));
    if (!bet) return null;
    const stake = `${formatNumber(bet.Coins)} Coins each`;
    const outcome =
      bet.Status === 'joined' && bet.target
        ? `${bet.Side ? bet.target.Username : bet.user.Username} won the flip of ${bet.user.Username} against ${bet.target.Username}, ${stake}.`
        : `${bet.user.Username}'s bet of ${stake} is ${bet.Status}.`;
    return { title: `Bet #${bet.id}: provably fair flip`, description: `${outcome} Recompute the result yourself.` };
  });
};
export default betPageMeta;
