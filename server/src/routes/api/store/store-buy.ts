import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@contract/schemas/common';
import { StoreBuyAnswer as StoreBuySchema, StoreBuyBody } from '@contract/schemas/store';
import { answers } from '../../../lib/route-schema';
import type { StoreBuyAnswer } from '@contract/types/store';
import { loginFirst, requireUser } from '../../../plugins/session';
import { buyPackage } from '../../../domain/store/purchase';

/**
 * POST /api/store/buy/{id}: not in docs/product-rules.md#http-contract (it names no purchase call); added and documented with the
 * other calls. Form field RecipientID (optional): the player who receives the package as a gift.
 */
const storeBuy: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { params: IdParams, body: StoreBuyBody, response: answers({ 200: StoreBuySchema }) };
  app.post('/api/store/buy/:id', { config: { what: 'The package' }, preValidation: loginFirst, schema }, async (request): Promise<StoreBuyAnswer> => {
    const user = requireUser(request);
    const packageId = request.params.id;
    const result = await buyPackage(app.db, {
      buyerId: user.id,
      packageId,
      recipientId: request.body.RecipientID,
      announcements: app.communityWebhooks.announcements,
    });
    const { purchase } = result;
    const message = purchase.gift
      ? `You sent the ${purchase.package.Name} to ${purchase.recipient.Username} as a gift.`
      : `You bought the ${purchase.package.Name}. Enjoy!`;
    return { message, ...result };
  });
};
export default storeBuy;
