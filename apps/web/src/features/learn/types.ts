import type { ApiRequestBody, ApiResponse } from '../../lib/api-types';

/** GET /api/meetings; canManage for the founder and admins (create, start, end, delete). */
export type MeetingsList = ApiResponse<'/api/meetings', 'get'>;

/**
 * A meeting (the link is only given on join). Ruling 19: scheduled, then live after start,
 * then ended; exclusive meetings are for blue badge traders, admins and the founder.
 */
export type Meeting = MeetingsList['meetings'][number];

export type MeetingStatus = Meeting['status'];

export type NewMeetingInput = Required<ApiRequestBody<'/api/meetings', 'post'>>;
