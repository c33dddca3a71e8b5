import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryEntry, InventoryStorage } from '@contract/types/character';
import { getJson } from '@/lib/api-client';

/** Tabs keep their data this long: reopening a tab within it shows the cached list without a request. */
export const TAB_STALE_MS = 5 * 60_000;

/** GET /api/user/inventory/{default|bank}/{characterId}/none (SPEC §7). */
const getInventory = (storage: InventoryStorage, characterId: number, signal?: AbortSignal) =>
  getJson<InventoryEntry[]>(`/api/user/inventory/${storage}/${characterId}/none`, undefined, signal);

const inventoryQueryOptions = (storage: InventoryStorage, characterId: number) =>
  queryOptions({
    queryKey: ['character', characterId, 'inventory', storage],
    queryFn: ({ signal }) => getInventory(storage, characterId, signal),
    staleTime: TAB_STALE_MS,
  });

export const useInventory = (storage: InventoryStorage, characterId: number) => useQuery(inventoryQueryOptions(storage, characterId));
