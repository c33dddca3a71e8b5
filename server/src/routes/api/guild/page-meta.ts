import type { FastifyPluginAsync } from 'fastify';
import { loadGuildProfile } from '../../../domain/guild/profile';
import { guildCardKey, guildCardUrl } from '../../../domain/history/share-card';
import { pageText } from '../../../lib/page-text';
import { linkLanguage } from '../../../lib/request-language';

const ID = /^[1-9][0-9]{0,9}$/;

/** Deep links to /guild/{id} unfurl with the guild's name, a summary line and its share card. */
const guildPageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/guild/:id', async ({ id }, request) => {
    if (!ID.test(id) || Number(id) > 2_147_483_647) return null;
    const g = await loadGuildProfile(app.db, Number(id));
    if (!g) return null;
    const language = linkLanguage(request);
    const { say, number } = pageText(language);
    const rate = (n: number) => number(n, 1, true);
    const parts = [
      say('Level {level} guild', { level: g.Level }),
      g.owner ? say('led by {name}', { name: g.owner.Username }) : null,
      say('{count, plural, one {# member} other {# members}}', { count: g.memberCount }),
      say('raid win rate {rate}%', { rate: rate(g.RW) }),
      say('war win rate {rate}%', { rate: rate(g.WL) }),
      say('K/D {kd}', { kd: number(g.KD, 2, true) }),
    ].filter(Boolean);
    return {
      title: g.Name,
      description: `${parts.join(' · ')}. ${say('Guild log, members and alliances.')}`,
      // The guild's share card; its address changes when its figures do.
      image: guildCardUrl(g.id, (await guildCardKey(app.db, g.id, language))!, language),
    };
  });
};
export default guildPageMeta;
