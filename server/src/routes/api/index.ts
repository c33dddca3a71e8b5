import type { FastifyPluginAsync } from 'fastify';
import account from './account/index';
import bets from './bets/index';
import character from './character/index';
import dashboard from './dashboard/index';
import guild from './guild/index';
import help from './help/index';
import images from './images/index';
import news from './news/index';
import online from './online/index';
import play from './play/index';
import ranking from './ranking/index';
import store from './store/index';
import wiki from './wiki/index';

/** Every feature's API routes, in one fixed order. */
const api: FastifyPluginAsync = async (app) => {
  for (const feature of [account, bets, character, dashboard, guild, help, images, news, online, play, ranking, store, wiki]) {
    await app.register(feature);
  }
};
export default api;
