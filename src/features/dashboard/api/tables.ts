import type { DataTablesAnswer } from '@contract/types/datatables';
import { dataTablesParams } from '@contract/types/datatables';
import type { AuditRow, ContactStatus, InboxRow, LedgerRow, PlayerRow, StoreCatalogueRow } from '@contract/types/staff';
import { endpoints } from '@contract/client';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { getTablePage, type FetchTablePage, type TableSource } from '@/lib/table-fetchers';

// The dashboard's tables: where each reads and how it opens, shared by its page and the route's
// loader that reads its first page. A module of their own, so the pages without a table do not load them.

/** A GET table whose own filters travel beside the DataTables fields (empty ones left out). */
const filteredTablePage =
  <Row>(url: string, filters: Record<string, string>): FetchTablePage<Row> =>
  (req, columns, read) =>
    getJson<DataTablesAnswer<Row>>(
      url,
      { ...dataTablesParams(req, columns), ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) },
      read,
    );

/** Names a set of filters: each set keeps its own remembered table state (also a plain element id). */
const filtersKey = (filters: Record<string, string>) =>
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

/** The inbox opens at the messages nobody has answered yet. */
export const INBOX_OPENS_AT: ContactStatus = 'new';

export const inboxTable = (status: ContactStatus | ''): TableSource<InboxRow> => ({
  id: `dashboard-inbox-${status || 'any'}`,
  queryKey: queryKeys.staff.inboxTable(status),
  fetchPage: filteredTablePage<InboxRow>(endpoints.dashboardInbox(), { status }),
  defaultSort: { column: 'DateCreated', dir: 'desc' },
});

/** The catalogue's filters as the page opens: any status. */
export const NO_CATALOGUE_FILTERS = { status: '' };

/** The store catalogue for a set of filters: where it reads and how it opens (the page, and its loader for the first page). */
export const catalogueTable = (filters: Record<string, string>): TableSource<StoreCatalogueRow> => ({
  id: `dashboard-store-${filtersKey(filters)}`,
  queryKey: queryKeys.staff.storeTable(filtersKey(filters)),
  fetchPage: filteredTablePage<StoreCatalogueRow>(endpoints.dashboardStore(), filters),
  defaultSort: { column: 'id', dir: 'desc' },
});
