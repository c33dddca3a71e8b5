import { DASHBOARD_SECTIONS, type PagePattern } from '@contract/paths';
import { openedFresh } from '@/lib/query-client';
import { prefetchFirstTablePage } from '@/lib/table-fetchers';
import { accountQueryOptions, wheelTable } from '@/features/account/api/account';
import { passkeysQueryOptions } from '@/features/account/api/passkeys';
import { activityTable, privacyQueryOptions, sessionsQueryOptions, twoFactorQueryOptions } from '@/features/account/api/security';
import { gameDataChoicesQuery, gameDataEntryQuery, gameDataRevisionsQuery, gameDataTable } from '@/features/dashboard/api/game-data';
import { staffNewsListQuery } from '@/features/dashboard/api/news';
import {
  auditTable,
  INBOX_OPENS_AT,
  inboxTable,
  ledgerTable,
  NO_AUDIT_FILTERS,
  NO_PLAYER_FILTERS,
  playerQuery,
  playersTable,
  threadQuery,
} from '@/features/dashboard/api/staff';
import { catalogueTable, NO_CATALOGUE_FILTERS, storePackageQuery } from '@/features/dashboard/api/store';
import { idOf, type PageLoader } from './page-reads';

// The first reads of the pages behind the login (the account's and the dashboard's), in a chunk of
// their own: page-loaders.ts asks for it only for a session that may see the page, so no visitor's
// first load carries them. Each reads what its page shows first, with the page's own options (a
// read the page asks for afresh each time it opens is read `openedFresh`, so this answer counts).

const nothing = Promise.resolve();

/** A dashboard section is the game data of its kind. */
const kindOf = (section: string | undefined) => DASHBOARD_SECTIONS.find((k) => k === section);

const loaders = {
  '/account': (queryClient) => queryClient.prefetchQuery(accountQueryOptions()),
  // Every card's read, and the activity log's first page (the log the page ends with).
  '/account/security': (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(twoFactorQueryOptions()),
      queryClient.prefetchQuery(passkeysQueryOptions()),
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

export type BehindLoginPattern = keyof typeof loaders;
export const BEHIND_LOGIN_LOADERS: Record<BehindLoginPattern, PageLoader> = loaders;
