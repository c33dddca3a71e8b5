import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactThread, PlayerDetail } from '@contract/types/staff';
import { endpoints } from '@contract/client';
import { getJson, postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';

// The dashboard's players, roles and staff record calls.

export const auditCsvUrl = (filters: Record<string, string>) =>
  endpoints.dashboardAuditCsv(new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== '')).toString());

export const playerQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.staff.player(id),
    queryFn: (read) => getJson<PlayerDetail>(endpoints.dashboardPlayer(id), undefined, read),
    staleTime: 0,
  });

export type PlayerAction = 'suspend' | 'lift' | 'end-sessions' | 'password-reset' | 'mail' | 'balance';

/** POST /api/dashboard/players/{id}/{action}; the player's page and the tables are read again. */
export function usePlayerAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, fields }: { action: PlayerAction; fields?: Record<string, string> }) =>
      postJson<{ message: string }>(endpoints.dashboardPlayerAction(id, action), fields ?? {}),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.staff.players }), queryClient.invalidateQueries({ queryKey: queryKeys.staff.audit })]),
  });
}

/** POST /api/dashboard/players/{id}/role (administrator). */
export function useChangeRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffRole: string) => postJson<{ message: string }>(endpoints.dashboardPlayerAction(id, 'role'), { staffRole }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.players }),
  });
}

/** POST /api/dashboard/second-factor: the code again, for 12 more hours of changes. */
export const confirmSecondFactor = (code: string) => postJson<{ message: string }>(endpoints.dashboardSecondFactor(), { code });

/** POST /api/dashboard/purchases/{id}/refund (game master and up). */
export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: number) => postJson<{ message: string }>(endpoints.dashboardPurchaseRefund(purchaseId)),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.staff.players }), queryClient.invalidateQueries({ queryKey: queryKeys.staff.audit })]),
  });
}

/** POST /api/dashboard/bets/{id}/void (moderator and up). */
export function useVoidBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (betId: number) => postJson<{ message: string }>(endpoints.dashboardBetVoid(betId)),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.staff.players }), queryClient.invalidateQueries({ queryKey: queryKeys.staff.audit })]),
  });
}

export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.staff.inboxMessage(id),
    queryFn: (read) => getJson<ContactThread>(endpoints.dashboardInboxMessage(id), undefined, read),
    staleTime: 0,
  });

/** POST /api/dashboard/inbox/{id}/answer or /close; the thread, the inbox and the staff record are read again. */
export function useInboxAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, fields }: { action: 'answer' | 'close'; fields?: Record<string, string> }) =>
      postJson<{ message: string }>(endpoints.dashboardInboxAction(id, action), fields ?? {}),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.staff.inbox }), queryClient.invalidateQueries({ queryKey: queryKeys.staff.audit })]),
  });
}
