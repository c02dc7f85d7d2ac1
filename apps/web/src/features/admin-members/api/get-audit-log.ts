import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiQuery } from '../../../lib/api-types';
import type { AuditPage } from '../types';
import { adminMembersKeys } from './keys';

export const AUDIT_PAGE_SIZE = 50;

/**
 * One action ('warn', 'give'...) or '' for every action; only entries that targeted `target`;
 * entries older than `before` (the previous page's nextBefore).
 */
export type AuditLogQuery = ApiQuery<'/api/moderation/audit-log', 'get'>;

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
