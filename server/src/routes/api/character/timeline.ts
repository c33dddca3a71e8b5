import type { FastifyPluginAsync } from 'fastify';
import { validateForm } from '@contract/forms/validate';
import { characterExists } from '../../../domain/character/exists';
import { timelinePage, timelineRequestSchema } from '../../../domain/character/timeline';
import { notFound, ValidationFailed } from '../../../lib/http-errors';

/** POST /api/user/timeline with userID and a one-based page (SPEC §7): a list of entries, newest first. */
const timelineRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/user/timeline', async (request) => {
    const result = await validateForm(timelineRequestSchema, request.form);
    if (!result.ok) throw new ValidationFailed(result.errors);
    const { userID, page } = result.value;
    if (!(await characterExists(app.db, userID))) throw notFound('The character');
    return timelinePage(app.db, userID, page);
  });
};
export default timelineRoutes;
