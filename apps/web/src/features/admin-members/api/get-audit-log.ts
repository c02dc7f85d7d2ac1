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
  return api.get('/api/moderation/audit-log', {
    query: {
      limit: query.limit ?? AUDIT_PAGE_SIZE,
      action: query.action || undefined,
      target: query.target || undefined,
      before: query.before,
    },
    signal,
  });
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
