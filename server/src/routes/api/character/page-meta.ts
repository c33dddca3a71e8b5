import type { FastifyPluginAsync } from 'fastify';
import { loadCharacterProfile } from '../../../domain/character/profile';
import { visibleProfile } from '../../../domain/character/visible-profile';
import { characterCardKey, characterCardUrl } from '../../../domain/history/share-card';
import { avatarHead, avatarPicture } from '../../../domain/images/urls';
import { pageText } from '../../../lib/page-text';
import { linkLanguage } from '../../../lib/request-language';

const ID = /^[1-9][0-9]{0,9}$/;

/** Deep links to /charid/{id} unfurl in chat with the character's name, a summary line and the avatar. */
const characterPageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/charid/:id', async ({ id }, request) => {
    if (!ID.test(id) || Number(id) > 2_147_483_647) return null;
    const profile = await loadCharacterProfile(app.db, Number(id));
    if (!profile) return null;
    // What a visitor may see: no server for a player hidden from the online list.
    const c = await visibleProfile(app.db, profile, null);
    const language = linkLanguage(request);
    const { say, number, list } = pageText(language);
    const parts = [
      say('Level {level}/{max}', { level: c.Level, max: c.LevelMax }),
      c.guild ? say('{rank} of {guild}', { rank: c.guild.RankName, guild: c.guild.Name }) : null,
      say('K/D {kd}', { kd: number(c.KD, 2, true) }),
      say('{coins, plural, one {# coin} other {# coins}}', { coins: c.Coins }),
      c.RebirthCount > 0 ? say('{count, plural, one {# rebirth} other {# rebirths}}', { count: c.RebirthCount }) : null,
      c.CurrentServer === 'Offline' ? say('offline') : say('online on {server}', { server: c.CurrentServer }),
    ].filter(Boolean);
    // The same picture the profile card shows at the top of the page (src/lib/image-urls.ts playerAvatar).
    // The card names only the tabs a visitor may open.
    const hidden = c.hiddenTabs ?? [];
    const tabs = (['inventory', 'timeline', 'friends'] as const).filter((tab) => !hidden.includes(tab)).map((tab) => say(tab));
    const avatar = c.ProviderID ? avatarPicture(c.id, c.ProfileVersion) : avatarHead(c.id, c.ProfileVersion);
    // The unfurl shows the share card: its address changes when its figures do.
    const cardKey = await characterCardKey(app.db, c.id, language);
    return {
      title: c.Username,
      description: `${parts.join(' · ')}. ${list([say('Character profile'), ...tabs])}.`,
      image: cardKey ? characterCardUrl(c.id, cardKey, language) : avatar,
      leadImage: avatar,
    };
  });
};
export default characterPageMeta;
