import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageAnswer as MessageSchema } from '@contract/schemas/common';
import { ContactBody } from '@contract/schemas/help';
import { answers } from '../../../lib/route-schema';
import { CONTACT_SUCCESS_TEXT } from '@contract/rules/messages';
import type { MessageAnswer } from '@contract/types/entities';
import { oneLine, saveContactMessage } from '../../../domain/help/contact';
import { requestLanguage } from '../../../lib/request-language';

/** API routes of the help feature (docs/product-rules.md#http-contract): the contact form, open to visitors. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.post('/api/help/contact', { schema: { body: ContactBody, response: answers({ 200: MessageSchema }) } }, async (request): Promise<MessageAnswer> => {
    const form = request.body;
    await app.rateLimit.consume([`contact:ip:${request.ip}`]);
    await app.humanCheck.assert(request, form.challenge);
    const user = request.currentUser;
    const id = await saveContactMessage(db, {
      UserID: user?.id ?? null,
      Name: form.name,
      Email: form.email,
      Subject: form.subject,
      Message: form.message,
      // A visitor has no account to keep a language in: the team's answer follows the one read now.
      Language: requestLanguage(request),
    });
    // Stored first, so a mail failure loses nothing; the team reads it in the database either way.
    app.mailer.defer(() =>
      app.mailer.send({
        to: config.TEAM_EMAIL,
        replyTo: form.email,
        subject: `[Contact #${id}] ${oneLine(form.subject)}`,
        text: [`From: ${form.name} <${form.email}>${user ? ` (player #${user.id} ${user.Username})` : ' (visitor)'}`, '', form.message].join('\n'),
      }),
    );
    return { message: CONTACT_SUCCESS_TEXT };
  });
};
export default routes;
