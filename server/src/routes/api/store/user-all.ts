import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataTablesFields } from '@contract/schemas/common';
import { RecipientListAnswer as RecipientListSchema } from '@contract/schemas/store';
import { answers } from '../../../lib/route-schema';
import type { RecipientListAnswer } from '@contract/types/store';
import { tableFields, tableReader } from '../../../plugins/table-request';
import { requireUser } from '../../../plugins/session';
import { listGiftRecipients } from '../../../domain/store/recipients';

/** POST /api/user/all (docs/product-rules.md#http-contract): feeds the gift recipient picker, DataTables server mode. */
const userAll: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user/all',
    { schema: { body: DataTablesFields, response: answers({ 200: RecipientListSchema }) } },
    async (request): Promise<RecipientListAnswer> => listGiftRecipients(app.db, requireUser(request).id, tableReader(tableFields(request))),
  );
};
export default userAll;
