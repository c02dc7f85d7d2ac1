import { COPY } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import { errorResponses } from '../../http';
import { escapeHtml } from '../mail';
import { readToken } from '../../signed-token';
import { MISSED_MAIL_OFF_PURPOSE } from './missed-mail';
import { turnMissedMailOff } from './missed-repo';

const OFF_RATE_PER_MINUTE = 30;
const tokenQuery = z.object({ token: z.string().min(1).max(1000) }).strict();

/** A small page of its own: the link works from any mail client, signed in or not. */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/**
 * The digest's turn-off link (decision 0062), without signing in: the link carries the member
 * and an expiry, signed under the session secret. Opening it asks for one click (a GET must
 * change nothing: mail scanners open links); mail clients' one-click unsubscribe (RFC 8058)
 * posts to the same address and is done at once.
 */
export function registerMissedMailRoutes(
  app: FastifyInstance,
  deps: { db: Database; secret: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: OFF_RATE_PER_MINUTE, timeWindow: '1 minute' };
  const memberOf = (token: string) => {
    const reading = readToken(deps.secret, MISSED_MAIL_OFF_PURPOSE, token, new Date());
    if (!reading.ok)
      throw reading.reason === 'expired'
        ? new AppError(410, 'link_expired', COPY.server.push.offLinkExpired)
        : badRequest(COPY.server.push.offLinkInvalid, 'invalid_token');
    const { userId } = reading.claims;
    if (!userId) throw badRequest(COPY.server.push.offLinkInvalid, 'invalid_token');
    return userId;
  };

  routes.get('/api/notifications/missed-mail/off', {
    schema: {
      tags: ['notifications'],
      summary: "A page asking to turn off the mails of missed messages (the digest's link)",
      querystring: tokenQuery,
      response: { 200: z.string(), ...errorResponses(400, 410, 429) },
    },
    config: { rateLimit },
    handler: async (request, reply) => {
      memberOf(request.query.token);
      const action = `?token=${encodeURIComponent(request.query.token)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Stop mails of missed messages?',
            `<form method="post" action="${escapeHtml(action)}"><button type="submit">Turn them off</button></form>`,
          ),
        );
    },
  });

  routes.post('/api/notifications/missed-mail/off', {
    schema: {
      tags: ['notifications'],
      summary:
        "Turn off the mails of missed messages: the page's button, and mail clients' one-click unsubscribe (RFC 8058)",
      querystring: tokenQuery,
      response: { 200: z.string(), ...errorResponses(400, 410, 429) },
    },
    config: { rateLimit },
    handler: async (request, reply) => {
      const userId = memberOf(request.query.token);
      await deps.db.transaction((tx) => turnMissedMailOff(tx, userId));
      return reply
        .type('text/html; charset=utf-8')
        .send(page('Mails of missed messages are off', '<p>You will get no more of them.</p>'));
    },
  });
}
