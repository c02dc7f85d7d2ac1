import type { RoleFlags, RoleKey } from '@bbt/domain';
import type { ApiRequestBody, ApiResponse } from '../../lib/api-types';

export type { RoleFlags, RoleKey };

/** GET /api/admin/members (decision 0010, Members). */
export type MembersPage = ApiResponse<'/api/admin/members', 'get'>;

export type MemberSummary = MembersPage['members'][number];

/** What keeps a member out of the chat right now, if anything. */
export type Restriction = NonNullable<MemberSummary['restriction']>;

/** GET /api/moderation/audit-log; nextBefore asks for the next (older) page, null at the end. */
export type AuditPage = ApiResponse<'/api/moderation/audit-log', 'get'>;

/** One line of the audit log: who did what to whom (actor null: automatic moderation). */
export type AuditEntry = AuditPage['entries'][number];

/** GET /api/admin/members/:id: the member's whole record, history newest first. */
export type MemberDetail = ApiResponse<'/api/admin/members/{id}', 'get'>['member'];

/** The signed-in founder or admin using the console. */
export interface ConsoleUser {
  id: string;
  roles: RoleFlags;
}

export type LiftableRestriction = ApiRequestBody<
  '/api/admin/members/{id}/lift',
  'post'
>['restriction'];
