import { CLOCK_TIME, isTimeZone, NOTIFICATION_KINDS } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { saveSettings, settingsOf } from './settings-repo';

const clock = (label: string) =>
  z.string().regex(CLOCK_TIME, `${label} is a time of day as HH:MM (24-hour)`);

const settingsSchema = z
  .object({
    kinds: z
      .object(
        Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as {
          [K in (typeof NOTIFICATION_KINDS)[number]]: z.ZodBoolean;
        },
      )
      .strict(),
    quietHours: z
      .object({ start: clock('The start of quiet hours'), end: clock('The end of quiet hours') })
      .strict()
      .nullable(),
    timeZone: z
      .string()
      .max(64, 'The time zone is too long')
      .refine(isTimeZone, 'The time zone is not one this server knows (e.g. Europe/Paris)'),
    missedMail: z.boolean(),
  })
  .strict();

/**
 * A member's own notification settings (decision 0062): which kinds push, quiet hours in their
 * time zone, and the mail of what they missed. Each member reads and writes only their own;
 * the push sender and the missed-mail job read them when they send.
 */
export function registerSettingsRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);

  routes.get('/api/notifications/settings', {
    schema: {
      tags: ['notifications'],
      summary: "The member's notification settings (defaults until they save any)",
      response: { 200: z.object({ settings: settingsSchema }), ...errorResponses(401) },
    },
    ...signedIn,
    handler: async (request) => ({ settings: await settingsOf(deps.db, request.actor.id) }),
  });

  routes.put('/api/notifications/settings', {
    schema: {
      tags: ['notifications'],
      summary: "Save the member's notification settings",
      body: settingsSchema,
      response: { 200: z.object({ settings: settingsSchema }), ...errorResponses(400, 401) },
    },
    ...signedIn,
    handler: async (request) => {
      await deps.db.transaction((tx) => saveSettings(tx, request.actor.id, request.body));
      return { settings: await settingsOf(deps.db, request.actor.id) };
    },
  });
}
