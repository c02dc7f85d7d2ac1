import {
  PROVIDER_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_STATUSES,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../http';
import {
  membershipPaymentSchema,
  presentMembershipPayment,
  subscribersReport,
  subscriptionEvents,
  subscriptionPaymentHistory,
} from '../checkout';
import { consoleRoutes, type AdminDeps } from './guard';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The console's memberships (decision 0063): subscribers, MRR, failed payments, churn, events. */
export function registerAdminSubscriptionRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { routes, adminOnly } = consoleRoutes(app, deps);

  routes.get('/api/admin/subscriptions', {
    schema: {
      tags: ['admin'],
      summary:
        'Memberships: subscribers, MRR of what PayPal still bills, payments in their grace, churn by month, and every subscription that began',
      response: {
        200: z.object({
          subscribers: z.number(),
          mrr: z.number(),
          pastDue: z.number(),
          churnByMonth: z.array(z.object({ month: z.string(), ended: z.number() })),
          subscriptions: z.array(
            z.object({
              id: z.string(),
              member: z.object({ id: z.string(), name: z.string() }),
              title: z.string(),
              period: z.enum(SUBSCRIPTION_PERIODS),
              price: z.number(),
              status: z.enum(SUBSCRIPTION_STATUSES),
              providerStatus: z.enum(PROVIDER_SUBSCRIPTION_STATUSES),
              accessUntil: z.string().nullable(),
              createdAt: z.string(),
            }),
          ),
        }),
        ...errorResponses(401, 403),
      },
    },
    ...adminOnly,
    handler: async () => {
      const report = await subscribersReport(deps.db);
      return {
        subscribers: report.subscribers,
        mrr: report.mrr,
        pastDue: report.pastDue,
        churnByMonth: report.churnByMonth,
        subscriptions: report.rows.map(({ subscription: s, title, member }) => ({
          id: s.id,
          member,
          title,
          period: s.period,
          price: s.price,
          status: s.status,
          providerStatus: s.providerStatus,
          accessUntil: iso(s.accessUntil),
          createdAt: s.createdAt.toISOString(),
        })),
      };
    },
  });

  routes.get('/api/admin/subscriptions/:id/events', {
    schema: {
      tags: ['admin'],
      summary:
        "A subscription's PayPal notifications, oldest first, with what each did, and its payments, newest first",
      params: z.object({ id: z.uuid() }),
      response: {
        200: z.object({
          events: z.array(
            z.object({
              id: z.string(),
              eventType: z.string(),
              outcome: z.string(),
              receivedAt: z.string(),
            }),
          ),
          payments: z.array(membershipPaymentSchema),
        }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...adminOnly,
    handler: async (request) => ({
      events: (await subscriptionEvents(deps.db, request.params.id)).map((e) => ({
        ...e,
        receivedAt: e.receivedAt.toISOString(),
      })),
      payments: (await subscriptionPaymentHistory(deps.db, request.params.id)).map(
        presentMembershipPayment,
      ),
    }),
  });
}
