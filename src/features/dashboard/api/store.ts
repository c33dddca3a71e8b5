import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffStorePackage, StorePackageBody, StorePackageSaved } from '@contract/types/staff';
import { endpoints } from '@contract/client';
import { getJson, postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import type { RequestFailure } from '@/lib/api-error';

// The dashboard's store catalogue calls.

export const storePackageQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.staff.storePackage(id),
    queryFn: (read) => getJson<StaffStorePackage>(endpoints.dashboardStorePackage(id), undefined, read),
    staleTime: 0,
  });

/**
 * After a change the package is the one the server answered and the table is read again; after a
 * conflict (someone saved first) the package is read again, so the form shows their work.
 */
function useStoreWrite<V>(id: number | undefined, send: (vars: V) => Promise<StorePackageSaved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.staff.storePackage(answer.package.id), answer.package);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.staff.storeTables }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staff.audit }),
      ]);
    },
    onError: (error: RequestFailure) =>
      error.status === 409 && id !== undefined ? queryClient.invalidateQueries({ queryKey: queryKeys.staff.storePackage(id) }) : undefined,
  });
}

/** POST /api/dashboard/store (a new draft) or /api/dashboard/store/{id} (an edit naming its version). */
export const useSaveStorePackage = (id: number | undefined) =>
  useStoreWrite(id, (body: StorePackageBody) =>
    postJson<StorePackageSaved>(id === undefined ? endpoints.dashboardStore() : endpoints.dashboardStorePackage(id), body),
  );

/** POST /api/dashboard/store/{id}/publish or /retire, naming the version. */
export const useStorePackageAction = (id: number) =>
  useStoreWrite(id, ({ action, version }: { action: 'publish' | 'retire'; version: number }) =>
    postJson<StorePackageSaved>(endpoints.dashboardStoreAction(id, action), { Version: String(version) }),
  );
