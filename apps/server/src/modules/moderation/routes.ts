import { canUseAdminConsole, CONSOLE_TOOLS_REFUSAL } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses, serialId } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { banWord, unbanWord } from './banned-words';
import { auditEntrySchema, listAudit } from '../audit';
import { listBannedWords } from './repo';

const AUDIT_PAGE_MAX = 200;

const word = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'A banned word has at least 2 characters')
  .max(50, 'A banned word has at most 50 characters');

/**
 * Founder and admin tools of the moderation capability (decision 0010 puts them in the admin
 * console).
 */
export function registerModerationRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    session: SessionReader;
    /** The banned words changed: every instance screens against the new list at once. */
    bannedWordsChanged: () => void;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Console tools (decision 0010): the console's policy, with this capability's refusal.
  const staffOnly = createRouteGuards(deps).authorize(canUseAdminConsole, CONSOLE_TOOLS_REFUSAL);
  const wordsResponse = {
    200: z.object({ words: z.array(z.string()) }),
    ...errorResponses(400, 401, 403, 404, 409),
  };

  routes.get('/api/moderation/banned-words', {
    schema: { tags: ['moderation'], summary: 'The banned words list', response: wordsResponse },
    ...staffOnly,
    handler: async () => {
      return { words: await listBannedWords(deps.db) };
    },
  });

  routes.post('/api/moderation/banned-words', {
    schema: {
      tags: ['moderation'],
      summary: 'Add a banned word',
      body: z.object({ word }).strict(),
      response: wordsResponse,
    },
    ...staffOnly,
    handler: async (request) => {
      const words = await banWord(deps.db, request.actor.id, request.body.word);
      deps.bannedWordsChanged();
      return { words };
    },
  });

  routes.delete('/api/moderation/banned-words/:word', {
    schema: {
      tags: ['moderation'],
      summary: 'Remove a banned word',
      params: z.object({ word }),
      response: wordsResponse,
    },
    ...staffOnly,
    handler: async (request) => {
      const words = await unbanWord(deps.db, request.actor.id, request.params.word);
      deps.bannedWordsChanged();
      return { words };
    },
  });

  routes.get('/api/moderation/audit-log', {
    schema: {
      tags: ['moderation'],
      summary: 'Moderation and admin actions, newest first: who did what to whom, when',
      querystring: z
        .object({
          action: z.string().max(40).optional(),
          target: z.string().max(100).optional(),
          before: serialId().optional(),
          limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
        })
        .strict(),
      response: {
        200: z.object({ entries: z.array(auditEntrySchema), nextBefore: z.number().nullable() }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...staffOnly,
    handler: async (request) => {
      const { action, target, before, limit } = request.query;
      const entries = await listAudit(deps.db, {
        limit,
        ...(before !== undefined && { before }),
        ...(action !== undefined && { action }),
        ...(target !== undefined && { targetId: target }),
      });
      const last = entries.at(-1);
      return { entries, nextBefore: entries.length === limit && last ? last.id : null };
    },
  });
}
