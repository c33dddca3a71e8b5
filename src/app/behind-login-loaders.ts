import type { PagePattern } from '@contract/paths';
import { GAME_DATA_KINDS } from '@contract/rules/game-data';
import { staffMay, type StaffPermission } from '@contract/rules/staff-permissions';
import { pageSessionOf } from '@/lib/page-session';
import { openedFresh } from '@/lib/query-client';
import { prefetchFirstTablePage } from '@/lib/table-fetchers';
import { accountQueryOptions, wheelTable } from '@/features/account/api/account';
import { activityTable, privacyQueryOptions, sessionsQueryOptions, twoFactorQueryOptions } from '@/features/account/api/security';
import { gameDataChoicesQuery, gameDataEntryQuery, gameDataRevisionsQuery, gameDataTable } from '@/features/dashboard/api/game-data';
import { staffNewsListQuery } from '@/features/dashboard/api/news';
import { playerQuery, threadQuery } from '@/features/dashboard/api/staff';
import { storePackageQuery } from '@/features/dashboard/api/store';
import {
  auditTable,
  catalogueTable,
  INBOX_OPENS_AT,
  inboxTable,
  ledgerTable,
  NO_AUDIT_FILTERS,
  NO_CATALOGUE_FILTERS,
  NO_PLAYER_FILTERS,
  playersTable,
} from '@/features/dashboard/api/tables';
import { idOf, type PageLoader } from './page-reads';

// The first reads of the pages behind the login (the account's and the dashboard's), in a chunk of
// their own: page-loaders.ts asks for it only for a signed-in session, so no visitor's first load
// carries them. Each reads what its page shows first, with the page's own options (a read the page
// asks for afresh each time it opens is read `openedFresh`, so this answer counts), and a dashboard
// page only for a staff role with its permission (the page shows the others a 403; the pages know
// what each level may do from the same table).

const nothing = Promise.resolve();

/** A dashboard section is the game data of its kind. */
const kindOf = (section: string | undefined) => GAME_DATA_KINDS.find((k) => k === section);

const loaders = {
  '/account': (queryClient) => queryClient.prefetchQuery(accountQueryOptions()),
  // The cards' reads and the activity log's first page (the log the page ends with). Not the
  // passkeys: their module brings its sentences into every page's texts; the page asks for them as it opens.
  '/account/security': (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(twoFactorQueryOptions()),
      queryClient.prefetchQuery(sessionsQueryOptions()),
      queryClient.prefetchQuery(privacyQueryOptions()),
      prefetchFirstTablePage(queryClient, activityTable),
    ]),
  '/account/wheel': (queryClient) => prefetchFirstTablePage(queryClient, wheelTable),
  '/dashboard/news': (queryClient) => queryClient.prefetchQuery(staffNewsListQuery()),
  '/dashboard/players': (queryClient) => prefetchFirstTablePage(queryClient, playersTable(NO_PLAYER_FILTERS)),
  '/dashboard/players/:playerId': (queryClient, params) => {
    const id = idOf(params.playerId);
    return id === null ? nothing : Promise.all([queryClient.prefetchQuery(openedFresh(playerQuery(id))), prefetchFirstTablePage(queryClient, ledgerTable(id))]);
  },
  '/dashboard/audit': (queryClient) => prefetchFirstTablePage(queryClient, auditTable(NO_AUDIT_FILTERS)),
  '/dashboard/inbox': (queryClient) => prefetchFirstTablePage(queryClient, inboxTable(INBOX_OPENS_AT)),
  '/dashboard/inbox/:messageId': (queryClient, params) => {
    const id = idOf(params.messageId);
    return id === null ? nothing : queryClient.prefetchQuery(openedFresh(threadQuery(id)));
  },
  '/dashboard/store': (queryClient) => prefetchFirstTablePage(queryClient, catalogueTable(NO_CATALOGUE_FILTERS)),
  '/dashboard/store/:packageId': (queryClient, params) => {
    const id = idOf(params.packageId);
    return id === null ? nothing : queryClient.prefetchQuery(openedFresh(storePackageQuery(id)));
  },
  // A section's entries (the overview and the upload read nothing).
  '/dashboard/:section': (queryClient, params) => {
    const kind = kindOf(params.section);
    return kind ? prefetchFirstTablePage(queryClient, gameDataTable(kind)) : nothing;
  },
  // The entry, its revisions and the names its reference fields choose from; a new one only the names.
  '/dashboard/:section/:entryId': (queryClient, params) => {
    const kind = kindOf(params.section);
    if (!kind) return nothing;
    const choices = queryClient.prefetchQuery(gameDataChoicesQuery());
    const id = idOf(params.entryId);
    if (id === null) return choices;
    return Promise.all([
      choices,
      queryClient.prefetchQuery(openedFresh(gameDataEntryQuery(kind, id))),
      queryClient.prefetchQuery(openedFresh(gameDataRevisionsQuery(kind, id))),
    ]);
  },
} satisfies Partial<Record<PagePattern, PageLoader>>;

type BehindLoginPattern = keyof typeof loaders;

/** Who may read what each page shows first: a signed-in player, or staff with the page's permission. */
const NEEDS: Record<BehindLoginPattern, 'signed in' | StaffPermission> = {
  '/account': 'signed in',
  '/account/security': 'signed in',
  '/account/wheel': 'signed in',
  '/dashboard/news': 'dashboard',
  '/dashboard/players': 'playersRead',
  '/dashboard/players/:playerId': 'playersRead',
  '/dashboard/audit': 'audit',
  '/dashboard/inbox': 'contact',
  '/dashboard/inbox/:messageId': 'contact',
  '/dashboard/store': 'store',
  '/dashboard/store/:packageId': 'store',
  // A section's table is for those who edit game data (the rest of the staff see only its upload).
  '/dashboard/:section': 'gameData',
  '/dashboard/:section/:entryId': 'gameData',
};

const isBehindLogin = (pattern: PagePattern): pattern is BehindLoginPattern => pattern in loaders;

/** Starts the first reads of page `pattern` for a signed-in session, if its role may see them. */
export function readBehindLogin(pattern: PagePattern, ...[queryClient, params, url]: Parameters<PageLoader>) {
  if (!isBehindLogin(pattern)) return nothing;
  const needs = NEEDS[pattern];
  if (needs !== 'signed in' && !staffMay(pageSessionOf(queryClient).staffRole, needs)) return nothing;
  const read: PageLoader = loaders[pattern];
  return read(queryClient, params, url);
}
