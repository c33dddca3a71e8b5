import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InventoryAnswer, InventoryParams } from '@contract/schemas/character';
import type { InventoryEntry } from '@contract/types/character';
import { characterExists } from '../../../domain/character/exists';
import { assertTabVisible } from '../../../domain/account/privacy';
import { listInventory } from '../../../domain/character/inventory';
import { notFound } from '../../../lib/http-errors';
import { answers } from '../../../lib/route-schema';
import { PUBLIC_READ } from '../../../plugins/public-read';

/**
 * GET /api/user/inventory/{default|bank}/{characterId}/none (docs/product-rules.md#http-contract). A storage other than
 * default or bank, or a malformed id, names no inventory: 404.
 */
const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/user/inventory/:storage/:characterId/none',
    { config: { ...PUBLIC_READ.config, what: 'The inventory' }, schema: { params: InventoryParams, response: answers({ 200: InventoryAnswer }) } },
    async (request): Promise<InventoryEntry[]> => {
      const { storage, characterId } = request.params;
      if (!(await characterExists(app.db, characterId))) throw notFound('The character');
      // The owner may keep the inventory or the bank to friends or to themselves.
      await assertTabVisible(app.db, characterId, storage === 'bank' ? 'bank' : 'inventory', request.currentUser);
      return listInventory(app.db, characterId, storage);
    },
  );
};
export default inventoryRoutes;
