import fp from 'fastify-plugin';
import { asc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Rarity } from '@contract/types/entities';
import type { Bootstrap, PublicSettings } from '@contract/types/bootstrap';
import { rarities } from '../db/schema/index';
import { requestLanguage } from '../lib/request-language';

declare module 'fastify' {
  interface FastifyInstance {
    buildBootstrap(request: FastifyRequest): Promise<Bootstrap>;
  }
}

/** The bootstrap block of every page: user, CSRF token, rarities, public settings. */
export default fp(
  async (app, opts: { settings: PublicSettings }) => {
    // Rarities change only with a deploy of game data; read them once per minute at most.
    let cache: { at: number; rows: Rarity[] } | null = null;
    const loadRarities = async () => {
      if (!cache || Date.now() - cache.at > 60_000) {
        cache = { at: Date.now(), rows: await app.db.select().from(rarities).orderBy(asc(rarities.id)) };
      }
      return cache.rows;
    };
    app.decorate('buildBootstrap', async (request: FastifyRequest): Promise<Bootstrap> => {
      const user = request.currentUser;
      return {
        ...(user ? { userId: user.id, username: user.Username, role: user.Role, coins: user.Coins } : {}),
        ...(user?.StaffRole ? { staffRole: user.StaffRole } : {}),
        language: requestLanguage(request),
        csrfToken: request.csrfToken,
        rarities: await loadRarities(),
        settings: opts.settings,
        ...((await app.maintenance.readOnly()) ? { readOnly: true } : {}),
      };
    });
  },
  { name: 'bootstrap', dependencies: ['db', 'session', 'maintenance'] },
);
