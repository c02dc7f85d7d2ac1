import {
  canManageDmCommunity,
  DM_PRIVACY_LEVELS,
  MANAGE_DM_COMMUNITY_REFUSAL,
  MAX_CONVERSATION_MEMBERS,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { assertNotBanned, chatMemberSchema, presentChatMember, type ChatEvents } from '../chat';
import { reportConversation } from './report';
import {
  blockMember,
  changeDmCommunity,
  changeDmPrivacy,
  conversationForMember,
  dmCommunityOf,
  dmSettingsOf,
  presentConversation,
  startConversation,
  unblockMember,
} from './service';

const CONVERSATIONS_PER_HOUR = 30;
const REPORTS_PER_HOUR = 5;

const memberId = z.string().min(1).max(64);
const conversationName = z.object({ name: z.string().min(1).max(64) });
const privacySchema = z.enum(DM_PRIVACY_LEVELS, {
  error: `Who may write to you is one of: ${DM_PRIVACY_LEVELS.join(', ')}`,
});
const settingsSchema = z.object({
  privacy: privacySchema,
  blocked: z.array(z.object({ id: z.string(), name: z.string() })),
});
const communitySchema = z.object({
  membersMayMessage: z.boolean().describe('Members may write to members (staff always may)'),
  newAccountHours: z
    .number()
    .int()
    .min(0)
    .max(720)
    .describe('Hours a new account waits before it may start conversations'),
});
const conversationSchema = z.object({
  name: z.string(),
  label: z.string(),
  write: z.boolean(),
  members: z.array(
    chatMemberSchema.extend({
      staff: z.boolean(),
      looksLikeStaff: z
        .boolean()
        .describe("Not staff, with a name that reads as a staff member's: warn the others"),
    }),
  ),
});

/** Direct messages (decision 0066): conversations, blocks, each member's and the founder's settings. */
export function registerConversationRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; events: ChatEvents },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn, authorize } = createRouteGuards(deps);
  const { db, events } = deps;

  routes.post('/api/conversations', {
    schema: {
      tags: ['chat'],
      summary:
        'Start a direct conversation with one to four members, or open the one they already have',
      body: z
        .object({
          memberIds: z
            .array(memberId)
            .min(1, 'Choose at least one member to write to.')
            .max(
              MAX_CONVERSATION_MEMBERS - 1,
              `A conversation holds at most ${MAX_CONVERSATION_MEMBERS} people, you included.`,
            ),
        })
        .strict(),
      response: {
        201: z.object({ conversation: z.object({ name: z.string(), created: z.boolean() }) }),
        ...errorResponses(400, 401, 403, 404, 429),
      },
    },
    config: { rateLimit: { max: CONVERSATIONS_PER_HOUR, timeWindow: '1 hour' } },
    ...signedIn,
    handler: async (request, reply) => {
      assertNotBanned(request.actor);
      const started = await startConversation(db, request.actor, request.body.memberIds);
      // Every member's sockets join the new channel's room, and their sidebars refetch.
      if (started.created)
        await Promise.all(
          [request.actor.id, ...request.body.memberIds].map((id) => events.memberChanged(id)),
        );
      return reply.status(201).send({ conversation: started });
    },
  });

  routes.get('/api/conversations/:name', {
    schema: {
      tags: ['chat'],
      summary:
        "A conversation's members, staff marked and look-alike names flagged; only to its members",
      params: conversationName,
      response: {
        200: z.object({ conversation: conversationSchema }),
        ...errorResponses(401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request) => {
      assertNotBanned(request.actor);
      const loaded = await conversationForMember(db, request.actor, request.params.name);
      return {
        conversation: await presentConversation(db, request.actor, loaded, presentChatMember),
      };
    },
  });

  routes.post('/api/conversations/:name/report', {
    schema: {
      tags: ['chat'],
      summary: 'Report a conversation to staff: opens a support ticket quoting its latest messages',
      params: conversationName,
      response: {
        201: z.object({ ticket: z.object({ name: z.string(), number: z.number() }) }),
        ...errorResponses(401, 403, 404, 429),
      },
    },
    config: { rateLimit: { max: REPORTS_PER_HOUR, timeWindow: '1 hour' } },
    ...signedIn,
    handler: async (request, reply) =>
      reply.status(201).send({
        ticket: await reportConversation(db, events, request.actor, request.params.name),
      }),
  });

  routes.get('/api/direct-messages/settings', {
    schema: {
      tags: ['chat'],
      summary: 'Who may write to the member, and the members they blocked (private to them)',
      response: { 200: settingsSchema, ...errorResponses(401) },
    },
    ...signedIn,
    handler: async (request) => dmSettingsOf(db, request.actor),
  });

  routes.put('/api/direct-messages/settings', {
    schema: {
      tags: ['chat'],
      summary: 'Choose who may write to you: everyone, members sharing a paid role, staff, nobody',
      body: z.object({ privacy: privacySchema }).strict(),
      response: { 200: settingsSchema, ...errorResponses(400, 401) },
    },
    ...signedIn,
    handler: async (request) => changeDmPrivacy(db, request.actor, request.body.privacy),
  });

  routes.put('/api/direct-messages/blocks/:userId', {
    schema: {
      tags: ['chat'],
      summary: 'Block a member: no messages either way; they are not told',
      params: z.object({ userId: memberId }),
      response: { 200: settingsSchema, ...errorResponses(400, 401, 403, 404) },
    },
    ...signedIn,
    handler: async (request) => {
      await blockMember(db, request.actor, request.params.userId);
      // Both sidebars refetch: a conversation between them no longer takes messages.
      await Promise.all(
        [request.actor.id, request.params.userId].map((id) => events.memberChanged(id)),
      );
      return dmSettingsOf(db, request.actor);
    },
  });

  routes.delete('/api/direct-messages/blocks/:userId', {
    schema: {
      tags: ['chat'],
      summary: 'Unblock a member',
      params: z.object({ userId: memberId }),
      response: { 200: settingsSchema, ...errorResponses(400, 401, 404) },
    },
    ...signedIn,
    handler: async (request) => {
      await unblockMember(db, request.actor, request.params.userId);
      await Promise.all(
        [request.actor.id, request.params.userId].map((id) => events.memberChanged(id)),
      );
      return dmSettingsOf(db, request.actor);
    },
  });

  routes.get('/api/direct-messages/community', {
    schema: {
      tags: ['chat'],
      summary: "The community's direct-message settings (the founder's)",
      response: { 200: communitySchema, ...errorResponses(401, 403) },
    },
    ...authorize(canManageDmCommunity, MANAGE_DM_COMMUNITY_REFUSAL),
    handler: () => dmCommunityOf(db),
  });

  routes.put('/api/direct-messages/community', {
    schema: {
      tags: ['chat'],
      summary:
        'Turn member-to-member messages off or on for the community, and set the new-account wait',
      body: communitySchema.strict(),
      response: { 200: communitySchema, ...errorResponses(400, 401, 403) },
    },
    ...authorize(canManageDmCommunity, MANAGE_DM_COMMUNITY_REFUSAL),
    handler: (request) => changeDmCommunity(db, request.body),
  });
}
