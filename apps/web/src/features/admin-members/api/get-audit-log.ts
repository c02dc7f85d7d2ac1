import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuditPage } from '../types';
import { adminMembersKeys } from './keys';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditLogQuery {
  /** One action ('warn', 'give'...), or '' for every action. */
  action?: string;
  /** Only entries that targeted this member. */
  target?: string;
  /** Entries older than this id (the previous page's nextBefore). */
  before?: number;
  limit?: number;
}

/** One page of the audit log, newest first. */
export function getAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AuditPage> {
  const params = new URLSearchParams({ limit: String(query.limit ?? AUDIT_PAGE_SIZE) });
  if (query.action) params.set('action', query.action);
  if (query.target) params.set('target', query.target);
  if (query.before !== undefined) params.set('before', String(query.before));
  return api.get<AuditPage>(`/api/moderation/audit-log?${params.toString()}`, { signal });
}

export function auditLogQueryOptions(action: string) {
  return infiniteQueryOptions({
    queryKey: adminMembersKeys.auditLog(action),
    queryFn: ({ pageParam, signal }) => getAuditLog({ action, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useAuditLog(action: string) {
  return useInfiniteQuery(auditLogQueryOptions(action));
}
