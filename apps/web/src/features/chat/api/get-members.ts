import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_LIST } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api-types';

export const MEMBERS_QUERY_KEY = ['members'] as const;

/** One range of the community's member list, with every group's true size (decision 0044). */
export type MemberRange = ApiResponse<'/api/members', 'get'>;

/** The member list's ranges, each `MEMBER_LIST.rangeSize` long: range 0 is the first screen. */
export function getMemberRange(index: number, signal?: AbortSignal): Promise<MemberRange> {
  return api.get('/api/members', {
    query: { offset: index * MEMBER_LIST.rangeSize, limit: MEMBER_LIST.rangeSize },
    signal,
  });
}

/** Who is around moves members up and down: a shown range is asked again this often. */
const RANGE_FRESH_MS = 30_000;

export function memberRangeQueryOptions(index: number) {
  return queryOptions({
    queryKey: [...MEMBERS_QUERY_KEY, 'range', index],
    queryFn: ({ signal }) => getMemberRange(index, signal),
    staleTime: RANGE_FRESH_MS,
    refetchInterval: RANGE_FRESH_MS,
  });
}

/** The first screen of the member list: staff first, then who is around. */
export function useMemberListStart() {
  return useQuery(memberRangeQueryOptions(0));
}

/**
 * Members found by the server from a few letters of their name (the '@' menu, search's from:),
 * so anyone in a community of any size can be found. Nothing is asked for fewer than
 * `MEMBER_LIST.searchMinChars` letters; the last answer stays while the next is on its way.
 */
export function useMemberSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...MEMBERS_QUERY_KEY, 'search', q.toLowerCase()],
    queryFn: ({ signal }) => api.get('/api/members/search', { query: { q }, signal }),
    select: (answer) => answer.members,
    enabled: q.length >= MEMBER_LIST.searchMinChars && q.length <= MEMBER_LIST.searchMaxChars,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
