import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MemberDetail } from '../types';
import { adminMembersKeys } from './keys';

/** A member's roles, moderation record, credits, inviter, orders and history. */
export async function getMember(id: string, signal?: AbortSignal): Promise<MemberDetail> {
  const { member } = await api.get('/api/admin/members/{id}', { params: { id }, signal });
  return member;
}

export function memberQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminMembersKeys.detail(id),
    queryFn: ({ signal }) => getMember(id, signal),
  });
}

export function useMember(id: string) {
  return useQuery(memberQueryOptions(id));
}
