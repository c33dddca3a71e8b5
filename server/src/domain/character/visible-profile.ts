import type { CharacterProfile } from '@contract/types/character';
import type { Db } from '../../db/client';
import { hiddenTabs, isHiddenFrom, type Viewer } from '../account/privacy';
import { OFFLINE } from '../online/online';

/**
 * The profile as this viewer may see it: the equipped items are part of the inventory, so they go
 * with a private inventory; a player who hides from the online list shows as offline, without the
 * server or the map they are on. The owner and staff see everything.
 */
export async function visibleProfile(db: Db, profile: CharacterProfile, viewer: Viewer): Promise<CharacterProfile> {
  const hidden = await hiddenTabs(db, profile.id, viewer);
  const own = viewer !== null && (viewer.id === profile.id || viewer.Role === 'staff');
  const offline = !own && profile.CurrentServer !== OFFLINE && (await isHiddenFrom(db, 'online', profile.id));
  return {
    ...profile,
    ...(hidden.includes('inventory') ? { preview: [] } : {}),
    ...(offline ? { CurrentServer: OFFLINE, map: null } : {}),
    hiddenTabs: hidden,
  };
}
