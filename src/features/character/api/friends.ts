import type { FriendRow } from '@contract/types/character';
import { postTablePage } from '@/lib/table-fetchers';

/** POST /api/ranking/friend/{characterId}: the friends tab, a server-mode table (SPEC §7). */
export const fetchFriendsPage = (characterId: number) => postTablePage<FriendRow>(`/api/ranking/friend/${characterId}`);

export const friendsQueryKey = (characterId: number) => ['character', characterId, 'friends'] as const;
