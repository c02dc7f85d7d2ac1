import type { ApiResponse } from '../../lib/api-types';

/** GET /api/admin/imports: past runs of `npm run import`, newest first. */
export type ImportsPage = ApiResponse<'/api/admin/imports', 'get'>;

export type ImportRun = ImportsPage['imports'][number];
