import { api } from '../../../lib/api-client';
import type { ApiRequestBody } from '../../../lib/api-types';
import type { MemberDetail } from '../types';
import { useMemberMutation } from './member-mutation';

export type AdjustCreditsInput = { memberId: string } & ApiRequestBody<
  '/api/admin/members/{id}/credits',
  'post'
>;

/** Gives (positive) or takes (negative) credits with a reason; 409 when it would go below zero. */
export async function adjustCredits({
  memberId,
  ...body
}: AdjustCreditsInput): Promise<MemberDetail> {
  const { member } = await api.post('/api/admin/members/{id}/credits', {
    params: { id: memberId },
    body,
  });
  return member;
}

export function useAdjustCredits() {
  return useMemberMutation(adjustCredits);
}
