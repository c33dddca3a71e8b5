import type { FastifyPluginAsync } from 'fastify';
import { formatKD, formatNumber } from '@contract/rules/format';
import { loadCharacterProfile } from '../../../domain/character/profile';
import { visibleProfile } from '../../../domain/character/visible-profile';
import { characterCardKey, characterCardUrl } from '../../../domain/history/share-card';
import { avatarHead, avatarPicture } from '../../../domain/images/urls';

const ID = /^[1-9][0-9]{0,9}$/;

/** Deep links to /charid/{id} unfurl in chat with the character's name, a summary line and the avatar. */
const characterPageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/charid/:id', async ({ id }) => {
    if (!ID.test(id) || Number(id) > 2_147_483_647) return null;
    const profile = await loadCharacterProfile(app.db, Number(id));
    if (!profile) return null;
    // What a visitor may see: no server for a player hidden from the online list.
    const c = await visibleProfile(app.db, profile, null);
    const parts = [
      `Level ${c.Level}/${c.LevelMax}`,
      c.guild ? `${c.guild.RankName} of ${c.guild.Name}` : null,
      `K/D ${formatKD(c.KD)}`,
      `${formatNumber(c.Coins)} coins`,
      c.RebirthCount > 0 ? `${formatNumber(c.RebirthCount)} rebirths` : null,
      c.CurrentServer === 'Offline' ? 'offline' : `online on ${c.CurrentServer}`,
    ].filter(Boolean);
    // The same picture the profile card shows at the top of the page (src/lib/image-urls.ts playerAvatar).
    // The card names only the tabs a visitor may open.
    const hidden = c.hiddenTabs ?? [];
    const tabs = (['inventory', 'timeline', 'friends'] as const).filter((tab) => !hidden.includes(tab));
    const avatar = c.ProviderID ? avatarPicture(c.id, c.ProfileVersion) : avatarHead(c.id, c.ProfileVersion);
    // The unfurl shows the share card: its address changes when its figures do.
    const cardKey = await characterCardKey(app.db, c.id);
    return {
      title: c.Username,
      description: `${parts.join(' · ')}. ${['Character profile', ...tabs].join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
      image: cardKey ? characterCardUrl(c.id, cardKey) : avatar,
      leadImage: avatar,
    };
  });
};
export default characterPageMeta;
