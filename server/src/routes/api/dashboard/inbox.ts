import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CONTACT_STATUSES } from '@contract/types/staff';
import { MessageAnswer } from '@contract/schemas/common';
import { ContactAnswerBody, ContactThread, InboxAnswer, InboxQuery, MessageIdParams } from '@contract/schemas/staff';
import { answers } from '../../../lib/route-schema';
import { runTable, tableFields } from '../../../plugins/table-request';
import { countStar } from '../../../domain/tables/table-query';
import { contactMessages } from '../../../db/schema/index';
import { requirePermission, staffCan } from '../../../plugins/staff-permission';
import { contactAnswerMail } from '../../../domain/help/contact';
import { mailLanguage } from '../../../lib/mail-text';
import { answerMessage, closeMessage, inboxColumns, inboxCondition, readThread } from '../../../domain/dashboard/inbox';
import { FilterFields } from './filters';

/**
 * The contact inbox (moderator and up):
 * - GET  /api/dashboard/inbox                      DataTables, newest first; filter status; search in subject, name, email
 * - GET  /api/dashboard/inbox/:messageId           the message and its answers
 * - POST /api/dashboard/inbox/:messageId/answer    mails the answer to the sender, keeps it in the thread
 * - POST /api/dashboard/inbox/:messageId/close
 */
const inbox: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/api/dashboard/inbox',
    { preValidation: staffCan('contact'), schema: { querystring: InboxQuery, response: answers({ 200: InboxAnswer }) } },
    async (request) => {
      const fields = tableFields(request);
      const f = new FilterFields(fields);
      const status = f.oneOf('status', 'status', CONTACT_STATUSES);
      f.done();
      return runTable(
        fields,
        {
          sortable: { DateCreated: contactMessages.DateCreated },
          defaultOrder: { column: 'DateCreated', dir: 'desc' },
          searchable: [contactMessages.Subject, contactMessages.Name, contactMessages.Email],
          tiebreak: [contactMessages.id],
        },
        () => ({
          rows: db.select(inboxColumns).from(contactMessages).$dynamic(),
          count: db.select({ n: countStar() }).from(contactMessages).$dynamic(),
          where: inboxCondition(status),
        }),
        (r) => ({ ...r, DateCreated: r.DateCreated.toISOString() }),
      );
    },
  );

  app.get(
    '/api/dashboard/inbox/:messageId',
    { preHandler: staffCan('contact'), config: { what: 'The message' }, schema: { params: MessageIdParams, response: answers({ 200: ContactThread }) } },
    async (request) => readThread(db, request.params.messageId),
  );

  app.post(
    '/api/dashboard/inbox/:messageId/answer',
    {
      preValidation: staffCan('contact'),
      config: { what: 'The message' },
      schema: { params: MessageIdParams, body: ContactAnswerBody, response: answers({ 200: MessageAnswer }) },
    },
    async (request) => {
      const actor = { ...requirePermission(request, 'contact'), ip: request.ip };
      const { text } = request.body;
      const to = await answerMessage(db, actor, request.params.messageId, text);
      await app.mailer.send({ to: to.Email, ...contactAnswerMail(mailLanguage(to.Language), to.Name, to.Subject, text) });
      return { message: 'The answer was sent.' };
    },
  );

  app.post(
    '/api/dashboard/inbox/:messageId/close',
    { config: { what: 'The message' }, schema: { params: MessageIdParams, body: Type.Object({}), response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      const actor = { ...requirePermission(request, 'contact'), ip: request.ip };
      await closeMessage(db, actor, request.params.messageId);
      return { message: 'The message was closed.' };
    },
  );
};
export default inbox;
