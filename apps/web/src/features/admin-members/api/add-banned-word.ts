import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminMembersKeys } from './keys';

/** Adds a word (2..50 characters, checked by the server); 409 when it is already banned. */
export async function addBannedWord(word: string): Promise<string[]> {
  const { words } = await api.post('/api/moderation/banned-words', { body: { word } });
  return words;
}

export function useAddBannedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBannedWord,
    onSuccess: (words) => {
      queryClient.setQueryData(adminMembersKeys.bannedWords, words);
      void queryClient.invalidateQueries({ queryKey: adminMembersKeys.auditLogAll });
    },
  });
}
