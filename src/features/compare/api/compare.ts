import { queryOptions } from '@tanstack/react-query';
import type { FriendRow } from '@contract/types/character';
import { endpoints } from '@contract/client';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';

// The compare page's reads: the two profiles (the same call and cache key as the
// profile page) and whether they are friends (the friends table of one, searched for the other).

/** The same read and cache entry as the profile page's header. */
export { characterQueryOptions as compareProfileQuery } from '@/lib/api/character';

export const friendsCheckQuery = (id: number, otherName: string) =>
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
