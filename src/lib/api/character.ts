import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@contract/client';
import type { CharacterProfile } from '@contract/types/character';
import { getJson } from '@/lib/api-client';
import { queryKeys } from './keys';

/** A character's profile: the profile page's header and each side of the compare page share this read and its cache entry. */
export const characterQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.character.profile(id),
    queryFn: (read) => getJson<CharacterProfile>(endpoints.character(id), undefined, read),
  });
