import type { FriendRow } from '@contract/types/character';
import { postTablePage } from '@/lib/table-fetchers';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/** POST /api/ranking/friend/{characterId}: the friends tab, a server-mode table (docs/product-rules.md#http-contract). */
export const fetchFriendsPage = (characterId: number) => postTablePage<FriendRow>(endpoints.friends(characterId));

export const friendsQueryKey = queryKeys.character.friends;
