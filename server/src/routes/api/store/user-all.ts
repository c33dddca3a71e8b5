import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataTablesFields } from '@contract/schemas/common';
import { RecipientListAnswer as RecipientListSchema } from '@contract/schemas/store';
import { answers } from '../../../lib/route-schema';
import { and, isNull, ne, sql } from 'drizzle-orm';
import type { RecipientListAnswer, RecipientRow } from '@contract/types/store';
import { users } from '../../../db/schema/index';
import { countStar, runTable, tableFields, type TableDefinition } from '../../../lib/datatables';
import { requireUser } from '../../../plugins/session';
import { playerRefColumns } from '../../../db/refs';

type Column = 'id' | 'Username' | 'Level';

const definition: TableDefinition<Column> = {
  // Names sort case-insensitively (the lower(username) index serves it), as people read them.
  sortable: { id: users.id, Username: sql`lower(${users.Username})`, Level: users.Level },
  defaultOrder: { column: 'Username', dir: 'asc' },
  searchable: [users.Username],
  tiebreak: [users.id],
};

/**
 * POST /api/user/all (SPEC §7): feeds the gift recipient picker, DataTables server mode. Lists the
 * players a gift can go to: never the viewer, never a deleted account.
 */
const userAll: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user/all',
    { schema: { body: DataTablesFields, response: answers({ 200: RecipientListSchema }) } },
    async (request): Promise<RecipientListAnswer> => {
      const viewer = requireUser(request);
      return runTable<Column, RecipientRow>(tableFields(request), definition, {
        rows: app.db
          .select({ ...playerRefColumns(users), Level: users.Level })
          .from(users)
          .$dynamic(),
        count: app.db.select({ n: countStar() }).from(users).$dynamic(),
        where: and(isNull(users.DeletedAt), ne(users.id, viewer.id)),
      });
    },
  );
};
export default userAll;
