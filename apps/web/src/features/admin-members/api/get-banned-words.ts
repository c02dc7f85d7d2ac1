import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminMembersKeys } from './keys';

/** The banned words list, in alphabetical order. */
export async function getBannedWords(signal?: AbortSignal): Promise<string[]> {
  const { words } = await api.get('/api/moderation/banned-words', {
    signal,
  });
  return words;
}

export function bannedWordsQueryOptions() {
  return queryOptions({
    queryKey: adminMembersKeys.bannedWords,
    queryFn: ({ signal }) => getBannedWords(signal),
  });
}

export function useBannedWords() {
  return useQuery(bannedWordsQueryOptions());
}
