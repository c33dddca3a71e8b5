import type { FastifyPluginAsync } from 'fastify';
import { DASHBOARD_SECTIONS } from '@contract/paths';
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
  // An unknown section is a missing page (404), as any unknown path.
  app.registerPageMeta('/dashboard/:section', async ({ section }) =>
    (DASHBOARD_SECTIONS as readonly string[]).includes(section) ? { title: 'Dashboard', description: 'Staff dashboard.' } : null,
  );
  app.registerPageMeta('/dashboard/:section/:entryId', async ({ section, entryId }) =>
    (DASHBOARD_SECTIONS as readonly string[]).includes(section) && /^(new|\d{1,9})$/.test(entryId)
      ? { title: 'Dashboard', description: 'Staff dashboard.' }
      : null,
  );
};
export default routes;
