import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DASHBOARD_SECTIONS, PAGE_PATTERNS } from '@contract/paths';
import { pageText } from '../../../lib/page-text';
import { linkLanguage } from '../../../lib/request-language';
import audit from './audit';
import bets from './bets';
import inbox from './inbox';
import players from './players';
import purchases from './purchases';
import staff from './staff';
import upload from './upload';
import maintenance from './maintenance';
import store from './store';

import gameData from './game-data';

/** API routes of the dashboard feature (docs/product-rules.md#http-contract). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(upload);
  await app.register(maintenance);
  await app.register(staff);
  await app.register(players);
  await app.register(purchases);
  await app.register(bets);
  await app.register(inbox);
  await app.register(audit);
  await app.register(store);

  await app.register(gameData);
  // An unknown section is a missing page (404), as any unknown path; a known one's preview is in the
  // language the link names (docs/translations.md#link-previews-and-share-cards).
  const dashboardMeta = (request: FastifyRequest) => {
    const { say } = pageText(linkLanguage(request));
    return { title: say('Dashboard'), description: say('Staff dashboard.') };
  };
  for (const pattern of PAGE_PATTERNS.filter((p) => p.startsWith('/dashboard') && !p.startsWith('/dashboard/:section')))
    app.registerPageMeta(pattern, async (_params, request) => dashboardMeta(request));
  app.registerPageMeta('/dashboard/:section', async ({ section }, request) =>
    (DASHBOARD_SECTIONS as readonly string[]).includes(section) ? dashboardMeta(request) : null,
  );
  app.registerPageMeta('/dashboard/:section/:entryId', async ({ section, entryId }, request) =>
    (DASHBOARD_SECTIONS as readonly string[]).includes(section) && /^(new|\d{1,9})$/.test(entryId) ? dashboardMeta(request) : null,
  );
};
export default routes;
