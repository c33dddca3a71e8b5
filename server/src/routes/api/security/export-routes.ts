import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountExport as AccountExportSchema } from '@contract/schemas/security';
import type { AccountExport } from '@contract/types/security';
import { answers } from '../../../lib/route-schema';
import { requireUser, SESSION_COOKIE } from '../../../plugins/session';
import { sha256 } from '../../../lib/sha256';
import { exportAccount } from '../../../domain/account/export';

/**
 * GET /api/user/account/export: everything about the account as one JSON file,
 * sent as a download. It works at any time, the deletion countdown included (the account lives on
 * until the deletion is confirmed).
 */
const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user/account/export', { schema: { response: answers({ 200: AccountExportSchema }) } }, async (request, reply): Promise<AccountExport> => {
    const user = requireUser(request);
    // A download is heavier than a page read: a few per minute per account are plenty.
    await app.rateLimit.consume([`export:account:${user.id}`]);
    const raw = request.cookies[SESSION_COOKIE];
    const data = await exportAccount(app.db, user.id, raw ? sha256(raw) : null);
    const day = data.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="guildhall-${data.profile.Username}-${day}.json"`);
    reply.header('cache-control', 'no-store');
    return data;
  });
};
export default exportRoutes;
