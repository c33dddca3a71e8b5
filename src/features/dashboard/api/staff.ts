import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { dataTablesParams } from '@contract/types/datatables';
import type { AuditRow, ContactThread, InboxRow, LedgerRow, PlayerDetail, PlayerRow } from '@contract/types/staff';
import { getJson, postJson } from '@/lib/api-client';
import type { FetchTablePage } from '@/lib/table-fetchers';
import { getTablePage } from '@/lib/table-fetchers';

// The dashboard's players, roles and staff record calls.

export const PLAYERS_KEY = ['dashboard', 'players'] as const;
export const AUDIT_KEY = ['dashboard', 'audit'] as const;

/** A GET table whose own filters travel beside the DataTables fields (empty ones left out). */
const filteredTablePage =
  <Row>(url: string, filters: Record<string, string>): FetchTablePage<Row> =>
  (req, columns) =>
    getJson<DataTablesAnswer<Row>>(url, { ...dataTablesParams(req, columns), ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) });

export const fetchPlayers = (filters: Record<string, string>) => filteredTablePage<PlayerRow>('/api/dashboard/players', filters);
export const fetchAudit = (filters: Record<string, string>) => filteredTablePage<AuditRow>('/api/dashboard/audit', filters);
export const fetchLedger = (id: number) => getTablePage<LedgerRow>(`/api/dashboard/players/${id}/ledger`);

export const auditCsvUrl = (filters: Record<string, string>) =>
  `/api/dashboard/audit.csv?${new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== '')).toString()}`;

export const playerQuery = (id: number) =>
  queryOptions({
    queryKey: [...PLAYERS_KEY, 'one', id],
    queryFn: ({ signal }) => getJson<PlayerDetail>(`/api/dashboard/players/${id}`, undefined, signal),
    staleTime: 0,
  });

export type PlayerAction = 'suspend' | 'lift' | 'end-sessions' | 'password-reset' | 'mail' | 'balance';

/** POST /api/dashboard/players/{id}/{action}; the player's page and the tables are read again. */
export function usePlayerAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, fields }: { action: PlayerAction; fields?: Record<string, string> }) =>
      postJson<{ message: string }>(`/api/dashboard/players/${id}/${action}`, fields ?? {}),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: PLAYERS_KEY }), queryClient.invalidateQueries({ queryKey: AUDIT_KEY })]),
  });
}

/** POST /api/dashboard/players/{id}/role (administrator). */
export function useChangeRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffRole: string) => postJson<{ message: string }>(`/api/dashboard/players/${id}/role`, { staffRole }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLAYERS_KEY }),
  });
}

/** POST /api/dashboard/second-factor: the code again, for 12 more hours of changes. */
export const confirmSecondFactor = (code: string) => postJson<{ message: string }>('/api/dashboard/second-factor', { code });

/** POST /api/dashboard/purchases/{id}/refund (game master and up). */
export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: number) => postJson<{ message: string }>(`/api/dashboard/purchases/${purchaseId}/refund`),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: PLAYERS_KEY }), queryClient.invalidateQueries({ queryKey: AUDIT_KEY })]),
  });
}

/** POST /api/dashboard/bets/{id}/void (moderator and up). */
export function useVoidBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (betId: number) => postJson<{ message: string }>(`/api/dashboard/bets/${betId}/void`),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: PLAYERS_KEY }), queryClient.invalidateQueries({ queryKey: AUDIT_KEY })]),
  });
}

export const INBOX_KEY = ['dashboard', 'inbox'] as const;

export const fetchInbox = (filters: Record<string, string>) => filteredTablePage<InboxRow>('/api/dashboard/inbox', filters);

export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: [...INBOX_KEY, 'one', id],
    queryFn: ({ signal }) => getJson<ContactThread>(`/api/dashboard/inbox/${id}`, undefined, signal),
    staleTime: 0,
  });

/** POST /api/dashboard/inbox/{id}/answer or /close; the thread, the inbox and the staff record are read again. */
export function useInboxAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, fields }: { action: 'answer' | 'close'; fields?: Record<string, string> }) =>
      postJson<{ message: string }>(`/api/dashboard/inbox/${id}/${action}`, fields ?? {}),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: INBOX_KEY }), queryClient.invalidateQueries({ queryKey: AUDIT_KEY })]),
  });
}
