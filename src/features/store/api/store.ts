import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecipientRow, StoreAnswer, StoreBuyAnswer } from '@contract/types/store';
import { getJson, postJson, type Read } from '@/lib/api-client';
import { setCoins } from '@/lib/coins';
import { postTablePage } from '@/lib/table-fetchers';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// The store calls of docs/product-rules.md#http-contract (+ POST /api/store/buy/{id}), with their React Query keys.

const STORE_KEY = queryKeys.store.all;

const getStore = (read?: Read) => getJson<StoreAnswer>(endpoints.store(), undefined, read);

/** GET /api/store: the catalogue (stock changes with every purchase, so it is refreshed after one). */
export const storeQueryOptions = () => queryOptions({ queryKey: queryKeys.store.packages, queryFn: (read) => getStore(read), staleTime: 30_000 });

export const useStore = () => useQuery(storeQueryOptions());

/** POST /api/user/all: the gift recipient picker, a server-mode table. */
export const fetchRecipients = postTablePage<RecipientRow>(endpoints.storeRecipients());
export const RECIPIENTS_KEY = queryKeys.store.recipients;

/** POST /api/store/buy/{id}: for oneself, or as a gift when RecipientID is set. The answer carries the new balance. */
export function useBuyPackage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { RecipientID?: number | '' }) =>
      postJson<StoreBuyAnswer>(endpoints.storeBuy(id), values.RecipientID ? { RecipientID: values.RecipientID } : {}),
    onSuccess: (answer) => setCoins(queryClient, answer.coins),
    // Stock changes with every purchase.
    onSettled: () => queryClient.invalidateQueries({ queryKey: STORE_KEY }),
  });
}
