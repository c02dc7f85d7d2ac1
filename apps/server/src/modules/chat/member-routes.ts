import {
  BOTS_GROUP,
  MEMBER_LIST,
  PRESENCE_STATUSES,
  PRIORITY_LABELS,
  type PresenceSnapshot,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { prioritySchema } from '../../domain-schemas';
import { assertNotBanned } from './access';
import { keptAroundInOrder, memberListRange, searchMembers } from './member-list';
import { chatMemberSchema, presentChatMember } from './member-schema';

/** The furthest a range may start: past any community this product serves. */
const MAX_OFFSET = 10_000_000;

const groupSchema = z.object({
  priority: prioritySchema.nullable().describe("Null for the bots' group, listed after staff"),
  label: z.enum([...Object.values(PRIORITY_LABELS), BOTS_GROUP.label]),
  members: z.number().int(),
  present: z.number().int(),
  start: z.number().int(),
});

export function registerMemberRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; presence: { snapshot(): PresenceSnapshot } },
) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);
  const aroundInOrder = keptAroundInOrder();

  routes.get('/api/members', {
    schema: {
      tags: ['chat'],
      summary:
        'A range of the member list in its order (groups by priority 1 founder .. 7 free; in each, who is online or idle, then the others, by name), with the true size of every group',
      querystring: z
        .object({
          offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(MEMBER_LIST.maxRange)
            .default(MEMBER_LIST.rangeSize),
        })
        .strict(),
      response: {
        200: z.object({
          total: z.number().int(),
          groups: z.array(groupSchema),
          offset: z.number().int(),
          members: z.array(chatMemberSchema.extend({ status: z.enum(PRESENCE_STATUSES) })),
        }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...signedIn,
    handler: async (request) => {
      assertNotBanned(request.actor);
      const range = await memberListRange(
        db,
        deps.presence.snapshot(),
        request.query,
        aroundInOrder,
      );
      return {
        ...range,
        members: range.members.map(({ row, status }) => ({ ...presentChatMember(row), status })),
      };
    },
  });

  routes.get('/api/members/search', {
    schema: {
      tags: ['chat'],
      summary:
        "Members found by a few letters of their name, as the '@' menu and search's from: ask: names starting with them (spaces ignored) first, then, from three letters, names holding them",
      querystring: z
        .object({
          q: z
            .string()
            .trim()
            .min(MEMBER_LIST.searchMinChars, {
              error: `Type at least ${MEMBER_LIST.searchMinChars} letters to find a member`,
            })
            .max(MEMBER_LIST.searchMaxChars, {
              error: `A member search takes at most ${MEMBER_LIST.searchMaxChars} characters`,
            }),
          limit: z.coerce.number().int().min(1).max(MEMBER_LIST.searchMaxResults).default(8),
        })
        .strict(),
      response: {
        200: z.object({ members: z.array(chatMemberSchema) }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...signedIn,
    handler: async (request) => {
      assertNotBanned(request.actor);
      const rows = await searchMembers(db, request.query.q, request.query.limit);
      return { members: rows.map(presentChatMember) };
    },
  });
}
