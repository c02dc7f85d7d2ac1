import { api } from '../../../lib/api-client';
import type { ApiRequestBody } from '../../../lib/api-types';
import type { MemberDetail } from '../types';
import { useMemberMutation } from './member-mutation';

export type LiftRestrictionInput = { memberId: string } & ApiRequestBody<
  '/api/admin/members/{id}/lift',
  'post'
>;

/** Ends a ban or a mute now (the counters stay as history); 409 when none is in effect. */
export async function liftRestriction({
  memberId,
  restriction,
}: LiftRestrictionInput): Promise<MemberDetail> {
  const { member } = await api.post('/api/admin/members/{id}/lift', {
    params: { id: memberId },
    body: { restriction },
  });
  return member;
}

export function useLiftRestriction() {
  return useMemberMutation(liftRestriction);
}
