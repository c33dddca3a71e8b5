import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MessageAnswer } from '@contract/schemas/common';
import { BetIdParams } from '@contract/schemas/staff';
import { formatNumber } from '@contract/rules/format';
import { answers } from '../../../lib/route-schema';
import { requirePermission } from '../../../plugins/staff-permission';
import { voidBet } from '../../../domain/dashboard/void-bet';

/** POST /api/dashboard/bets/:betId/void (moderator and up): the stakes back to the players. */
const bets: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/dashboard/bets/:betId/void',
    { config: { what: 'The bet' }, schema: { params: BetIdParams, body: Type.Object({}), response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      const actor = { ...requirePermission(request, 'betsVoid'), ip: request.ip };
      const { returned } = await voidBet(app.db, actor, request.params.betId);
      return { message: `The bet was voided: ${formatNumber(returned)} coins back to the players.` };
    },
  );
};
export default bets;
