import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { count } from 'drizzle-orm';
import { GAME_DATA, GAME_DATA_KINDS, gameDataValuesOf } from '@contract/rules/game-data';
import {
  GameDataChangeAnswer,
  GameDataChoices,
  GameDataCreateBodies,
  GameDataEditBodies,
  GameDataEditParams,
  GameDataEntry,
  GameDataEntryParams,
  GameDataKindParams,
  GameDataRevertBody,
  GameDataRevisionParams,
  GameDataRevisions,
  GameDataTableAnswer,
  GameDataTableQuery,
} from '@contract/schemas/game-data';
import { answers } from '../../../lib/route-schema';
import { runTable, tableFields } from '../../../plugins/table-request';
import type { TableDefinition } from '../../../domain/tables/table-query';
import { requirePermission, staffCan } from '../../../plugins/staff-permission';
import { createEntry, editEntry, listChoices, listRevisions, readEntry, revertEntry, scopeOf, tableOf } from '../../../domain/dashboard/game-data';

const actorOf = (request: FastifyRequest) => ({ ...requirePermission(request, 'gameData'), ip: request.ip });

/**
 * Game data from the dashboard (game master and up; docs/dashboard.md#game-data):
 * - GET  /api/dashboard/game-data/choices                                 the names the reference fields choose from
 * - GET  /api/dashboard/game-data/:kind                                   DataTables of the section's entries
 * - POST /api/dashboard/game-data/<kind>                                  a new entry (revision 1), one call per kind
 * - GET  /api/dashboard/game-data/:kind/:id                               one entry with its revision number
 * - PUT  /api/dashboard/game-data/<kind>/:id                             change fields from a revision (409 when stale), one call per kind
 * - GET  /api/dashboard/game-data/:kind/:id/revisions                     who changed what, when
 * - POST /api/dashboard/game-data/:kind/:id/revisions/:revision/revert    back to a revision, as a new one
 * The role is checked when the request arrives, before its body is read: nobody else learns what a field takes.
 */
const gameData: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const gate = { onRequest: staffCan('gameData') };
  const one = { ...gate, config: { what: 'The entry' } };

  app.get('/api/dashboard/game-data/choices', { ...gate, schema: { response: answers({ 200: GameDataChoices }) } }, () => listChoices(db));

  app.get(
    '/api/dashboard/game-data/:kind',
    { ...gate, schema: { params: GameDataKindParams, querystring: GameDataTableQuery, response: answers({ 200: GameDataTableAnswer }) } },
    async (request) => {
      const table = tableOf(request.params.kind);
      const definition: TableDefinition<'id' | 'Name'> = {
        sortable: { id: table.id, Name: table.Name },
        defaultOrder: { column: 'id', dir: 'asc' },
        searchable: [table.Name],
        tiebreak: [table.id],
      };
      return runTable(tableFields(request), definition, () => ({
        rows: db.select({ id: table.id, Name: table.Name, Revision: table.Revision }).from(table).$dynamic(),
        count: db.select({ n: count() }).from(table).$dynamic(),
        where: scopeOf(request.params.kind),
      }));
    },
  );

  // One call per kind, as the edits: each body schema states every field of a new entry and its rule.
  for (const kind of GAME_DATA_KINDS)
    app.post(
      `/api/dashboard/game-data/${kind}`,
      { ...gate, schema: { body: GameDataCreateBodies[kind], response: answers({ 200: GameDataChangeAnswer }) } },
      async (request) => {
        const entry = await createEntry(db, actorOf(request), kind, gameDataValuesOf(kind, request.body));
        return { message: `The ${GAME_DATA[kind].one} was created.`, entry };
      },
    );

  app.get(
    '/api/dashboard/game-data/:kind/:id',
    { ...one, schema: { params: GameDataEntryParams, response: answers({ 200: GameDataEntry }) } },
    async (request) => readEntry(db, request.params.kind, request.params.id),
  );

  // One call per kind: each body schema states that kind's fields and their rules.
  for (const kind of GAME_DATA_KINDS)
    app.put(
      `/api/dashboard/game-data/${kind}/:id`,
      { ...one, schema: { params: GameDataEditParams, body: GameDataEditBodies[kind], response: answers({ 200: GameDataChangeAnswer }) } },
      async (request) => {
        const { revision, ...fields } = request.body;
        const entry = await editEntry(db, actorOf(request), kind, request.params.id, revision, gameDataValuesOf(kind, fields));
        return { message: `The ${GAME_DATA[kind].one} was saved.`, entry };
      },
    );

  app.get(
    '/api/dashboard/game-data/:kind/:id/revisions',
    { ...one, schema: { params: GameDataEntryParams, response: answers({ 200: GameDataRevisions }) } },
    async (request) => listRevisions(db, request.params.kind, request.params.id),
  );

  app.post(
    '/api/dashboard/game-data/:kind/:id/revisions/:revision/revert',
    { ...one, schema: { params: GameDataRevisionParams, body: GameDataRevertBody, response: answers({ 200: GameDataChangeAnswer }) } },
    async (request) => {
      const { kind, id, revision } = request.params;
      const entry = await revertEntry(db, actorOf(request), kind, id, request.body.revision, revision);
      return { message: `The ${GAME_DATA[kind].one} is back as it was after revision ${revision}.`, entry };
    },
  );
};
export default gameData;
