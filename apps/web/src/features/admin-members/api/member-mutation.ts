import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberDetail } from '../types';
import { adminMembersKeys } from './keys';

/**
 * A change to one member that the server answers with the member as it is now: the member's
 * page shows the answer, and the members list and the audit log refresh.
 */
export function useMemberMutation<Input extends { memberId: string }>(
  mutationFn: (input: Input) => Promise<MemberDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (member) => {
      // The answer is the member as it is now: only the lists need fetching again.
      queryClient.setQueryData(adminMembersKeys.detail(member.id), member);
      void queryClient.invalidateQueries({ queryKey: adminMembersKeys.lists });
      void queryClient.invalidateQueries({ queryKey: adminMembersKeys.auditLogAll });
    },
    // Refused or out of date (someone else changed the member): show the member as it is now.
    onError: (_error, { memberId }) =>
      queryClient.invalidateQueries({ queryKey: adminMembersKeys.detail(memberId) }),
  });
}
