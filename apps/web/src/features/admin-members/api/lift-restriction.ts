import { api } from '../../../lib/api-client';
import type { LiftableRestriction, MemberDetail } from '../types';
import { useMemberMutation } from './member-mutation';

export interface LiftRestrictionInput {
  memberId: string;
  restriction: LiftableRestriction;
}

/** Ends a ban or a mute now (the counters stay as history); 409 when none is in effect. */
export async function liftRestriction({
  memberId,
  restriction,
}: LiftRestrictionInput): Promise<MemberDetail> {
  const { member } = await api.post<{ member: MemberDetail }>(
    `/api/admin/members/${encodeURIComponent(memberId)}/lift`,
    { restriction },
  );
  return member;
}

export function useLiftRestriction() {
  return useMemberMutation(liftRestriction);
}
