import type { ApiRequestBody, ApiResponse } from '../../lib/api-types';

/**
 * GET /api/signals: active signals (empty unless canRead), the history and each analyst's
 * record; canManage for the founder and analysts.
 */
export type SignalsRoom = ApiResponse<'/api/signals', 'get'>;

/** A trade call. Closed signals carry position and P&L (free text such as '+2.5%'). */
export type Signal = SignalsRoom['history'][number];

export type AnalystStats = SignalsRoom['analysts'][number];

export type NewSignalInput = ApiRequestBody<'/api/signals', 'post'>;

export type CloseSignalInput = ApiRequestBody<'/api/signals/{id}/close', 'post'>;
