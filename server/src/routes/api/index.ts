import type { FastifyPluginAsync } from 'fastify';
import { addSessionHooks } from '../../plugins/session';
import { addPublicReadHooks } from '../../plugins/public-read';
import account from './account/index';
import bets from './bets/index';
import character from './character/index';
import dashboard from './dashboard/index';
import guild from './guild/index';
import help from './help/index';
import history from './history/index';
import images from './images/index';
import news from './news/index';
import online from './online/index';
import play from './play/index';
import ranking from './ranking/index';
import security from './security/index';
import search from './search/index';
import store from './store/index';
import wiki from './wiki/index';

/**
 * Every feature's API routes, in one fixed order. Images and the game's files are static answers:
 * they live in a context without the session, so they never read the session table nor set a cookie.
 * Everything else lives in the session context, where the CSRF and Origin checks apply to every
 * route whatever the spelling of its path.
 */
const api: FastifyPluginAsync = async (app) => {
  await app.register(async (files) => {
    await files.register(images);
    await files.register(play);
  });
  await app.register(async (withSession) => {
    addSessionHooks(withSession, { csrf: true });
    await addPublicReadHooks(withSession, { max: app.config.READ_RATE_LIMIT_MAX, windowSeconds: app.config.READ_RATE_LIMIT_WINDOW_SECONDS });
    for (const feature of [account, bets, character, dashboard, guild, help, history, news, online, ranking, search, security, store, wiki]) {
      await withSession.register(feature);
    }
  });
};
export default api;
