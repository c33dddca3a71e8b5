import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryEntry, InventoryStorage } from '@contract/types/character';
import { getJson, type Read } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/** Tabs keep their data this long: reopening a tab within it shows the cached list without a request. */
export const TAB_STALE_MS = 5 * 60_000;

/** GET /api/user/inventory/{default|bank}/{characterId}/none (docs/product-rules.md#http-contract). */
const getInventory = (storage: InventoryStorage, characterId: number, read?: Read) =>
  getJson<InventoryEntry[]>(endpoints.inventory(storage, characterId), undefined, read);

export const inventoryQueryOptions = (storage: InventoryStorage, characterId: number) =>
  queryOptions({
    queryKey: queryKeys.character.inventory(characterId, storage),
    queryFn: (read) => getInventory(storage, characterId, read),
    staleTime: TAB_STALE_MS,
  });

export const useInventory = (storage: InventoryStorage, characterId: number) => useQuery(inventoryQueryOptions(storage, characterId));
