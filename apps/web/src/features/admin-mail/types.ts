import type { ApiResponse } from '../../lib/api-types';

/**
 * GET /api/admin/mail. delivery smtp: mails are sent; queued: waiting for SMTP_URL; kept: no
 * mail server, never sent.
 */
export type MailPage = ApiResponse<'/api/admin/mail', 'get'>;

/** A mail of the outbox as the console lists it; kept: written outside production, never sent. */
export type MailSummary = MailPage['mails'][number];
