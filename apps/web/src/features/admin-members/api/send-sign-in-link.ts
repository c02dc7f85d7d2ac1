import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminMembersKeys } from './keys';

/**
 * Mails the member a sign-in link to their address (decision 0040): the way in for a member
 * imported with a password. Answers the address it went to; the member's history gains a line.
 */
export async function sendSignInLink({ memberId }: { memberId: string }): Promise<string> {
  const { sentTo } = await api.post('/api/admin/members/{id}/sign-in-link', {
    params: { id: memberId },
  });
  return sentTo;
}

export function useSendSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSignInLink,
    onSuccess: (_sentTo, { memberId }) => {
      void queryClient.invalidateQueries({ queryKey: adminMembersKeys.detail(memberId) });
      void queryClient.invalidateQueries({ queryKey: adminMembersKeys.auditLogAll });
    },
  });
}
