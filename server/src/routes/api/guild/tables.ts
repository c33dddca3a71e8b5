import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
import { parseId } from '../images/params';
import { PUBLIC_READ, TABLE_METHODS } from '../../../plugins/public-read';

type Params = { Params: { id: string } };

/** Parses the table request (10 rows by default, SPEC §9), checks the guild, answers one page. */
async function guildTable<C extends string, R, Row>(
  request: FastifyRequest<Params>,
  exists: (id: number) => Promise<boolean>,
  definition: TableDefinition<C>,
  source: (id: number) => TableSource<R>,
  map: (row: R) => Row,
): Promise<DataTablesAnswer<Row>> {
  const id = parseId(request.params.id, 'guild id');
  const req = parseTableRequest<C>(tableFields(request), {
    sortable: Object.keys(definition.sortable) as C[],
    defaultOrder: definition.defaultOrder,
    defaultLength: GUILD_TABLE_PAGE_LENGTH,
  });
  if (!(await exists(id))) throw notFound('The guild');
  return answerTable(req, definition, source(id), map);
}

/** POST /api/guild/{log|member|alliance}/{id} (SPEC §7): the guild page's paged tables. */
const tableRoutes: FastifyPluginAsync = async (app) => {
  const exists = (id: number) => guildExists(app.db, id);
  app.route<Params>({ method: TABLE_METHODS, url: '/api/guild/log/:id', ...PUBLIC_READ, handler: (request) => guildTable(request, exists, logTable, (id) => logSource(app.db, id), toLogRow) });
  app.route<Params>({ method: TABLE_METHODS, url: '/api/guild/member/:id', ...PUBLIC_READ, handler: (request) =>
    guildTable(request, exists, memberTable, (id) => memberSource(app.db, id), toMemberRow),
  });
  app.route<Params>({ method: TABLE_METHODS, url: '/api/guild/alliance/:id', ...PUBLIC_READ, handler: (request) =>
    guildTable(request, exists, allianceTable, (id) => allianceSource(app.db, id), toAllianceRow),
  });
};
export default tableRoutes;
