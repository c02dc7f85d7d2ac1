import { api } from '../../../lib/api-client';
import type { ApiRequestBody } from '../../../lib/api-types';
import type { MemberDetail } from '../types';
import { useMemberMutation } from './member-mutation';

export type BanMemberInput = { memberId: string } & ApiRequestBody<
  '/api/admin/members/{id}/ban',
  'post'
>;

/** Bans the member for some days with a reason, as the chat's /ban does (the third is for good). */
export async function banMember({ memberId, ...body }: BanMemberInput): Promise<MemberDetail> {
  const { member } = await api.post('/api/admin/members/{id}/ban', {
    params: { id: memberId },
    body,
  });
  return member;
}

export function useBanMember() {
  return useMemberMutation(banMember);
}
