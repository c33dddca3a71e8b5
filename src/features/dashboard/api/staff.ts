import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { dataTablesParams } from '@contract/types/datatables';
import type { AuditRow, ContactStatus, ContactThread, InboxRow, LedgerRow, PlayerDetail, PlayerRow } from '@contract/types/staff';
import { endpoints } from '@contract/client';
import { getJson, postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { getTablePage, type FetchTablePage, type TableSource } from '@/lib/table-fetchers';

// The dashboard's players, roles and staff record calls.

/** A GET table whose own filters travel beside the DataTables fields (empty ones left out). */
export const filteredTablePage =
  <Row>(url: string, filters: Record<string, string>): FetchTablePage<Row> =>
  (req, columns, read) =>
    getJson<DataTablesAnswer<Row>>(
      url,
      { ...dataTablesParams(req, columns), ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) },
      read,
    );

/** Names a set of filters: each set keeps its own remembered table state (also a plain element id). */
export const filtersKey = (filters: Record<string, string>) =>
  Object.values(filters)
    .join('_')
    .replace(/[^\w-]/g, '');

// Each dashboard table: where it reads and how it opens, shared by its page and the route's loader
// that reads its first page (a set of filters keeps its own remembered state).

/** The players table's filters as the page opens: none chosen. */
export const NO_PLAYER_FILTERS = { role: '', suspended: '', created_from: '', created_to: '', seen_within_days: '' };

export const playersTable = (filters: Record<string, string>): TableSource<PlayerRow> => ({
  id: `dashboard-players-${filtersKey(filters)}`,
  queryKey: queryKeys.staff.playersTable(filtersKey(filters)),
  fetchPage: filteredTablePage<PlayerRow>(endpoints.dashboardPlayers(), filters),
  defaultSort: { column: 'id', dir: 'desc' },
});

/** The staff record's filters as the page opens: none chosen. */
export const NO_AUDIT_FILTERS = { actor: '', action: '', player: '', from: '', to: '' };

export const auditTable = (filters: Record<string, string>): TableSource<AuditRow> => ({
  id: `dashboard-audit-${filtersKey(filters)}`,
  queryKey: queryKeys.staff.auditTable(filtersKey(filters)),
  fetchPage: filteredTablePage<AuditRow>(endpoints.dashboardAudit(), filters),
  defaultSort: { column: 'At', dir: 'desc' },
});

export const ledgerTable = (id: number): TableSource<LedgerRow> => ({
  id: `dashboard-ledger-${id}`,
  queryKey: queryKeys.staff.ledger(id),
  fetchPage: getTablePage<LedgerRow>(endpoints.dashboardPlayerLedger(id)),
  defaultSort: { column: 'id', dir: 'desc' },
});

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

/** The inbox opens at the messages nobody has answered yet. */
export const INBOX_OPENS_AT: ContactStatus = 'new';

export const inboxTable = (status: ContactStatus | ''): TableSource<InboxRow> => ({
  id: `dashboard-inbox-${status || 'any'}`,
  queryKey: queryKeys.staff.inboxTable(status),
  fetchPage: filteredTablePage<InboxRow>(endpoints.dashboardInbox(), { status }),
  defaultSort: { column: 'DateCreated', dir: 'desc' },
});

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
