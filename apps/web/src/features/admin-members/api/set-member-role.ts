import { api } from '../../../lib/api-client';
import type { ApiRequestBody } from '../../../lib/api-types';
import type { MemberDetail, RoleKey } from '../types';
import { useMemberMutation } from './member-mutation';

export type SetMemberRoleInput = { memberId: string; role: RoleKey } & ApiRequestBody<
  '/api/admin/members/{id}/roles/{role}',
  'put'
>;

/** Gives or removes one role; the server checks who may, and records it in the audit log. */
export async function setMemberRole({
  memberId,
  role,
  granted,
}: SetMemberRoleInput): Promise<MemberDetail> {
  const { member } = await api.put('/api/admin/members/{id}/roles/{role}', {
    params: { id: memberId, role },
    body: { granted },
  });
  return member;
}

export function useSetMemberRole() {
  return useMemberMutation(setMemberRole);
}
