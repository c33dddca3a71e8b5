import { useQuery } from '@tanstack/react-query';
import { characterQueryOptions } from '@/lib/api/character';

export const useCharacter = (id: number) => useQuery(characterQueryOptions(id));
