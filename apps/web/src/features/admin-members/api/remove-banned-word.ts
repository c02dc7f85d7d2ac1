import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminMembersKeys } from './keys';

/** Takes a word off the list; 404 when it is not on it. */
export async function removeBannedWord(word: string): Promise<string[]> {
  const { words } = await api.delete('/api/moderation/banned-words/{word}', { params: { word } });
  return words;
}

export function useRemoveBannedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBannedWord,
    onSuccess: (words) => {
      queryClient.setQueryData(adminMembersKeys.bannedWords, words);
      void queryClient.invalidateQueries({ queryKey: adminMembersKeys.auditLogAll });
    },
  });
}
