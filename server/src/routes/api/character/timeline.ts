import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TimelineAnswer, TimelineBody } from '@contract/schemas/character';
import type { TimelineEntry } from '@contract/types/character';
import { characterExists } from '../../../domain/character/exists';
import { assertTabVisible } from '../../../domain/account/privacy';
import { timelinePage } from '../../../domain/character/timeline';
import { notFound } from '../../../lib/http-errors';
import { answers } from '../../../lib/route-schema';

/** POST /api/user/timeline with userID and a one-based page (docs/product-rules.md#http-contract): a list of entries, newest first. */
const timelineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/user/timeline', { schema: { body: TimelineBody, response: answers({ 200: TimelineAnswer }) } }, async (request): Promise<TimelineEntry[]> => {
    const { userID, page } = request.body;
    if (!(await characterExists(app.db, userID))) throw notFound('The character');
    // The owner may keep the timeline to friends or to themselves.
    await assertTabVisible(app.db, userID, 'timeline', request.currentUser);
    return timelinePage(app.db, userID, page);
  });
};
export default timelineRoutes;
