/** Query keys of the members and moderation console, in one place so mutations can refresh them. */
export const adminMembersKeys = {
  lists: ['admin', 'members', 'list'] as const,
  list: (search: string, offset: number, limit: number) =>
    ['admin', 'members', 'list', { search, offset, limit }] as const,
  detail: (id: string) => ['admin', 'members', 'detail', id] as const,
  bannedWords: ['admin', 'moderation', 'banned-words'] as const,
  auditLogAll: ['admin', 'moderation', 'audit-log'] as const,
  auditLog: (action: string) => ['admin', 'moderation', 'audit-log', { action }] as const,
};
