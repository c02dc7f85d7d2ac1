import {
  BOT_NOTICES,
  canReopenTicket,
  COPY,
  hasPrioritySupport,
  REOPEN_TICKET_REFUSAL,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { errorResponses } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { chatMemberSchema, type ChatEvents, postAsBot } from '../chat';
import { createTicket, ticketStaffIds } from './repo';
import { closedTickets, reopenTicket, ticketMembers } from './service';

const TICKETS_PER_HOUR = 5;

export function registerTicketRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; events: ChatEvents },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn, authorize } = createRouteGuards(deps);

  routes.post('/api/tickets', {
    schema: {
      tags: ['chat'],
      summary:
        "Open a support ticket (the ask channel's 'open a ticket'); answers its channel name",
      response: {
        201: z.object({
          ticket: z.object({
            name: z.string(),
            number: z.number(),
            open: z.boolean(),
            priority: z
              .boolean()
              .describe('One-on-one support (Blue Badge tier 3): the staff were pinged'),
          }),
        }),
        ...errorResponses(401, 403, 429),
      },
    },
    config: { rateLimit: { max: TICKETS_PER_HOUR, timeWindow: '1 hour' } },
    ...signedIn,
    handler: async (request, reply) => {
      const member = request.actor;
      if (member.block?.kind === 'banned')
        throw new AppError(403, 'banned', COPY.server.tickets.bannedCannotOpen);
      const ticket = await createTicket(deps.db, member.id);
      // The opener and every staff member on line start receiving the new channel, then the bot greets.
      const staff = await ticketStaffIds(deps.db);
      await Promise.all([member.id, ...staff].map((id) => deps.events.memberChanged(id)));
      // One-on-one support (Blue Badge tier 3): the greeting says so and pings the ticket staff.
      const priority = hasPrioritySupport(member);
      const name = member.name.replace(/\s+/g, '');
      const greeting = priority
        ? BOT_NOTICES.priorityTicketOpened(name)
        : BOT_NOTICES.ticketOpened(name);
      deps.events.posted(
        await postAsBot(
          deps.db,
          ticket.name,
          greeting,
          priority ? staff.filter((id) => id !== member.id) : [],
        ),
      );
      return reply.status(201).send({
        ticket: { name: ticket.name, number: ticket.number, open: ticket.open, priority },
      });
    },
  });

  routes.get('/api/tickets/:name/members', {
    schema: {
      tags: ['chat'],
      summary:
        "A ticket's member list: who can read it, its opener while it is open and the ticket staff",
      params: z.object({ name: z.string().min(1).max(64) }),
      response: {
        200: z.object({ members: z.array(chatMemberSchema) }),
        ...errorResponses(401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request) => ({
      members: await ticketMembers(deps.db, request.actor, request.params.name),
    }),
  });

  routes.get('/api/tickets/closed', {
    schema: {
      tags: ['chat'],
      summary:
        "Closed tickets, most recently closed first: every one for ticket staff, a member's own for a member; `search` finds a number or an opener's name",
      querystring: z.object({ search: z.string().max(64).default('') }),
      response: {
        200: z.object({
          tickets: z.array(
            z.object({
              name: z.string(),
              number: z.number(),
              openerName: z.string(),
              closedAt: z.string().nullable(),
              closedByName: z.string().nullable(),
            }),
          ),
        }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...signedIn,
    handler: async (request) => ({
      tickets: await closedTickets(deps.db, request.actor, request.query.search),
    }),
  });

  routes.post('/api/tickets/:name/reopen', {
    schema: {
      tags: ['chat'],
      summary: 'Reopen a closed ticket (founder, admin or support); the bot says who reopened it',
      params: z.object({ name: z.string().min(1).max(64) }),
      response: {
        200: z.object({
          ticket: z.object({ name: z.string(), number: z.number(), open: z.boolean() }),
        }),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    ...authorize(canReopenTicket, REOPEN_TICKET_REFUSAL),
    handler: async (request) => ({
      ticket: await reopenTicket(deps.db, deps.events, request.actor, request.params.name),
    }),
  });
}
