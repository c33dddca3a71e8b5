import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CharacterProfile, FriendRow } from '@contract/types/character';
import type { HistoryRange } from '@contract/types/history';
import { endpoints } from '@contract/client';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { characterHistoryQuery } from '@/lib/character-history';

// The compare page's reads: the two profiles (the same call and cache key as the
// profile page) and whether they are friends (the friends table of one, searched for the other).

/** The same read and cache entry as the profile page's header. */
export { characterQueryOptions as compareProfileQuery } from '@/lib/api/character';

const friendsCheckQuery = (id: number, otherName: string) =>
  queryOptions({
    queryKey: queryKeys.character.friendWith(id, otherName),
    queryFn: async (read) => {
      const answer = await postJson<DataTablesAnswer<FriendRow>>(
        endpoints.friends(id),
        {
          draw: '1',
          start: '0',
          length: '10',
          'search[value]': otherName,
          'columns[0][data]': 'user',
        },
        { read },
      );
      return answer.data.some((r) => r.user.Username.toLowerCase() === otherName.toLowerCase());
    },
    enabled: otherName.length >= 1,
    staleTime: 60_000,
  });

/** Whether the two are friends, asked of a friends list the viewer may read (its owner may keep it private). */
export function friendsCheckOf(one: CharacterProfile, two: CharacterProfile) {
  const oneFriendsVisible = !one.hiddenTabs?.includes('friends');
  const check = oneFriendsVisible ? friendsCheckQuery(one.id, two.Username) : friendsCheckQuery(two.id, one.Username);
  return { ...check, enabled: check.enabled && (oneFriendsVisible || !two.hiddenTabs?.includes('friends')) };
}

/** The range the comparison's charts open at. */
export const FIRST_RANGE: HistoryRange = '30';

/** Reads what a comparison shows once both profiles are in (its route loader): the friends check, and the histories their owners show. */
export function prefetchComparison(queryClient: QueryClient, one: CharacterProfile, two: CharacterProfile) {
  const friends = friendsCheckOf(one, two);
  return Promise.all([
    friends.enabled ? queryClient.prefetchQuery(friends) : undefined,
    ...[one, two].filter((c) => !c.hiddenTabs?.includes('history')).map((c) => queryClient.prefetchQuery(characterHistoryQuery(c.id, FIRST_RANGE))),
  ]);
}
