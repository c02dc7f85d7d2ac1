import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** 201 { message } when joined; 400 (invalid) or 409 (already listed) as an ApiError. */
export function joinMailingList(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/mailing-list', { email });
}

export function useJoinMailingList() {
  return useMutation({ mutationFn: joinMailingList });
}
