import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CharacterProfile } from '@contract/types/character';
import { getJson } from '@/lib/api-client';

/** GET /api/character/{id}: the profile header data (a Guildhall addition; SPEC names no call for it). */
const getCharacter = (id: number, signal?: AbortSignal) => getJson<CharacterProfile>(`/api/character/${id}`, undefined, signal);

const characterQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['character', id, 'profile'],
    queryFn: ({ signal }) => getCharacter(id, signal),
  });

export const useCharacter = (id: number) => useQuery(characterQueryOptions(id));
