import type { ApiResponse } from '../../lib/api-types';

/** GET /api/invites/:inviteId: who invited the visitor. */
export type Invite = ApiResponse<'/api/invites/{inviteId}', 'get'>;
