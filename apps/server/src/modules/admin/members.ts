import {
  chatBlock,
  CONSOLE_BAN_MAX_DAYS,
  CREDIT_ADJUSTMENT_MAX,
  heldRoles,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PERMANENT_UNTIL,
  ROLE_KEYS,
  STAFF_REASON_MAX,
  type RoleKey,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badgeTierSchema } from '../../domain-schemas';
import type { Database } from '../../db/client';
import type { Auth } from '../../plugins/auth';
import { errorResponses } from '../../http';
import type { ChatEvents } from '../chat';
import { auditEntrySchema } from '../audit';
import { badgeTierHeld, roleFlagsOf, type UserRow } from '../users';
import { paging, consoleRoutes, type AdminDeps } from './guard';
import {
  adjustCredits,
  banFromConsole,
  changeMemberRole,
  liftRestriction,
  loadMemberRecord,
  resendSignInLink,
  searchMembers,
} from './members-service';

const memberSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  roles: z.array(z.enum(ROLE_KEYS)),
  credits: z.number(),
  createdAt: z.string(),
  restriction: z.enum(['banned', 'muted']).nullable(),
});
const memberDetailSchema = memberSummarySchema.extend({
  badgeTier: badgeTierSchema.nullable(),
  signalsUntil: z.string(),
  marketing: z.object({ visits: z.number(), signups: z.number(), sales: z.number() }),
  discipline: z.object({
    warn: z.number(),
    kick: z.number(),
    ban: z.number(),
    mute: z.number(),
    muteCount: z.number(),
    banUntil: z.string(),
    muteUntil: z.string(),
    banned: z.boolean(),
    muted: z.boolean(),
    permanent: z.boolean(),
  }),
  inviter: z.object({ id: z.string(), name: z.string() }).nullable(),
  orders: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      status: z.enum(ORDER_STATUSES),
      amount: z.number(),
      refundedAmount: z.number().describe('What was refunded of it (decision 0058)'),
      currency: z.string(),
      provider: z.enum(PAYMENT_PROVIDERS).describe("'demo' orders took no money"),
      titles: z.array(z.string()),
    }),
  ),
  history: z.array(auditEntrySchema),
});
const memberParams = z.object({ id: z.string().min(1).max(100) });
/** Why staff did it, kept in the audit log and shown on the member's history. */
const staffReason = z
  .string()
  .trim()
  .min(3, 'Say why, in a few words (at least 3 characters)')
  .max(STAFF_REASON_MAX, `Keep the reason under ${STAFF_REASON_MAX} characters`);

function summarize(row: UserRow, now = new Date()): z.infer<typeof memberSummarySchema> {
  const block = chatBlock(row, now);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    roles: heldRoles(roleFlagsOf(row)),
    credits: row.credits,
    createdAt: row.createdAt.toISOString(),
    restriction: block?.kind ?? null,
  };
}

async function memberDetail(db: Database, id: string): Promise<z.infer<typeof memberDetailSchema>> {
  const { row, inviter, orders, history } = await loadMemberRecord(db, id);
  const now = new Date();
  return {
    ...summarize(row, now),
    badgeTier: badgeTierHeld(row, now),
    signalsUntil: row.signalsUntil.toISOString(),
    marketing: { visits: row.visits, signups: row.signups, sales: row.sales },
    discipline: {
      warn: row.warn,
      kick: row.kick,
      ban: row.ban,
      mute: row.mute,
      muteCount: row.muteCount,
      banUntil: row.banUntil.toISOString(),
      muteUntil: row.muteUntil.toISOString(),
      banned: row.banUntil > now,
      muted: row.muteUntil > now,
      permanent: row.banUntil.getTime() === PERMANENT_UNTIL.getTime(),
    },
    inviter: inviter ? { id: inviter.id, name: inviter.name } : null,
    orders: orders.map(({ order, titles }) => ({
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      amount: order.amount,
      refundedAmount: order.refundedAmount,
      currency: order.currency,
      provider: order.provider,
      titles,
    })),
    history,
  };
}

/** Members: search, a member's whole record, role changes and lifting bans or mutes. */
export function registerAdminMemberRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { events: ChatEvents; auth: Auth },
) {
  const { routes, adminOnly } = consoleRoutes(app, deps);
  const { db, events } = deps;
  const detailResponse = { 200: z.object({ member: memberDetailSchema }) };

  routes.get('/api/admin/members', {
    schema: {
      tags: ['admin'],
      summary: 'Members by name, with a search on the name or the email',
      querystring: z.object({ search: z.string().trim().max(200).default(''), ...paging }).strict(),
      response: {
        200: z.object({
          members: z.array(memberSummarySchema),
          total: z
            .number()
            .nullable()
            .describe(
              'How many members match. Always counted without a search; a search is not counted ' +
                '(null) while its page is full and more follow, and is exact once a page ' +
                'reaches its last match (decision 0074)',
            ),
          hasMore: z
            .boolean()
            .describe('More members match after this page: `offset + limit` asks for them'),
        }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      const { search, offset, limit } = request.query;
      const { members, total, hasMore } = await searchMembers(db, search, { offset, limit });
      const now = new Date();
      return { members: members.map((row) => summarize(row, now)), total, hasMore };
    },
  });

  routes.get('/api/admin/members/:id', {
    schema: {
      tags: ['admin'],
      summary: "A member's roles, moderation record, credits, inviter, orders and history",
      params: memberParams,
      response: { ...detailResponse, ...errorResponses(400, 401, 403, 404) },
    },
    ...adminOnly,
    handler: async (request) => {
      return { member: await memberDetail(db, request.params.id) };
    },
  });

  routes.put('/api/admin/members/:id/roles/:role', {
    schema: {
      tags: ['admin'],
      summary: 'Give or remove a role (recorded in the audit log)',
      params: memberParams.extend({
        role: z.enum(ROLE_KEYS, { message: `Unknown role: use one of ${ROLE_KEYS.join(', ')}` }),
      }),
      body: z.object({ granted: z.boolean() }).strict(),
      response: { ...detailResponse, ...errorResponses(400, 401, 403, 404) },
    },
    ...adminOnly,
    handler: async (request) => {
      const { actor } = request;
      const role: RoleKey = request.params.role;
      await changeMemberRole(db, {
        actor,
        targetId: request.params.id,
        role,
        granted: request.body.granted,
      });
      await events.memberChanged(request.params.id);
      return { member: await memberDetail(db, request.params.id) };
    },
  });

  routes.post('/api/admin/members/:id/lift', {
    schema: {
      tags: ['admin'],
      summary: 'Lift a ban or a mute now (the counters stay as history)',
      params: memberParams,
      body: z.object({ restriction: z.enum(['ban', 'mute']) }).strict(),
      response: { ...detailResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    ...adminOnly,
    handler: async (request) => {
      const { actor } = request;
      const { restriction } = request.body;
      await liftRestriction(db, actor, request.params.id, restriction);
      await events.memberChanged(request.params.id);
      return { member: await memberDetail(db, request.params.id) };
    },
  });

  routes.post('/api/admin/members/:id/credits', {
    schema: {
      tags: ['admin'],
      summary:
        'Give (a positive change) or take (a negative one) credits with a reason, recorded in the audit log; never below zero, never on your own account',
      params: memberParams,
      body: z
        .object({
          change: z
            .number({ message: 'The change is a number of credits' })
            .min(-CREDIT_ADJUSTMENT_MAX)
            .max(CREDIT_ADJUSTMENT_MAX),
          reason: staffReason,
        })
        .strict(),
      response: { ...detailResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    ...adminOnly,
    handler: async (request) => {
      await adjustCredits(db, request.actor, request.params.id, request.body);
      await events.memberChanged(request.params.id);
      return { member: await memberDetail(db, request.params.id) };
    },
  });

  routes.post('/api/admin/members/:id/ban', {
    schema: {
      tags: ['admin'],
      summary:
        "Ban a member for some days with a reason, as the chat's /ban does (the third ban is for good); recorded in the audit log",
      params: memberParams,
      body: z
        .object({
          days: z
            .number({ message: 'The ban lasts a whole number of days' })
            .int('The ban lasts a whole number of days')
            .min(1, 'A ban lasts at least one day')
            .max(CONSOLE_BAN_MAX_DAYS, `A ban lasts at most ${CONSOLE_BAN_MAX_DAYS} days`),
          reason: staffReason,
        })
        .strict(),
      response: { ...detailResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    ...adminOnly,
    handler: async (request) => {
      await banFromConsole(deps, request.actor, request.params.id, request.body);
      return { member: await memberDetail(db, request.params.id) };
    },
  });

  routes.post('/api/admin/members/:id/sign-in-link', {
    schema: {
      tags: ['admin'],
      summary:
        'Mail the member a sign-in link to their address (recorded in the audit log); the way in for members imported with a password',
      params: memberParams,
      response: {
        200: z.object({ sentTo: z.string() }),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      const sentTo = await resendSignInLink(deps, request.actor, request.params.id);
      return { sentTo };
    },
  });
}
