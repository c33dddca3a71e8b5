import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataTablesFields, IdParams } from '@contract/schemas/common';
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
import { answerTable, parseTableRequest, tableFields, type TableDefinition, type TableSource } from '../../../lib/datatables';
import { notFound } from '../../../lib/http-errors';
import { answers } from '../../../lib/route-schema';
import { PUBLIC_READ } from '../../../plugins/public-read';

/** Parses the table request (10 rows by default, SPEC §9), checks the guild, answers one page. */
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
 * POST /api/guild/{log|member|alliance}/{id} (SPEC §7): the guild page's paged tables, also answered
 * as a GET query (public read); each method declares its own fields (query or form).
 */
const tableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const exists = (id: number) => guildExists(app.db, id);
  const config = { ...PUBLIC_READ.config, what: 'The guild' };
  const query = { params: IdParams, querystring: DataTablesFields };
  const form = { params: IdParams, body: DataTablesFields };

  const logPage = (id: number, fields: Record<string, unknown>) => guildTable(id, fields, exists, logTable, (g) => logSource(app.db, g), toLogRow);
  const logAnswers = answers({ 200: GuildLogAnswer });
  app.get('/api/guild/log/:id', { config, schema: { ...query, response: logAnswers } }, (request) => logPage(request.params.id, tableFields(request)));
  app.post('/api/guild/log/:id', { config, schema: { ...form, response: logAnswers } }, (request) => logPage(request.params.id, tableFields(request)));

  const memberPage = (id: number, fields: Record<string, unknown>) => guildTable(id, fields, exists, memberTable, (g) => memberSource(app.db, g), toMemberRow);
  const memberAnswers = answers({ 200: GuildMemberAnswer });
  app.get('/api/guild/member/:id', { config, schema: { ...query, response: memberAnswers } }, (request) => memberPage(request.params.id, tableFields(request)));
  app.post('/api/guild/member/:id', { config, schema: { ...form, response: memberAnswers } }, (request) => memberPage(request.params.id, tableFields(request)));

  const alliancePage = (id: number, fields: Record<string, unknown>) =>
    guildTable(id, fields, exists, allianceTable, (g) => allianceSource(app.db, g), toAllianceRow);
  const allianceAnswers = answers({ 200: GuildAllianceAnswer });
  app.get('/api/guild/alliance/:id', { config, schema: { ...query, response: allianceAnswers } }, (request) =>
    alliancePage(request.params.id, tableFields(request)),
  );
  app.post('/api/guild/alliance/:id', { config, schema: { ...form, response: allianceAnswers } }, (request) =>
    alliancePage(request.params.id, tableFields(request)),
  );
};
export default tableRoutes;
