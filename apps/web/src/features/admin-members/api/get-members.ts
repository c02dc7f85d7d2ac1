import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MembersPage } from '../types';
import { adminMembersKeys } from './keys';

export interface MembersQuery {
  /** Part of a name or an email, case-insensitive; '' for everyone. */
  search: string;
  offset: number;
  limit: number;
}

/**
 * One page of members by name (bots left out), the total that matches the search where the
 * server counted it, and the offset the page starts at (the page kept on screen while the next
 * loads starts at its own).
 */
export async function getMembers(
  query: MembersQuery,
  signal?: AbortSignal,
): Promise<MembersPage & { offset: number }> {
  const { search, offset, limit } = query;
  const page = await api.get('/api/admin/members', { query: { search, offset, limit }, signal });
  return { ...page, offset };
}

export function membersQueryOptions(query: MembersQuery) {
  return queryOptions({
    queryKey: adminMembersKeys.list(query.search, query.offset, query.limit),
    queryFn: ({ signal }) => getMembers(query, signal),
    // The previous page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useMembers(query: MembersQuery) {
  return useQuery(membersQueryOptions(query));
}
