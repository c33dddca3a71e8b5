import type { FastifyPluginAsync } from 'fastify';
import { formatKD, formatNumber } from '@contract/rules/format';
import { loadGuildProfile } from '../../../domain/guild/profile';
import { guildCardKey, guildCardUrl } from '../../../domain/history/share-card';

const ID = /^[1-9][0-9]{0,9}$/;
const percent = (n: number) => `${n.toFixed(1)}%`;

/** Deep links to /guild/{id} unfurl with the guild's name, a summary line and its share card. */
const guildPageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/guild/:id', async ({ id }) => {
    if (!ID.test(id) || Number(id) > 2_147_483_647) return null;
    const g = await loadGuildProfile(app.db, Number(id));
    if (!g) return null;
    const parts = [
      `Level ${g.Level} guild`,
      g.owner ? `led by ${g.owner.Username}` : null,
      `${formatNumber(g.memberCount)} ${g.memberCount === 1 ? 'member' : 'members'}`,
      `raid win rate ${percent(g.RW)}`,
      `war win rate ${percent(g.WL)}`,
      `K/D ${formatKD(g.KD)}`,
    ].filter(Boolean);
    return {
      title: g.Name,
      description: `${parts.join(' · ')}. Guild log, members and alliances.`,
      // The guild's share card; its address changes when its figures do.
      image: guildCardUrl(g.id, (await guildCardKey(app.db, g.id))!),
    };
  });
};
export default guildPageMeta;
