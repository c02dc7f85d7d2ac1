import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api-types';

/** What joining answers: the spec's message, and the discount code the popup promised. */
export type JoinedMailingList = ApiResponse<'/api/mailing-list', 'post', 201>;

/** 201 when joined (the code is also emailed); 400 (invalid) or 409 (already listed) as an ApiError. */
export function joinMailingList(email: string): Promise<JoinedMailingList> {
  return api.post('/api/mailing-list', { body: { email } });
}

export function useJoinMailingList() {
  return useMutation({ mutationFn: joinMailingList });
}
