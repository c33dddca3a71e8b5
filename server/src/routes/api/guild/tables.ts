import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@contract/schemas/common';
import { GuildAllianceAnswer, GuildLogAnswer, GuildMemberAnswer } from '@contract/schemas/guild';
import { GUILD_TABLE_PAGE_LENGTH } from '@contract/rules/constants';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { guildExists } from '../../../domain/guild/exists';
import {
  allianceSource,
  allianceTable,
  logSource,
  logTable,
  memberSource,
  memberTable,
  toAllianceRow,
  toLogRow,
  toMemberRow,
} from '../../../domain/guild/tables';
import { parseTableRequest } from '../../../plugins/table-request';
import { answerTable, orderableColumns, type TableDefinition, type TableSource } from '../../../domain/tables/table-query';
import { notFound } from '../../../lib/http-errors';
import { addTableRoutes } from '../../../plugins/public-read';

/** Parses the table request (10 rows by default, docs/product-rules.md#constants-and-limits), checks the guild, answers one page. */
async function guildTable<C extends string, R, Row>(
  id: number,
  fields: Record<string, unknown>,
  exists: (id: number) => Promise<boolean>,
  definition: TableDefinition<C>,
  source: (id: number) => TableSource<R>,
  map: (row: R) => Row,
): Promise<DataTablesAnswer<Row>> {
  const req = parseTableRequest<C>(fields, {
    sortable: Object.keys(definition.sortable) as C[],
    defaultOrder: definition.defaultOrder,
    defaultLength: GUILD_TABLE_PAGE_LENGTH,
  });
  if (!(await exists(id))) throw notFound('The guild');
  return answerTable(req, definition, source(id), map);
}

/**
 * POST /api/guild/{log|member|alliance}/{id} (docs/product-rules.md#http-contract): the guild page's paged tables, also answered
 * as a GET query (public read); each method declares its own fields (query or form).
 */
const tableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const exists = (id: number) => guildExists(app.db, id);
  const what = 'The guild';
  addTableRoutes(app, '/api/guild/log/:id', { what, params: IdParams, answer: GuildLogAnswer, orderable: orderableColumns(logTable) }, ({ id }, fields) =>
    guildTable(id, fields, exists, logTable, (g) => logSource(app.db, g), toLogRow),
  );
  addTableRoutes(
    app,
    '/api/guild/member/:id',
    { what, params: IdParams, answer: GuildMemberAnswer, orderable: orderableColumns(memberTable) },
    ({ id }, fields) => guildTable(id, fields, exists, memberTable, (g) => memberSource(app.db, g), toMemberRow),
  );
  addTableRoutes(
    app,
    '/api/guild/alliance/:id',
    { what, params: IdParams, answer: GuildAllianceAnswer, orderable: orderableColumns(allianceTable) },
    ({ id }, fields) => guildTable(id, fields, exists, allianceTable, (g) => allianceSource(app.db, g), toAllianceRow),
  );
};
export default tableRoutes;
