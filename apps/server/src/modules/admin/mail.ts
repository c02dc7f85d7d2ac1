import { COPY, MAIL_KINDS, MAIL_STATUSES } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../errors';
import { errorResponses } from '../../http';
import { findMail, listMails, type MailOutbox } from '../mail';
import { paging, consoleRoutes, type AdminDeps } from './guard';

const mailSummary = z.object({
  id: z.number(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z
    .enum(MAIL_STATUSES)
    .describe("'kept': written without a mail server outside production, never sent"),
  attempts: z.number(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;
const summary = (row: Awaited<ReturnType<typeof listMails>>['rows'][number]) => ({
  ...row,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: iso(row.sentAt),
  createdAt: row.createdAt.toISOString(),
});

/**
 * The console's Mail page (decision 0018): every mail the shop wrote, sent or waiting or kept, so a
 * newcomer running without a mail server reads receipts and codes there. Founder and admin
 * only: mails hold members' addresses, orders and discount codes.
 */
export function registerAdminMailRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { delivery: MailOutbox['delivery'] },
) {
  const { routes, adminOnly } = consoleRoutes(app, deps);

  routes.get('/api/admin/mail', {
    schema: {
      tags: ['admin'],
      summary: 'Mails of the outbox, newest first, with their delivery state',
      querystring: z.object(paging).strict(),
      response: {
        200: z.object({
          mails: z.array(mailSummary),
          total: z.number(),
          delivery: z
            .enum(['smtp', 'queued', 'kept'])
            .describe('smtp: sent; queued: waiting for SMTP_URL; kept: never sent (no SMTP_URL)'),
        }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      const { rows, total } = await listMails(deps.db, request.query);
      return { mails: rows.map(summary), total, delivery: deps.delivery };
    },
  });

  routes.get('/api/admin/mail/:id', {
    schema: {
      tags: ['admin'],
      summary: 'One mail with its text and HTML bodies and headers',
      params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
      response: {
        200: mailSummary.extend({
          text: z.string(),
          html: z.string(),
          headers: z.record(z.string(), z.string()),
        }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      const mail = await findMail(deps.db, request.params.id);
      if (!mail) throw notFound(COPY.server.admin.noSuchMail);
      // A sign-in link signs its reader in as the member: staff never read one that leaves
      // for a mailbox. Kept mails never leave (no mail server, outside production), so the
      // console is where a developer follows them.
      if (mail.kind === 'sign_in_link' && mail.status !== 'kept') {
        const text = COPY.server.admin.signInLinkWithheld;
        return { ...summary(mail), text, html: '', headers: mail.headers };
      }
      return { ...summary(mail), text: mail.text, html: mail.html, headers: mail.headers };
    },
  });
}
