import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiRequestBody } from '../../../lib/api-types';
import type { Poll } from '../types';
import { applyVote, replacePoll } from '../utils/polls';
import { POLLS_QUERY_KEY } from './get-polls';

/** The option to vote for, or null to clear the vote (spec §4: deselect). */
export type VoteInput = { pollId: number } & ApiRequestBody<'/api/polls/{id}/vote', 'post'>;

/** Votes, changes the vote, or clears it; answers with the poll as it now is. */
export async function votePoll({ pollId, option }: VoteInput): Promise<Poll> {
  const { poll } = await api.post('/api/polls/{id}/vote', {
    params: { id: pollId },
    body: { option },
  });
  return poll;
}

/**
 * The vote shows at once (optimistic) and is rolled back if the server refuses it; the
 * server's answer, and the `polls:changed` refetch it triggers, replace the local guess.
 */
export const VOTE_MUTATION_KEY = ['polls', 'vote'] as const;

export function useVotePoll(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: VOTE_MUTATION_KEY,
    mutationFn: votePoll,
    onMutate: async ({ pollId, option }) => {
      await queryClient.cancelQueries({ queryKey: POLLS_QUERY_KEY });
      const before = queryClient.getQueryData<Poll[]>(POLLS_QUERY_KEY);
      queryClient.setQueryData<Poll[]>(POLLS_QUERY_KEY, (polls) =>
        polls?.map((p) => (p.id === pollId ? applyVote(p, option) : p)),
      );
      return { before: before?.find((p) => p.id === pollId) };
    },
    onError: (error, _input, context) => {
      onError(error);
      const before = context?.before;
      if (before) {
        queryClient.setQueryData<Poll[]>(POLLS_QUERY_KEY, (polls) =>
          polls ? replacePoll(polls, before) : polls,
        );
      }
      // Others may have voted meanwhile: fetch the true counts.
      void queryClient.invalidateQueries({ queryKey: POLLS_QUERY_KEY });
    },
    onSuccess: (poll) =>
      queryClient.setQueryData<Poll[]>(POLLS_QUERY_KEY, (polls) =>
        polls ? replacePoll(polls, poll) : polls,
      ),
  });
}
