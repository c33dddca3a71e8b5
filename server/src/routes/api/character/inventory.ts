import type { FastifyPluginAsync } from 'fastify';
import { INVENTORY_STORAGES, type InventoryStorage } from '@contract/types/character';
import { characterExists } from '../../../domain/character/exists';
import { listInventory } from '../../../domain/character/inventory';
import { notFound } from '../../../lib/http-errors';
import { parseId } from '../images/params';
import { PUBLIC_READ } from '../../../plugins/public-read';

const isStorage = (value: string): value is InventoryStorage => (INVENTORY_STORAGES as readonly string[]).includes(value);

/** GET /api/user/inventory/{default|bank}/{characterId}/none (SPEC §7). */
const inventoryRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { storage: string; characterId: string } }>('/api/user/inventory/:storage/:characterId/none', PUBLIC_READ, async (request) => {
    const { storage } = request.params;
    if (!isStorage(storage)) throw notFound('The inventory');
    const id = parseId(request.params.characterId, 'character id');
    if (!(await characterExists(app.db, id))) throw notFound('The character');
    return listInventory(app.db, id, storage);
  });
};
export default inventoryRoutes;
