import {
  canDiscipline,
  chatBlock,
  heldRoles,
  ORDER_STATUSES,
  PERMANENT_UNTIL,
  ROLE_KEYS,
  type RoleKey,
} from '@bbt/domain';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { orderLines, orders, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { errorResponses } from '../../http';
import type { ChatEvents } from '../chat/events';
import { auditEntrySchema } from '../moderation/routes';
import { listAudit, recordAudit } from '../moderation/repo';
import { roleFlagsOf } from '../users/present';
import { changeRoleAsStaff } from '../users/roles';
import { findUserById, type UserRow } from '../users/repo';
import { withPremiumChecked } from '../users/service';
import { paging, adminOnly, type AdminDeps } from './guard';
import { containing } from './mailing-list';

const HISTORY_SHOWN = 100;
const ORDERS_SHOWN = 50;

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
  badgeTier: z.number().nullable(),
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
      currency: z.string(),
      titles: z.array(z.string()),
    }),
  ),
  history: z.array(auditEntrySchema),
});
const memberParams = z.object({ id: z.string().min(1).max(100) });

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
  const found = await findUserById(db, id);
  if (!found || found.isBot) throw notFound('No such member');
  const row = await withPremiumChecked(db, found);
  const now = new Date();
  const inviter = row.inviterId ? await findUserById(db, row.inviterId) : undefined;
  const ownOrders = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.createdAt))
    .limit(ORDERS_SHOWN);
  const lines =
    ownOrders.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, title: orderLines.title })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              ownOrders.map((order) => order.id),
            ),
          );
  return {
    ...summarize(row, now),
    badgeTier: row.badgeTier,
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
    orders: ownOrders.map((order) => ({
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      titles: lines.filter((l) => l.orderId === order.id).map((l) => l.title),
    })),
    history: await listAudit(db, { targetId: id, limit: HISTORY_SHOWN }),
  };
}

/** Members: search, a member's whole record, role changes and lifting bans or mutes. */
export function registerAdminMemberRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { events: ChatEvents },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, session, events } = deps;
  const detailResponse = { 200: z.object({ member: memberDetailSchema }) };

  routes.get('/api/admin/members', {
    schema: {
      tags: ['admin'],
      summary: 'Members by name, with a search on the name or the email',
      querystring: z.object({ search: z.string().trim().max(200).default(''), ...paging }).strict(),
      response: {
        200: z.object({ members: z.array(memberSummarySchema), total: z.number() }),
        ...errorResponses(400, 401, 403),
      },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      const { search, offset, limit } = request.query;
      const where = and(
        eq(users.isBot, false),
        search
          ? or(ilike(users.name, containing(search)), ilike(users.email, containing(search)))
          : undefined,
      );
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const now = new Date();
      return { members: rows.map((row) => summarize(row, now)), total: total?.n ?? 0 };
    },
  });

  routes.get('/api/admin/members/:id', {
    schema: {
      tags: ['admin'],
      summary: "A member's roles, moderation record, credits, inviter, orders and history",
      params: memberParams,
      response: { ...detailResponse, ...errorResponses(400, 401, 403, 404) },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
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
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      const { actor } = request;
      const role: RoleKey = request.params.role;
      const refusal = await changeRoleAsStaff(db, {
        actor,
        targetId: request.params.id,
        role,
        granted: request.body.granted,
      });
      if (refusal) throw forbidden(refusal);
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
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      const { actor } = request;
      const { restriction } = request.body;
      await db.transaction(async (tx) => {
        const [target] = await tx
          .select()
          .from(users)
          .where(eq(users.id, request.params.id))
          .for('update');
        if (!target || target.isBot) throw notFound('No such member');
        // The same authority as /ban and /mute: an admin can't lift what binds a founder or
        // another admin.
        if (!canDiscipline(actor.roles, roleFlagsOf(target)))
          throw forbidden("You can't lift a founder's or another admin's ban or mute.");
        const now = new Date();
        const until = restriction === 'ban' ? target.banUntil : target.muteUntil;
        if (until <= now)
          throw conflict(
            restriction === 'ban' ? 'This member is not banned' : 'This member is not muted',
            'not_restricted',
          );
        await tx
          .update(users)
          .set(restriction === 'ban' ? { banUntil: now } : { muteUntil: now })
          .where(eq(users.id, target.id));
        await recordAudit(tx, {
          actorId: actor.id,
          action: `lift-${restriction}`,
          targetId: target.id,
          details: { until: until.toISOString() },
        });
      });
      await events.memberChanged(request.params.id);
      return { member: await memberDetail(db, request.params.id) };
    },
  });
}
