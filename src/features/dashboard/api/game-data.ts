import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameDataKind } from '@contract/rules/game-data';
import type { GameDataChangeAnswer, GameDataChoices, GameDataEntry, GameDataRevision, GameDataRow } from '@contract/types/game-data';
import { endpoints } from '@contract/client';
import { getJson, postJson, putJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { getTablePage, type TableSource } from '@/lib/table-fetchers';

// The dashboard's game-data calls: a section's table, one entry, its revisions, and the changes.

/** A section's entries: where the table reads and how it opens (the table, and the section's loader for its first page). */
export const gameDataTable = (kind: GameDataKind): TableSource<GameDataRow> => ({
  id: `dashboard-game-data-${kind}`,
  queryKey: queryKeys.staff.gameDataTable(kind),
  fetchPage: getTablePage<GameDataRow>(endpoints.dashboardGameData(kind)),
  defaultSort: { column: 'id', dir: 'asc' },
  searchable: true,
});

export const gameDataEntryQuery = (kind: GameDataKind, id: number) =>
  queryOptions({
    queryKey: queryKeys.staff.gameDataEntry(kind, id),
    queryFn: (read) => getJson<GameDataEntry>(endpoints.dashboardGameDataEntry(kind, id), undefined, read),
    staleTime: 0,
  });

/** The names the reference fields choose from; they change rarely, so a form reads them once a minute at most. */
export const gameDataChoicesQuery = () =>
  queryOptions({
    queryKey: queryKeys.staff.gameDataChoices,
    queryFn: (read) => getJson<GameDataChoices>(endpoints.dashboardGameDataChoices(), undefined, read),
    staleTime: 60_000,
  });

export const gameDataRevisionsQuery = (kind: GameDataKind, id: number) =>
  queryOptions({
    queryKey: queryKeys.staff.gameDataRevisions(kind, id),
    queryFn: (read) => getJson<GameDataRevision[]>(endpoints.dashboardGameDataRevisions(kind, id), undefined, read),
    staleTime: 0,
  });

export type GameDataChange =
  | { action: 'create'; fields: Record<string, string> }
  | { action: 'edit'; id: number; revision: number; fields: Record<string, string> }
  | { action: 'revert'; id: number; revision: number; to: number };

const send = (kind: GameDataKind, change: GameDataChange) => {
  if (change.action === 'create') return postJson<GameDataChangeAnswer>(endpoints.dashboardGameData(kind), change.fields);
  if (change.action === 'edit')
    return putJson<GameDataChangeAnswer>(endpoints.dashboardGameDataEntry(kind, change.id), { ...change.fields, revision: String(change.revision) });
  return postJson<GameDataChangeAnswer>(endpoints.dashboardGameDataRevert(kind, change.id, change.to), { revision: String(change.revision) });
};

/**
 * Creates, edits or reverts an entry. Whatever the answer (a 409 included), the section's table, the
 * entry and its revisions are read again, so the editor always continues from what the server holds.
 */
export function useGameDataChange(kind: GameDataKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GameDataChange) => send(kind, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.gameData(kind) }),
  });
}
