import { queryOptions } from '@tanstack/react-query';
import type { CharacterProfile, FriendRow } from '@contract/types/character';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { getJson, postJson } from '@/lib/api-client';

// The compare page's reads (issue 17 part 5): the two profiles (the same call and cache key as the
// profile page) and whether they are friends (the friends table of one, searched for the other).

export const compareProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['character', id, 'profile'],
    queryFn: ({ signal }) => getJson<CharacterProfile>(`/api/character/${id}`, undefined, signal),
  });

export const friendsCheckQuery = (id: number, otherName: string) =>
  queryOptions({
    queryKey: ['character', id, 'friend-with', otherName],
    queryFn: async () => {
      const answer = await postJson<DataTablesAnswer<FriendRow>>(`/api/ranking/friend/${id}`, {
        draw: '1',
        start: '0',
        length: '10',
        'search[value]': otherName,
        'columns[0][data]': 'user',
      });
      return answer.data.some((r) => r.user.Username.toLowerCase() === otherName.toLowerCase());
    },
    enabled: otherName.length >= 1,
    staleTime: 60_000,
  });
