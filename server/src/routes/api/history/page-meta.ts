import type { FastifyPluginAsync } from 'fastify';
import { PLAYER_RANKINGS, type PlayerRanking } from '@contract/paths';
import { compareCardMeta, rankingCardMeta } from '../../../domain/history/share-card-kinds';
import { pageText } from '../../../lib/page-text';
import { linkLanguage } from '../../../lib/request-language';

const ID = /^[1-9][0-9]{0,9}$/;
const idOf = (v: unknown) => (typeof v === 'string' && ID.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null);

/**
 * Links that unfurl with a share card.
 * - /compare/{a}/{b}: both characters, their levels and experience lines.
 * - /ranking/player?category={c}&player={id}: that player's position in the ranking (the link a player
 *   shares to show off a position). Without player=, or for a player hidden from the rankings or not
 *   ranked there, the ranking's own title and the site card.
 */
const historyPageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/compare/:a/:b', async ({ a, b }, request) => {
    const left = idOf(a);
    const right = idOf(b);
    // A character compared with themself is no comparison: not found, as a malformed id.
    if (left === null || right === null || left === right) return null;
    return compareCardMeta(app.db, left, right, linkLanguage(request));
  });
  app.registerPageMeta('/compare/:a', async ({ a }, request) => {
    if (idOf(a) === null) return null;
    const { say } = pageText(linkLanguage(request));
    return { title: say('Compare characters'), description: say('Two characters side by side.') };
  });

  app.registerPageMeta('/ranking/player', async (_params, request) => {
    const query = request.query as Record<string, unknown>;
    const category: PlayerRanking = (PLAYER_RANKINGS as readonly unknown[]).includes(query.category) ? (query.category as PlayerRanking) : 'global';
    const player = idOf(query.player);
    const language = linkLanguage(request);
    const card = player === null ? null : await rankingCardMeta(app.db, category, player, language);
    // The shared link is the position: unfurlers that follow og:url must land on it, not on the plain ranking.
    if (card) return { ...card, url: `/ranking/player?category=${category}&player=${player}` };
    const { say } = pageText(language);
    return {
      title: say('Player rankings'),
      description: say('Guildhall player rankings: global, world boss, PvP, VIP, noob, staff and rebirth.'),
      url: `/ranking/player?category=${category}`,
    };
  });
};
export default historyPageMeta;
