import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MessageAnswer } from '@contract/schemas/common';
import { PurchaseIdParams } from '@contract/schemas/staff';
import { formatNumber } from '@contract/rules/format';
import { answers } from '../../../lib/route-schema';
import { requirePermission } from '../../../plugins/staff-permission';
import { refundPurchase } from '../../../domain/dashboard/refund';

/** POST /api/dashboard/purchases/:purchaseId/refund (game master and up): coins back, rewards taken back, stock returned. */
const purchases: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/dashboard/purchases/:purchaseId/refund',
    { config: { what: 'The purchase' }, schema: { params: PurchaseIdParams, body: Type.Object({}), response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      const actor = { ...requirePermission(request, 'economy'), ip: request.ip };
      const { coinsBack, itemsTaken } = await refundPurchase(app.db, actor, request.params.purchaseId);
      return {
        message: `The purchase was refunded: ${formatNumber(coinsBack)} coins back${itemsTaken ? `, ${formatNumber(itemsTaken)} items taken back` : ''}.`,
      };
    },
  );
};
export default purchases;
